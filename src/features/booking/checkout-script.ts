// Loads the provider's checkout script, which turns `[ventrata-checkout]` elements into
// launchers of its pop-up checkout. It is loaded only by a page that shows a launcher, and
// again whenever a launcher element it has not seen appears (the script binds the launchers
// present when it runs; the panel draws its launcher anew when English is chosen again).
import type { BookingProvider } from '../../generated/config-types.ts';
import { checkoutScriptConfig, checkoutScriptUrl } from './provider-config.ts';
import { BOOKING_TIMEOUT_MS } from './widget-status.ts';

const SCRIPT_MARKER = 'data-booking-checkout';

let loads = 0;
const initialised = new WeakMap<Element, Promise<boolean>>();
const bound = new WeakSet<Element>();

/**
 * Makes sure the checkout script has run since `launcher` was added to the document. Resolves
 * to whether it did: false when the script failed to load (an ad blocker, no network) or has not
 * run within BOOKING_TIMEOUT_MS (a hung request), which leaves the launcher to the page: a link
 * to the hosted checkout (english-launcher.tsx), beside the ways to book directly.
 */
export function initialiseLauncher(launcher: Element, provider: BookingProvider): Promise<boolean> {
  let outcome = initialised.get(launcher);
  if (!outcome) {
    outcome = loadCheckoutScript(launcher.ownerDocument, provider);
    // Marked in the task of the script's `load` event, before any tap that follows it.
    void outcome.then((ran) => {
      if (ran) bound.add(launcher);
    });
    initialised.set(launcher, outcome);
  }
  return outcome;
}

/** Whether the checkout script has run since `launcher` was added: it binds the launchers present
 * when it runs, so from then on a tap on it opens the provider's pop-up. */
export function isBound(launcher: Element): boolean {
  return bound.has(launcher);
}

function loadCheckoutScript(doc: Document, provider: BookingProvider): Promise<boolean> {
  // The script finds its configuration on its own element, so an older copy must not linger.
  doc.querySelectorAll(`script[${SCRIPT_MARKER}]`).forEach((script) => script.remove());
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = checkoutScriptUrl(provider.scriptUrl, loads);
  script.setAttribute('data-config', checkoutScriptConfig(provider));
  script.setAttribute(SCRIPT_MARKER, '');
  // A module script's `load` comes after it has run, so the launchers are bound by then.
  const outcome = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), BOOKING_TIMEOUT_MS);
    const settle = (ran: boolean) => {
      clearTimeout(timer);
      resolve(ran);
    };
    script.addEventListener('load', () => settle(true), { once: true });
    script.addEventListener('error', () => settle(false), { once: true });
  });
  doc.body.append(script);
  loads += 1;
  return outcome;
}
