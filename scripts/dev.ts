// `npm run dev`: the contact API (server/index.ts, without the prerendered site) on port 5000
// and Vite's dev server with hot reload, which proxies /api to it (vite.config.ts).
import { createServer } from 'vite';

process.env.PORT ??= '5000';
const { main } = await import('../server/index.ts');
await main({ serveSite: false });

const vite = await createServer({ root: new URL('..', import.meta.url).pathname });
await vite.listen();
vite.printUrls();
