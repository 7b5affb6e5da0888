import { island } from '../../lib/islands.ts';
import { CookieSettingsButton } from './cookie-settings-button.tsx';

export default island(CookieSettingsButton, { wake: 'load' });
