// Loads the provider's checkout script, which turns `[ventrata-checkout]` elements into
// launchers of its pop-up checkout. It is loaded only by a page that shows a launcher, and
// again whenever a launcher element it has not seen appears (the script binds the launchers
// present when it runs; a client-side navigation renders new ones).
import type { BookingProvider } from '../../generated/config-types.ts';
import { checkoutScriptConfig, checkoutScriptUrl } from './provider-config.ts';

const SCRIPT_MARKER = 'data-booking-checkout';

let loads = 0;
const initialised = new WeakSet<Element>();

/** Makes sure the checkout script has run since `launcher` was added to the document. */
export function initialiseLauncher(launcher: Element, provider: BookingProvider): void {
  if (initialised.has(launcher)) return;
  loadCheckoutScript(launcher.ownerDocument, provider);
  initialised.add(launcher);
}

function loadCheckoutScript(doc: Document, provider: BookingProvider): void {
  // The script finds its configuration on its own element, so an older copy must not linger.
  doc.querySelectorAll(`script[${SCRIPT_MARKER}]`).forEach((script) => script.remove());
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = checkoutScriptUrl(provider.scriptUrl, loads);
  script.setAttribute('data-config', checkoutScriptConfig(provider));
  script.setAttribute(SCRIPT_MARKER, '');
  doc.body.append(script);
  loads += 1;
}
