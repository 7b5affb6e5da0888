// How a tour page's hero shows the tour's photo. The box is as wide as the screen and at least
// 22rem tall (26rem from 769 px, 30rem from 1025 px: tour-hero.css), taller when the text needs
// it, and the photo covers it, centred: on a phone the box is about square, and a landscape photo
// shows only its middle. Below 27rem (22rem × √1.5) a square cut from the centre carries fewer
// pixels than a 3:2 photo shown at the box's height, for the same part of the scene. Plain data,
// apart from tour-hero.tsx: the build reads it to make the cut.
import type { CroppedSource } from '../../components/photo.tsx';

/** How wide a photo of this shape (width / height) is shown covering the box. At the wider
 * breakpoints a photo up to about 16:9 is no wider than the screen, so the phones' floor is enough. */
export function tourHeroSizes(ratio: number): string {
  return `max(100vw, ${Math.round(22 * ratio * 10) / 10}rem)`;
}

export const tourHeroSquare: CroppedSource = {
  crop: { width: 1, height: 1 },
  media: '(max-width: 27rem)',
};
