// The performance budgets that hold without measuring time (npm run bench measures the rest):
// each page's HTML fits the first round trip and needs no other file to paint; the first view
// loads only the page's own code; the main photo comes first, once, in a modern format at the
// size shown (cut to the screen's shape where the page offers a cut), and every photo below the
// fold waits until it is needed.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { builtPages, sampledPages } from '../../scripts/bench/pages.ts';
import { readManifest } from '../../scripts/prerender.ts';
import { siteLanguages } from '../../src/generated/languages.ts';
import { site } from '../../src/generated/site.ts';
import { MAIN_PHOTO_TIMING, RUNTIME_ATTRIBUTE } from '../../src/lib/islands.ts';
import { baseUrl, launchBrowser, openPage } from './harness.ts';

const built = builtPages(new URL('../..', import.meta.url).pathname);
const pages = built.map((p) => p.path);
/** The browser walk: every page in the default language, each route once in the others. */
const walked = sampledPages(built, siteLanguages[0]!.code).map((p) => p.path);
/** Routes whose hero the layout crops to about a phone's shape, and offers cut so (hero-crop.ts,
 * tour-hero-crop.ts): a phone held upright downloads the cut, not the wide photo. */
const CUT_ON_PHONES = new Set(['home', 'tour']);
/** A new connection's first round trip carries about 14 KB (TCP's initial window of 10 packets). */
const FIRST_ROUND_TRIP = 14 * 1024;
/** The site's own code a page fetches until its islands are live, besides Preact's chunk: the
 * islands that wake when idle come with those that wake at load, once the main photo is in
 * (about 12.5 KB on the page that needs the most). */
const OWN_CODE = 15 * 1024;

/** The bytes a file is served in, brotli where the server has it (once per file). */
const servedSizes = new Map<string, Promise<number>>();
function servedSize(url: string): Promise<number> {
  if (!servedSizes.has(url))
    servedSizes.set(
      url,
      fetch(new URL(url, baseUrl), { headers: { 'accept-encoding': 'br' } }).then(
        async (response) => Number(response.headers.get('content-length')) || (await response.arrayBuffer()).byteLength,
      ),
    );
  return servedSizes.get(url)!;
}

