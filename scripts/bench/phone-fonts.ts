// A phone has a font for every script its language list offers; a bare Debian machine has none
// for Chinese. There the first "中文" a page lays out (the Colosseum tour's language list) sends
// Chromium through every installed font looking for one: 40–160 ms of layout with the CPU 4×
// slower, which no phone spends, against 25–42 ms with a fallback font installed
// (docs/performance.md). The benches run with Android's own fallback font: on Debian as root
// they install it when no font covers Chinese; elsewhere they say so and run without.
import { spawnSync } from 'node:child_process';
import { installDebianPackages, isDebianRoot } from '../debian-packages.ts';

const PACKAGE = 'fonts-droid-fallback';

function coversChinese(): boolean {
  const fonts = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return fonts.status === 0 && fonts.stdout.trim() !== '';
}

export function checkPhoneFonts(): void {
  if (coversChinese()) return;
  if (isDebianRoot()) {
    console.log(`[bench] no font for Chinese, which every phone has: installing Debian's ${PACKAGE} (apt-get)…`);
    const failed = installDebianPackages([PACKAGE]);
    if (failed) console.warn(`[bench] apt-get failed: ${failed}`);
    if (coversChinese()) return;
  }
  console.warn(
    `[bench] No font covers Chinese here (fc-list :lang=zh): pages that show Chinese text lay out slower than on ` +
      `a phone. Install one (on Debian: apt-get install ${PACKAGE}).`,
  );
}
