// The provider's own "Book in English" launcher, shown beside the embedded widget on tours
// whose `booking.launcher` is set, while English is chosen (choosing English shows it and
// reloads the checkout script). Another language removes it; choosing English again renders a
// fresh element, for which the script is run again, so no element is ever bound twice. When the
// script cannot be loaded or hangs, `onFail` lets the panel offer to book directly instead.
//
// It is a link to the provider's hosted checkout on the same product, so that a tap before the
// script has bound it (the panel's code or the script still on its way) opens the checkout
// there rather than doing nothing; once bound, the script opens its pop-up in the page instead.
import { useEffect, useRef, type MouseEvent } from 'react';
import { site } from '../../generated/site.ts';
import { hostedCheckoutUrl } from './book-now-link.ts';
import { initialiseLauncher, isBound } from './checkout-script.ts';
import { LAUNCHER_LANG, launcherConfig } from './provider-config.ts';

interface EnglishLauncherProps {
  productId: string;
  visible: boolean;
  /** The booking panel is near the screen: the checkout script (run on this page) may load. */
  near: boolean;
  label: string;
  onFail: () => void;
}

export function EnglishLauncher({ productId, visible, near, label, onFail }: EnglishLauncherProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const failRef = useRef(onFail);
  useEffect(() => {
    failRef.current = onFail;
  }, [onFail]);

  useEffect(() => {
    if (!visible || !near || !ref.current) return;
    let current = true;
    void initialiseLauncher(ref.current, site.booking).then((ran) => {
      if (!ran && current) failRef.current();
    });
    return () => {
      current = false;
    };
  }, [visible, near, productId]);

  if (!visible) return null;

  // Bound, the provider answers the tap with its pop-up: the page stays. (Decided at the tap: the
  // script may have run a moment before it.)
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isBound(event.currentTarget)) event.preventDefault();
  };

  return (
    <a
      ref={ref}
      href={hostedCheckoutUrl(site.booking.checkoutUrl, LAUNCHER_LANG, productId)}
      ventrata-checkout=""
      data-config={launcherConfig(productId)}
      className="button booking-panel__launcher needs-script"
      onClick={onClick}
    >
      {label}
    </a>
  );
}
