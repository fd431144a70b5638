import fs from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
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
