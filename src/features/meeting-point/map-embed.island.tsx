import { island } from '../../lib/islands.ts';
import { MapEmbed } from './map-embed.tsx';

// As it nears the screen: without it, the placeholder's link opens the address in a maps app.
export default island(MapEmbed, { wake: 'visible', texts: ['meetingPoint'] });
