import { island } from '../../lib/islands.ts';
import { KeepFocusInMenu } from './menu-focus.tsx';

// When idle: the menu opens and closes without it; it only keeps Tab inside the open menu.
export default island(KeepFocusInMenu, { wake: 'idle' });
