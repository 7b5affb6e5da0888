// How the home hero shows its photo. The hero is as wide as the screen and min(88vh, 760px) tall
// (hero.css), and the photo covers it, centred: where the hero is narrower than it is tall (a
// phone held upright) a landscape photo shows a slice of under half its width, so those screens
// get a 9:16 cut from its centre instead (for a 16:9 photo a third of the pixels, for the same
// part of the scene). Plain data, apart from hero.tsx: the build reads it to make the cut.
import type { CroppedSource } from '../../components/photo.tsx';

/** How wide a photo of this shape (width / height) is shown covering the hero. */
export function heroSizes(ratio: number): string {
  const round = (n: number) => Math.round(n * 10) / 10;
  return `max(100vw, min(${round(88 * ratio)}vh, ${round(760 * ratio)}px))`;
}

export const heroUpright: CroppedSource = {
  crop: { width: 9, height: 16 },
  // 100vw < min(88vh, 760px): the screen is narrower than 22:25 and than 760 px.
  media: '(max-aspect-ratio: 22/25) and (max-width: 760px)',
};
