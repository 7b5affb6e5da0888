import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** Every route change starts at the top of the new page (not on the first render: that is
 * the browser's own load, which may restore a scroll position or follow a #fragment). */
export function ScrollToTop() {
  const [path] = useLocation();
  const previous = useRef(path);
  useLayoutEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}
