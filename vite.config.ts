import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { site } from './src/generated/site.ts';

/** In dev, the widget frame page reads the provider settings the build writes (site-files.ts). */
function bookingConfigInDev(): Plugin {
  return {
    name: 'booking-config-in-dev',
    configureServer(server) {
      server.middlewares.use('/booking-config.json', (_req, res) => {
        const { scriptUrl, apiKey, env } = site.booking;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ scriptUrl, apiKey, env }));
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), bookingConfigInDev()],
  server: {
    // `npm run dev`: the contact form posts to the Koa server (npm start / server/index.ts).
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? '5000'}` },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The prerender reads the manifest to link each route's own CSS and preload its chunk.
    manifest: true,
    target: 'es2022',
  },
});
