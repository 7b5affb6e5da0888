// Whether an element has come within about a screen of the viewport (and stays true after):
// third-party content below the fold, such as the booking widget on a phone, starts loading
// as the visitor heads towards it instead of competing with the first screen.
import { useEffect, useState, type RefObject } from 'react';

export function useNearScreen(element: RefObject<Element | null>, margin = '100%'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
