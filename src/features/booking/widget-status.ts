// Whether the provider's booking widget has shown anything. The frame page
// (public/ventrata-widget.js) reports `shown` once the provider has rendered into its element and
// `failed` when it cannot load the provider; the page gives up on a frame (and a launcher) that
// has said neither within BOOKING_TIMEOUT_MS. A frame page that reports its height has only
// loaded itself: the provider's script may still hang behind it.
import { acceptFrameMessage } from './widget-height.ts';

/** How long the visitor waits for the provider before being offered to book directly. */
export const BOOKING_TIMEOUT_MS = 8000;

export const STATUS_MESSAGE_TYPE = 'ventrataWidgetStatus';

export type WidgetStatus = 'shown' | 'failed';

/** The status reported by a `message` event from `frameWindow`, or undefined for anything else. */
export function acceptStatusMessage(
  event: { data: unknown; origin: string; source: unknown },
  frameWindow: unknown,
  expectedOrigin: string,
): WidgetStatus | undefined {
  const data = acceptFrameMessage(event, frameWindow, expectedOrigin, STATUS_MESSAGE_TYPE);
  const status = data?.status;
  return status === 'shown' || status === 'failed' ? status : undefined;
}
