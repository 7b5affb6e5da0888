// The provider's embedded booking widget, in the site's own frame page (ventrata-widget.html).
// The frame is created in the browser only: its address carries a fresh cache-buster, which
// the prerendered HTML could not match at hydration. Until then, and until the frame has
// loaded, the space it will fill is already reserved, so nothing below it moves. (It is not
// deferred until the panel nears the screen: it would then grow to the widget's height while
// the visitor scrolls towards it, moving what lies below.) When the frame reports that the
// provider failed, or has shown nothing within BOOKING_TIMEOUT_MS, `onFail` is called: the panel
// then offers to book directly in its place.
import { useEffect, useRef, useState } from 'react';
import { newCacheBuster, widgetFrameUrl } from './provider-config.ts';
import { acceptHeightMessage, frameHeight, INITIAL_FRAME_HEIGHT } from './widget-height.ts';
import { acceptStatusMessage, BOOKING_TIMEOUT_MS } from './widget-status.ts';
import './widget-frame.css';

interface WidgetFrameProps {
  productId: string;
  /** The page's language: the widget's own texts are in it. */
  lang: string;
  loadingText: string;
  /** The frame's accessible name. */
  title: string;
  onFail: () => void;
}

export function WidgetFrame({ productId, lang, title, loadingText, onFail }: WidgetFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState<string>();
  const [loaded, setLoaded] = useState(false);
  const [height, setHeight] = useState(INITIAL_FRAME_HEIGHT);
  // The latest callback, so that a new one from the parent does not restart the clock.
  const failRef = useRef(onFail);
  useEffect(() => {
    failRef.current = onFail;
  }, [onFail]);

  useEffect(() => {
    setSrc(widgetFrameUrl(productId, newCacheBuster(), lang));
    setLoaded(false);
    setHeight(INITIAL_FRAME_HEIGHT);
  }, [productId, lang]);

  useEffect(() => {
    // Started per product, with the frame: a widget that has shown nothing by then has failed.
    const timer = window.setTimeout(() => failRef.current(), BOOKING_TIMEOUT_MS);
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
    <div className="widget-frame" aria-busy={!loaded}>
      {!loaded && (
        <p className="widget-frame__loading" role="status">
          {loadingText}
        </p>
      )}
      {src ? (
        // A new frame per product (key) rather than a new src: changing a frame's src adds an
        // entry to the browser history, and Back would then step through widget languages.
        <iframe
          key={src}
          ref={frameRef}
          className="widget-frame__frame"
          src={src}
          title={title}
          height={height}
          allow="payment"
          onLoad={() => setLoaded(true)}
          onError={() => failRef.current()}
        />
      ) : (
        <div className="widget-frame__placeholder" />
      )}
    </div>
  );
}
