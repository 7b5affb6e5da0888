import { hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './styles/global.css';

hydrateRoot(document.getElementById('root')!, <App />, {
  onRecoverableError: (error) => console.error('Hydration error:', error),
});
