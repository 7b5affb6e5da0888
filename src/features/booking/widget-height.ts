// The embedded widget's frame resizes to the height its page reports (see
// public/ventrata-widget.js). Only the frame itself is believed: any window can post messages to
// this page, and a forged height could hide the widget or push the page around.

/** The frame's height before its page has reported one: a typical widget, so nothing jumps. */
export const INITIAL_FRAME_HEIGHT = 900;

// The widget opens its date picker and option menus as popovers inside the frame. While it is
// loading, or between steps, its page reports a height far smaller than those popovers need; a
// frame that shrank to that height would clip them (and collapse and grow again on every step).
export const MIN_FRAME_HEIGHT = 520;

export const HEIGHT_MESSAGE_TYPE = 'ventrataWidgetHeight';

export interface HeightMessage {
  data: unknown;
  origin: string;
  source: unknown;
}

/**
 * The height reported by a `message` event, or undefined when the event is not a height report
 * from `frameWindow` (the widget frame's contentWindow) on `expectedOrigin` (this site's origin).
 */
export function acceptHeightMessage(
  event: HeightMessage,
  frameWindow: unknown,
  expectedOrigin: string,
): number | undefined {
  const height = acceptFrameMessage(event, frameWindow, expectedOrigin, HEIGHT_MESSAGE_TYPE)?.height;
  return typeof height === 'number' && Number.isFinite(height) ? height : undefined;
}

/**
 * The fields of a message of `type` posted by `frameWindow` on `expectedOrigin`, or undefined
 * when the event is anything else (another window or origin, another type, not an object).
 */
export function acceptFrameMessage(
  event: HeightMessage,
  frameWindow: unknown,
  expectedOrigin: string,
  type: string,
): Record<string, unknown> | undefined {
  if (frameWindow == null || event.source !== frameWindow || event.origin !== expectedOrigin) return undefined;
  const { data } = event;
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = data as Record<string, unknown>;
  return fields.type === type ? fields : undefined;
}

/** The frame height for a reported height: whole pixels, never below the floor. */
export function frameHeight(reported: number): number {
  return Math.max(MIN_FRAME_HEIGHT, Math.ceil(reported));
}