describe.each(pages)('%s as served', (path) => {
  let html: string;
  let compressed: number;
  beforeAll(async () => {
    const response = await fetch(new URL(path, baseUrl), { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    compressed = Number(response.headers.get('content-length'));
    html = await response.text();
  });

  it('fits the first round trip, compressed', () => {
    expect(compressed).toBeGreaterThan(0);
    expect(compressed).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
  });

  it("names no code but the islands' runtime, which fetches the rest when an island wakes", () => {
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html.match(/\/assets\/[^"`]+\.js/g) ?? []).toEqual([
      expect.stringMatching(/^\/assets\/entry-client-[\w-]+\.js$/),
    ]);
  });

  it('paints without waiting for another file, and fetches none beside its main photo', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    // Stylesheets are inlined.
    expect(head.match(/<link rel="stylesheet"[^>]*>/g) ?? []).toEqual([]);
    // No script holds the first paint. The inline code checks for a stored cookie choice, which
    // hides the banner rather than reveal anything; the speculation rules come with the runtime.
    // A page with a main photo starts its runtime from an inline script once the photo has
    // arrived (src/app/runtime-start.ts), so the HTML fetches no script; any other page names it,
    // a module (it runs after parsing).
    const withPhoto = html.includes(`elementtiming="${MAIN_PHOTO_TIMING}"`);
    const runtime = /\/assets\/entry-client-[\w-]+\.js/.source;
    expect(html.match(/<script[^>]*\bsrc=[^>]*>/g) ?? []).toEqual(
      withPhoto ? [] : [expect.stringMatching(new RegExp(`^<script type="module" src="${runtime}">$`))],
    );
    const inline = [...html.matchAll(/<script(?![^>]*(?:\bsrc=|type="application\/ld\+json"))([^>]*)>/g)];
    expect(inline.map((match) => match[1])).toEqual(
      withPhoto ? ['', expect.stringMatching(new RegExp(`^ ${RUNTIME_ATTRIBUTE}="${runtime}"$`))] : [''],
    );
    expect(
      head
        .match(/(?:src|href)="https?:\/\/[^"]*"(?![^<]*rel="canonical")/g)
        ?.filter((m) => !m.includes(site.siteUrl)) ?? [],
    ).toEqual([]);
  });

  it("inlines its own styles, and none of another page's", () => {
    const route = built.find((p) => p.path === path)?.route;
    const styles = html.slice(html.indexOf('<style>'), html.indexOf('</head>'));
    expect(styles).toContain('.site-header');
    // The contact form's styles are the contact page's only; the booking panel's, a tour page's.
    expect(styles.includes('.contact-form')).toBe(route === 'contact');
    // (A tour address without a tour gets the tour page's placeholder, with the tour page's styles.)
    expect(styles.includes('.booking-panel{')).toBe(route === 'tour');
  });
});

describe('first view on a phone (390 px)', () => {
  let browser: Browser;
  /** A tab for each language the walk reads, its browser set to that language (no offer of
   * another one) and its cache off: every page is a first visit. A tab serves page after page:
   * opening one per page cost this walk a third of its time. */
  const tabs = new Map<string, Page>();
  beforeAll(async () => {
    browser = await launchBrowser();
    for (const lang of new Set(walked.map((path) => built.find((p) => p.path === path)!.lang))) {
      const { page } = await openPage(browser, '/', {
        width: 390,
        height: 844,
        consent: 'rejected',
        navigate: false,
        locale: lang,
        firstVisits: true,
      });
      tabs.set(lang, page);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(walked)('%s loads its own code only, and its main photo first', async (path) => {
    const { lang = 'en', route = '' } = built.find((p) => p.path === path) ?? {};
    const page = tabs.get(lang)!;
    // The last page's late requests (a lazy photo, an island waking when idle) end with it.
    await page.goto('about:blank');
    const scripts: string[] = [];
    const images: string[] = [];
    const stylesheets: string[] = [];
    // In order: each script requested, and each image once it has arrived.
    const events: Array<{ script: string } | { arrived: string }> = [];
    const requested = (request: Request) => {
      // The booking widget's frame is a page of its own, with its own script and stylesheet.
      if (request.frame() !== page.mainFrame()) return;
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.resourceType() === 'script') events.push({ script: request.url() });
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      if (request.resourceType() === 'image') images.push(request.url());
    };
    const finished = (request: Request) => {
      if (request.resourceType() === 'image') events.push({ arrived: request.url() });
    };
    page.on('request', requested);
    page.on('requestfinished', finished);
    onTestFinished(() => {
      page.off('request', requested);
      page.off('requestfinished', finished);
    });
    const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The site's own code fetched until the islands that wake at load are live, besides Preact.
    const own = scripts.filter((url) => !/\/assets\/preact-[\w-]+\.js$/.test(url));
    expect(own.length).toBeLessThan(scripts.length); // Preact's chunk is among them, and left out
    const sizes = await Promise.all(own.map(servedSize));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(OWN_CODE);
    // Nor a stylesheet: the page's styles are all inlined, those of the parts hydrated later too.
    expect(stylesheets).toEqual([]);
    // Every script the page itself runs is the site's own, built by Vite.
    expect(scripts.filter((url) => !url.startsWith(new URL('/assets/', baseUrl).href))).toEqual([]);
    expect(response?.status()).toBe(built.find((p) => p.path === path)?.status);
    // A first visit: every file of the site's own came over the network, none from the cache.
    const cached = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        // (A frame's document is reported with no size, wherever it came from.)
        .filter((entry) => entry.name.startsWith(location.origin) && entry.initiatorType !== 'iframe')
        .filter((entry) => entry.transferSize === 0)
        .map((entry) => entry.name),
    );
    expect(cached).toEqual([]);

    // The largest contentful paint is final once the photos on screen have been painted.
    await page.waitForFunction(() =>
      [...document.images].every((img) => img.complete || img.getBoundingClientRect().top >= window.innerHeight),
    );
    const photos = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // The element the browser reports as the largest contentful paint.
      const lcp = await new Promise<Element | null>((resolve) => {
        new PerformanceObserver((list) =>
          resolve((list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element),
        ).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      return [...document.images].map((img) => {
        const box = img.getBoundingClientRect();
        // Every variant the <picture> offers, and the width of the one the browser chose.
        const sources = [...(img.parentElement?.querySelectorAll('source') ?? [])];
        const variantsOf = (elements: Element[]) =>
          elements.flatMap((el) =>
            [...(el.getAttribute('srcset') ?? '').matchAll(/(\S+) (\d+)w/g)].map((m) => ({
              url: new URL(m[1]!, location.href).href,
              width: Number(m[2]),
            })),
          );
        const variants = variantsOf([...sources, img]);
        return {
          src: img.currentSrc || img.src,
          lcp: img === lcp,
          loading: img.loading,
          priority: img.fetchPriority,
          belowFold: box.top >= window.innerHeight,
          neededWidth: Math.ceil(box.width * window.devicePixelRatio),
          // A photo that covers its box (object-fit: cover) is shown wider than the box when the
          // box is narrower than the photo's shape: the home hero on a phone.
          shownWidth: Math.ceil(
            (getComputedStyle(img).objectFit === 'cover' && img.naturalHeight > 0
              ? Math.max(box.width, (box.height * img.naturalWidth) / img.naturalHeight)
              : box.width) * window.devicePixelRatio,
          ),
          widths: [...new Set(variants.map((v) => v.width))],
          chosenWidth: variants.find((v) => v.url === img.currentSrc)?.width,
          urls: variants.map((v) => v.url),
          // The photo cut to this screen's shape (a hero on a phone held upright), if offered.
          cropUrls: variantsOf(sources.filter((el) => el.media && matchMedia(el.media).matches)).map((v) => v.url),
        };
      });
    });
    // Photos below the fold wait until they are needed.
    expect(photos.filter((p) => p.belowFold && p.loading !== 'lazy').map((p) => p.src)).toEqual([]);
    // A photo that is the page's largest paint is fetched first, in a modern format, and is the
    // smallest variant wide enough for its box (so the `sizes` attribute is right).
    const main = photos.find((p) => p.lcp);
    if (main && main.widths.length > 0) {
      const fetchedFirst = { loading: 'eager', priority: 'high' };
      expect({ loading: main.loading, priority: main.priority }).toEqual(fetchedFirst);
      expect(main.src).toMatch(/\.(avif|webp)$/);
      const smallestFor = (needed: number) => {
        const wideEnough = main.widths.filter((w) => w >= needed);
        return wideEnough.length > 0 ? Math.min(...wideEnough) : Math.max(...main.widths);
      };
      // At least as wide as its box, and no wider than the width it is shown at once cropped.
      expect(main.chosenWidth).toBeGreaterThanOrEqual(smallestFor(main.neededWidth));
      expect(main.chosenWidth).toBeLessThanOrEqual(smallestFor(main.shownWidth));
      // Where the photo is cut to the screen's shape, the cut is what loads; and only one copy of
      // the main photo is fetched (a preload or a source in the wrong order would fetch two).
      if (CUT_ON_PHONES.has(route) || main.cropUrls.length > 0) expect(main.cropUrls).toContain(main.src);
      expect(images.filter((url) => main.urls.includes(url))).toEqual([main.src]);
      // The page's code, its runtime too, waits for the main photo, so as not to share the link
      // with it (src/app/runtime-start.ts).
      const photoArrived = events.findIndex((event) => 'arrived' in event && event.arrived === main.src);
      expect(photoArrived).toBeGreaterThanOrEqual(0);
      const before = events.slice(0, photoArrived).flatMap((event) => ('script' in event ? [event.script] : []));
      expect(before).toEqual([]);
    }
  });
});

describe("the browser's code", () => {
  const manifest = readManifest(new URL('../../dist/client', import.meta.url).pathname);
  const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
    file.endsWith('.js'),
  );

  it("is compiled whole as each chunk arrives, off the page's thread (V8's compile hint)", async () => {
    const unhinted: string[] = [];
    for (const file of chunks) {
      const code = await (await fetch(new URL(`/${file}`, baseUrl))).text();
      // Vite puts its list of a chunk's preloads (one line) above the hint; every function after it.
      if (!code.split('\n', 2).includes('//# allFunctionsCalledOnLoad')) unhinted.push(file);
    }
    expect(chunks.length).toBeGreaterThan(10);
    expect(unhinted).toEqual([]);
  });
});
