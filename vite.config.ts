import fs from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { DEV_API_FILE } from './server/dev-api-file.ts';

/*
 * The browser app. In development `npm run dev:web` serves it with hot reload and passes /api to the
 * API server that `npm run dev` runs, wherever that listens (followApi); in production the API server
 * serves the built `dist/` itself.
 */
export default defineConfig({
  plugins: [
    react(),
    // A brotli (.br) and a gzip (.gz) copy of every text file, at the highest levels since this runs
    // once per build: the server sends them as they are (server/plugins/browser-app.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
    followApi(),
    // Installable, and usable in a yard without signal (docs/yard.md): the manifest, and the service
    // worker of src/sw/sw.ts with the list of the build's files to keep. The page registers it
    // (src/sw/registration.ts) and asks before a new version takes over.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // The brotli and gzip copies are the server's to send: the browser keeps each file once.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: 'Fleet',
        short_name: 'Fleet',
        description: 'Inspections, fuel, meter readings and issues of your vehicles, in the yard and on the road.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        // The light theme's; index.html names each theme's for the browser's bar.
        theme_color: '#18181b',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiUrl() },
  },
  build: {
    outDir: 'dist',
    // Maps for the developers' own tools, not served to browsers (server/plugins/browser-app.ts).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 2000,
  },
});

/** Where `npm run dev` last said its API listens (server/dev-api-file.ts); port 3000 before it has. */
function apiUrl(): string {
  try {
    return (JSON.parse(fs.readFileSync(DEV_API_FILE, 'utf8')) as { url: string }).url;
  } catch {
    return `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  }
}

/** The dev server starts again with the new address when `npm run dev` starts on another port. */
function followApi(): Plugin {
  return {
    name: 'fleet-follow-api',
    apply: 'serve',
    configureServer(server) {
      const followed = apiUrl();
      server.watcher.add(DEV_API_FILE);
      const restart = (file: string) => {
        if (file === DEV_API_FILE && apiUrl() !== followed) void server.restart();
      };
      server.watcher.on('add', restart);
      server.watcher.on('change', restart);
    },
  };
}
