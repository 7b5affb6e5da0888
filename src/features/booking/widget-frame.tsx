// The provider's embedded booking widget, in the site's own frame page (ventrata-widget.html).
// The frame is in the page's HTML, lazy: the browser starts it once the page is laid out (not
// while it is parsed, when the frame's page and script, run on the page's own thread, held the
// first paint back on a slow phone) if it is within its lazy-loading distance of the screen, and
// the page's code starts it once the main photo has arrived where it is further down
// or not laid out yet (LOAD_AFTER_MAIN_PHOTO; on a phone the panel is laid out as it nears the
// screen), so no visitor has to scroll to it first. Without the page's code it loads as the
// visitor nears it; where scripting is off it is not shown (needs-script): the provider's
// widget is script, and the panel's ways to book directly stand in for it. The space it fills is
// reserved, so nothing below it moves. The code, when it arrives, follows the frame's
// height and status: from its messages, and from what the frame kept of those sent before (same
// origin, `widgetReport`). When the frame reports that the provider failed, or has shown nothing
// within BOOKING_TIMEOUT_MS, `onFail` is called: the panel then offers to book directly in its
// place.
import { useEffect, useRef, useState } from 'react';
import { LOAD_AFTER_MAIN_PHOTO } from '../../lib/islands.ts';
import { widgetFrameUrl } from './provider-config.ts';
import { acceptHeightMessage, frameHeight, INITIAL_FRAME_HEIGHT } from './widget-height.ts';
import { acceptStatusMessage, BOOKING_TIMEOUT_MS } from './widget-status.ts';
import './widget-frame.css';

interface WidgetFrameProps {
  productId: string;
  /** The page's language: the widget's own texts are in it. */
  lang: string;
  /** Changes with each build, so a new frame page is never confused with a cached one. */
  cacheBuster: string;
  loadingText: string;
  /** The frame's accessible name. */
  title: string;
  onFail: () => void;
}

/** What the frame page kept of its reports (public/ventrata-widget.js). */
interface WidgetReport {
  status?: string;
  height?: number;
}

function keptReport(frame: HTMLIFrameElement | null): WidgetReport {
  try {
    return (frame?.contentWindow as (Window & { widgetReport?: WidgetReport }) | null)?.widgetReport ?? {};
  } catch {
    return {};
  }
}

export function WidgetFrame({ productId, lang, cacheBuster, title, loadingText, onFail }: WidgetFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const src = widgetFrameUrl(productId, cacheBuster, lang);
  const [loaded, setLoaded] = useState(false);
  const [height, setHeight] = useState(INITIAL_FRAME_HEIGHT);
  // The latest callback, so that a new one from the parent does not restart the clock.
  const failRef = useRef(onFail);
  useEffect(() => {
    failRef.current = onFail;
  }, [onFail]);

  useEffect(() => {
    const frame = frameRef.current;
    // The frame may have loaded and reported before this code arrived.
    const kept = keptReport(frame);
    setLoaded(
      frame?.contentDocument?.readyState === 'complete' && frame.contentWindow?.location.href !== 'about:blank',
    );
    setHeight(kept.height === undefined ? INITIAL_FRAME_HEIGHT : frameHeight(kept.height));
    if (kept.status === 'failed') {
      failRef.current();
      return;
    }
    // Started per product: a widget that has shown nothing by then has failed.
    const timer = kept.status === 'shown' ? undefined : window.setTimeout(() => failRef.current(), BOOKING_TIMEOUT_MS);
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow;
      const reported = acceptHeightMessage(event, frameWindow, window.location.origin);
      if (reported !== undefined) setHeight(frameHeight(reported));
      const status = acceptStatusMessage(event, frameWindow, window.location.origin);
      if (status) window.clearTimeout(timer);
      if (status === 'failed') failRef.current();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [productId, lang]);

  return (
    <div className="widget-frame needs-script" aria-busy={!loaded}>
      {!loaded && (
        <p className="widget-frame__loading" role="status">
          {loadingText}
        </p>
      )}
      {/* A new frame per product (key) rather than a new src: changing a frame's src adds an
          entry to the browser history, and Back would then step through widget languages. */}
      <iframe
        key={src}
        ref={frameRef}
        className="widget-frame__frame"
        src={src}
        title={title}
        height={height}
        allow="payment"
        loading="lazy"
        {...{ [LOAD_AFTER_MAIN_PHOTO]: '' }}
        onLoad={() => setLoaded(true)}
        onError={() => failRef.current()}
      />
    </div>
  );
}
