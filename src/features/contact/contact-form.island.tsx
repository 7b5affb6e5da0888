import { island } from '../../lib/islands.ts';
import { ContactForm } from './contact-form.tsx';

// At load: sending state and inline errors as soon as the code can give them; the fields are the
// browser's, so nothing typed before then is touched.
export default island(ContactForm, { wake: 'load', texts: ['contact'] });
