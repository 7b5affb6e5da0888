import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './styles/global.css';

// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// holding a slow phone's main thread for the whole page: the visitor can scroll and tap while
// it runs, and a tap on a part not yet hydrated makes React hydrate that part first.
const root = document.getElementById('root')!;
if (root.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(root, <App />, {
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
  });
} else {
  // `npm run dev` serves the bare template: there is no prerendered page to hydrate.
  createRoot(root).render(<App />);
}
