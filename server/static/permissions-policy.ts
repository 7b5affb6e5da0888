// The Permissions-Policy: every powerful browser feature off, for the pages and for every frame
// in them, except payment (Apple Pay / Google Pay through the Payment Request API) for the
// booking provider's checkout frames, which the site frames with allow="payment".
import type { CspSources } from './csp.ts';

/** Features no page or frame of the site uses (only names Chromium knows: others are logged as errors). */
const DENIED = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export function buildPermissionsPolicy(sources: CspSources): string {
  const checkout = [sources.bookingCheckoutUrl, ...(sources.extraOrigins ?? [])]
    .filter((url) => URL.canParse(url))
    .map((url) => `"${new URL(url).origin}"`);
  const payment = `payment=(${['self', ...new Set(checkout)].join(' ')})`;
  return [...DENIED.map((feature) => `${feature}=()`), payment].join(', ');
}
