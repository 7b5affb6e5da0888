import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev`: the contact form posts to the Koa server (npm start / server/index.ts).
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The prerender reads the manifest to link each route's own CSS and preload its chunk.
    manifest: true,
    target: 'es2022',
  },
});
