// The provider's own "Book in English" launcher, shown beside the embedded widget on tours
// whose `booking.launcher` is set, while English is chosen (choosing English shows it and
// reloads the checkout script). Another language removes it; choosing English again renders a
// fresh element, for which the script is run again, so no element is ever bound twice. When the
// script cannot be loaded or hangs, `onFail` lets the panel offer to book directly instead.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { site } from '../../generated/site.ts';
import { initialiseLauncher } from './checkout-script.ts';
import { launcherConfig } from './provider-config.ts';

interface EnglishLauncherProps {
  productId: string;
  visible: boolean;
  /** The booking panel is near the screen: the checkout script (run on this page) may load. */
  near: boolean;
  label: string;
  onFail: () => void;
}

export function EnglishLauncher({ productId, visible, near, label, onFail }: EnglishLauncherProps) {
  const ref = useRef<HTMLDivElement>(null);
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

  // The provider listens for clicks; keyboard users get the same by Enter or Space.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  }

  return (
    <div
      ref={ref}
      ventrata-checkout=""
      data-config={launcherConfig(productId)}
      className="button booking-panel__launcher needs-script"
      role="button"
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {label}
    </div>
  );
}
