// The provider's embedded booking widget, in the site's own frame page (ventrata-widget.html).
// The frame is created in the browser only: its address carries a fresh cache-buster, which
// the prerendered HTML could not match at hydration. Until then, and until the frame has
// loaded, the space it will fill is already reserved, so nothing below it moves. (It is not
// deferred until the panel nears the screen: it would then grow to the widget's height while
// the visitor scrolls towards it, moving what lies below.)
import { useEffect, useRef, useState } from 'react';
import { newCacheBuster, widgetFrameUrl } from './provider-config.ts';
import { acceptHeightMessage, frameHeight, INITIAL_FRAME_HEIGHT } from './widget-height.ts';
import './widget-frame.css';

interface WidgetFrameProps {
  productId: string;
  /** The page's language: the widget's own texts are in it. */
  lang: string;
  loadingText: string;
  /** The frame's accessible name. */
  title: string;
}

export function WidgetFrame({ productId, lang, title, loadingText }: WidgetFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState<string>();
  const [loaded, setLoaded] = useState(false);
  const [height, setHeight] = useState(INITIAL_FRAME_HEIGHT);

  useEffect(() => {
    setSrc(widgetFrameUrl(productId, newCacheBuster(), lang));
    setLoaded(false);
    setHeight(INITIAL_FRAME_HEIGHT);
  }, [productId, lang]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const reported = acceptHeightMessage(event, frameRef.current?.contentWindow, window.location.origin);
      if (reported !== undefined) setHeight(frameHeight(reported));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

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
        />
      ) : (
        <div className="widget-frame__placeholder" />
      )}
    </div>
  );
}
