// What the booking provider (Ventrata) reads from the page: the address of the site's widget
// frame and the `data-config` JSON of launchers and of the checkout script. The widget speaks
// the page's language (`lang`); the tour language is chosen by the product.
import type { BookingProvider } from '../../generated/config-types.ts';
import { HEIGHT_MESSAGE_TYPE } from './widget-height.ts';
import { STATUS_MESSAGE_TYPE } from './widget-status.ts';

export const WIDGET_FRAME_PATH = '/ventrata-widget.html';
/** The English launcher is the provider's own English checkout. */
export const LAUNCHER_LANG = 'en';

/** `/ventrata-widget.html?productID=…&lang=es&cb=…` */
export function widgetFrameUrl(productId: string, cacheBuster: string, lang: string): string {
  const query = new URLSearchParams({ productID: productId, lang, cb: cacheBuster });
  return `${WIDGET_FRAME_PATH}?${query}`;
}

/** The `data-config` of a launcher element (`[ventrata-checkout]`). */
export function launcherConfig(productId: string): string {
  return JSON.stringify({ productID: productId, lang: LAUNCHER_LANG });
}

/** The `data-config` of the checkout script. */
export function checkoutScriptConfig(provider: Pick<BookingProvider, 'apiKey' | 'env'>): string {
  return JSON.stringify({ apiKey: provider.apiKey, env: provider.env });
}

/**
 * The script's address for its `load`-th insertion into this document. A module script runs
 * once per URL per document, so running it again (to find launchers rendered since) needs a
 * URL it has not had yet; the first load uses the address exactly as configured.
 */
export function checkoutScriptUrl(scriptUrl: string, load: number): string {
  if (load === 0) return scriptUrl;
  const url = new URL(scriptUrl);
  url.searchParams.set('reload', String(load));
  return url.toString();
}

/** What the frame page says while the provider loads, and when it cannot be shown. */
export interface FrameTexts {
  loading: string;
  unavailable: string;
}

/**
 * /booking-config.json, which the widget's frame page (public/ventrata-widget.js) reads: the
 * provider's settings, the types of the messages this page accepts from the frame, and the
 * frame's own words in each site language (i18n `booking.loading` and `booking.frameFailedText`).
 */
export function frameConfig(
  { scriptUrl, apiKey, env }: Pick<BookingProvider, 'scriptUrl' | 'apiKey' | 'env'>,
  texts: Record<string, FrameTexts>,
) {
  return {
    scriptUrl,
    apiKey,
    env,
    messageTypes: { height: HEIGHT_MESSAGE_TYPE, status: STATUS_MESSAGE_TYPE },
    texts,
  };
}
