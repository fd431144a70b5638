import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/*
 * The browser app. In development `npm run dev:web` serves it with hot reload and passes /api to the
 * API server (`npm run dev`, port 3000); in production the API server serves the built `dist/` itself.
 */
export default defineConfig({
  plugins: [react()],
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
