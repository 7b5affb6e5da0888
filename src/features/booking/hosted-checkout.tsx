// The provider's hosted checkout (site.yaml booking.checkoutUrl) in a frame, for /book-now, with
// the ways to book directly folded below it (unfolded without script). When it fails to load or
// has not loaded within BOOKING_TIMEOUT_MS, the frame gives way to them, so the page is never a
// blank or grey box.
import { useCallback, useEffect, useRef, useState } from 'react';
import { BookingFallback } from './booking-fallback.tsx';
import { DIRECT_BOOKING_ID, DirectBookingDetails } from './direct-booking-details.tsx';
import { BOOKING_TIMEOUT_MS } from './widget-status.ts';

interface HostedCheckoutProps {
  url: string;
  /** The frame's accessible name. */
  title: string;
  /** Shown behind the frame until the checkout covers it or turns out to be reachable. */
  loadingText: string;
  className?: string;
}

export function HostedCheckout({ url, title, loadingText, className }: HostedCheckoutProps) {
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const settled = useRef(false);
  const finish = useCallback((next: 'shown' | 'failed') => {
    if (settled.current) return;
    settled.current = true;
    setState(next);
  }, []);

  // The frame is in the prerendered page and may have loaded (or failed) before hydration, and
  // it fires `load` for the browser's own error page too; another origin's document cannot be
  // inspected. So a request to the same address tells a reachable checkout from a network
  // failure or a blocker (no-cors: its answer stays opaque, only a failure shows). The
  // Content-Security-Policy allows it: connect-src includes the provider's domain
  // (server/static/csp.ts). A hung checkout answers neither within the time allowed.
  useEffect(() => {
    const timer = window.setTimeout(() => finish('failed'), BOOKING_TIMEOUT_MS);
    fetch(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store' }).then(
      () => finish('shown'),
      () => finish('failed'),
    );
    return () => window.clearTimeout(timer);
  }, [url, finish]);

  if (state === 'failed') return <BookingFallback reason="failed" level={2} id={DIRECT_BOOKING_ID} />;
  return (
    <>
      {state === 'loading' && <p className="hosted-checkout__loading">{loadingText}</p>}
      {/* Lazy although it is on the first screen: the browser then starts the checkout right
          after laying the page out rather than while parsing it, and paints the heading about
          30 ms sooner on a slow phone (docs/performance.md), with the checkout requested no later. */}
      <iframe className={className} src={url} title={title} allow="payment" loading="lazy" />
      <DirectBookingDetails id={DIRECT_BOOKING_ID} />
    </>
  );
}
