import { island } from '../../lib/islands.ts';
import { HostedCheckout } from './hosted-checkout.tsx';

// At load: the checkout's frame is already loading (it is in the page's HTML); the code only
// tells a checkout that failed and offers to book directly instead.
export default island(HostedCheckout, { wake: 'load', texts: ['booking'] });
