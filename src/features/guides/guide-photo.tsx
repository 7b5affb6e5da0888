// A guide's photo, replaced by a "coming soon" placeholder when it cannot be loaded. The
// image may fail before hydration attaches onError, so the state is also checked on mount.
import { useEffect, useRef, useState } from 'react';
import { Photo } from '../../components/photo.tsx';
import { GUIDE_PORTRAIT } from '../../lib/photo-frames.ts';
import './guide-photo.css';

export function GuidePhoto({ name, alt, placeholder }: { name: string; alt: string; placeholder: string }) {
  const [failed, setFailed] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const img = wrapper.current?.querySelector('img');
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <div ref={wrapper} className="guide-photo">
      {failed ? (
        <div className="guide-photo__placeholder" role="img" aria-label={alt}>
          {placeholder}
        </div>
      ) : (
        <Photo
          name={name}
          alt={alt}
          sizes={`(max-width: 768px) ${GUIDE_PORTRAIT.phoneWidth}px, ${GUIDE_PORTRAIT.width}px`}
          priority
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
