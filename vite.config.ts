import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/*
 * The browser app. In development `npm run dev:web` serves it with hot reload and passes /api to the
 * API server (`npm run dev`, port 3000); in production the API server serves the built `dist/` itself.
 */
export default defineConfig({
  plugins: [
    react(),
    // A brotli (.br) and a gzip (.gz) copy of every text file, at the highest levels since this runs
    // once per build: the server sends them as they are (server/plugins/browser-app.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
  },
});
