import { island } from '../../lib/islands.ts';
import { GuidePhoto } from './guide-photo.tsx';

export default island(GuidePhoto, { wake: 'load' });
