// Keyboard only: every interactive element of a page is reached with Tab and shows a focus
// ring; the mobile menu, the booking panel's language list (the browser's own select), the FAQ
// and the cookie choice are found and operated with the keys they promise, without a mouse.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages, sampledPages } from '../../scripts/bench/pages.ts';
import { siteLanguages } from '../../src/generated/languages.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { frameHeightsSettled, gotoAndHydrate, launchBrowser, loadedFrame, openPage } from './harness.ts';
import { en } from './texts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A short description of the focused element, for the assertions and their messages. */
function focused(page: Page): Promise<{
  tag: string;
  name: string;
  inDialog: boolean;
  inBanner: boolean;
  expanded: string | null;
  popup: string | null;
}> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const name = el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() || el.tagName : '';
    return {
      tag: el?.tagName ?? '',
      name,
      inDialog: !!el?.closest('[role="dialog"]'),
      inBanner: !!el?.closest('[aria-labelledby="cookie-banner-title"]'),
      expanded: el?.getAttribute('aria-expanded') ?? null,
      popup: el?.getAttribute('aria-haspopup') ?? null,
    };
  });
}

/** Presses Tab until `wanted` holds for the focused element; fails after `max` presses. */
async function tabTo(
  page: Page,
  wanted: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  max = 80,
): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (wanted(await focused(page))) return presses;
  }
  throw new Error(`not reached with ${max} presses of Tab (last focus: ${(await focused(page)).name})`);
}

// One page of each kind: every page but the tours, and a tour with and one without a widget.
const tourWithWidget = toursConfig.tours.find((t) => Object.keys(t.booking?.products ?? {}).length > 1)!;
const tourWithoutWidget = toursConfig.tours.find((t) => !t.booking)!;
const walked = [
  ...sampledPages(builtPages(new URL('../..', import.meta.url).pathname), siteLanguages[0]!.code)
    .map((p) => p.path)
    .filter((path) => !path.startsWith('/tours/')),
  `/tours/${tourWithWidget.slug}`,
  `/tours/${tourWithoutWidget.slug}`,
];

describe('Tab walks every interactive element, each with a visible focus ring', () => {
  // One tab walks every page (opening a tab is the costly part of a visit on a small machine).
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, '/', { consent: 'rejected', navigate: false }));
  });

  it.each(walked)('%s at 1280 px', async (path) => {
    await gotoAndHydrate(page, path);
    // The islands that wake when the browser is idle may add controls (the offer of another
    // language): the page as it will stay.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('site-island[data-wake="idle"]')].every((el) => el.hasAttribute('data-hydrated')),
    );
    // And its frames with their pages in: Tab can enter a frame still loading (once, on
    // /book-now, 19 presses stayed in the checkout's frame, the page's focus on <body>).
    for (const frame of await page.$$('iframe')) await loadedFrame(frame);
    // The elements a keyboard user must reach: visible, enabled, in the tab order. (Not frames:
    // what a frame holds is its own page's, and Chrome skips a frame with nothing to focus.)
    const expected = await page.evaluate(() => {
      const selector =
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
      return [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((el) => el.checkVisibility({ visibilityProperty: true }) && el.tabIndex >= 0)
        .map((el, i) => {
          el.dataset.kb = String(i);
          return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
        });
    });
    const reached = new Set<string>();
    const withoutRing: string[] = [];
    const stops: string[] = [];
    // Tab may also stop in a frame, on its own page's elements (the checkout's fields; listed as
    // IFRAME). A stop with the focus outside the page (the browser's own) is listed `(elsewhere)`.
    const frames = await page.locator('iframe').count();
    for (let i = 0; i < expected.length + 10 + 15 * frames && reached.size < expected.length; i++) {
      await page.keyboard.press('Tab');
      const step = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const outline =
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) > 0 &&
          style.outlineColor !== 'rgba(0, 0, 0, 0)';
        return {
          kb: el.dataset.kb,
          name: `${el.tagName}${document.hasFocus() ? '' : '(elsewhere)'}`,
          ring: outline || style.boxShadow !== 'none',
        };
      });
      stops.push(step.kb ?? step.name);
      if (step.kb === undefined) continue;
      reached.add(step.kb);
      if (!step.ring) withoutRing.push(expected[Number(step.kb)]!);
    }
    const missed = expected.filter((_, i) => !reached.has(String(i)));
    expect({ missed, withoutRing }, `Tab stops: ${stops.join(' ')}`).toEqual({ missed: [], withoutRing: [] });
  });
});

// On a phone the cookie banner, the offer of another language and a tour's booking bar stick to
// the bottom of the screen. Tab scrolls each focused element clear of the one shown: at least its
// first 48 px, all of it when it is shorter (a frame may be taller than the screen).
describe('the bars at the bottom of a phone screen', () => {
  const other = siteLanguages[1]!.code;
  const tour = `/${other}/tours/${tourWithWidget.slug}`;

  /** Once what a key set going has ended: a bar brought up or down (its 0.2 s slide), and the
   * scroll that keeps the focused element clear of it. */
  const settled = (page: Page) =>
    page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      await frame();
      await frame();
      const bars = document.querySelectorAll('.cookie-banner, .language-suggestion, .sticky-booking-bar');
      await Promise.all([...bars].flatMap((bar) => bar.getAnimations().map((animation) => animation.finished)));
      await frame();
    });

  /** The focused element, named, if a bar shown covers it (its first 48 px). */
  const coveredFocus = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement!;
      const box = el.getBoundingClientRect();
      const seen = box.top + Math.min(box.height, 48);
      const over = [
        ...document.querySelectorAll('.cookie-banner[open], .language-suggestion, .sticky-booking-bar.is-visible'),
      ].find((bar) => {
        const rect = bar.getBoundingClientRect();
        return (
          bar.checkVisibility({ visibilityProperty: true }) &&
          !bar.contains(el) &&
          seen > rect.top &&
          box.top < rect.bottom &&
          box.left < rect.right &&
          box.right > rect.left
        );
      });
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
      return over ? `${name} under .${over.classList[0]}` : '';
    });

  it.each([
    ['the cookie banner', `/${other}/faq`, undefined],
    ['the cookie banner', tour, undefined],
    ['the language offer', `/${other}/faq`, 'rejected'],
    ['the language offer and the booking bar', tour, 'rejected'],
  ] as const)('with %s, every focused element of %s stays in sight', async (_bars, path, consent) => {
    const { page } = await openPage(browser, path, { width: 390, height: 844, consent, locale: 'en-US' });
    await page.locator(consent ? '.language-suggestion' : '.cookie-banner').waitFor();
    // The booking frame at its widget's height first: each stop is checked as a task, and a
    // frame growing just before one would be measured before the page scrolls it clear (that
    // has its own test below).
    await frameHeightsSettled(page);
    const covered: string[] = [];
    const stops: string[] = [];
    // Round the page once: until Tab comes back to the skip link.
    for (let i = 0; i < 150; i++) {
      await page.keyboard.press('Tab');
      await settled(page);
      const stop = await page.evaluate(() => document.activeElement?.className ?? '');
      if (stop === 'skip-link' && stops.length > 0) break;
      stops.push(stop);
      const under = await coveredFocus(page);
      if (under) covered.push(under);
    }
    expect(stops.length).toBeGreaterThan(20);
    expect(covered).toEqual([]);
  });

  it('a bar that comes up over the element just focused moves it clear', async () => {
    const { page } = await openPage(browser, tour, { width: 390, height: 844, consent: 'rejected', locale: other });
    // The screen cut so that the hero's button still shows at its top, and the next element a
    // keyboard reaches sits at its bottom edge.
    const { height, scroll } = await page.evaluate(() => {
      const top = (el: Element) => el.getBoundingClientRect().top + window.scrollY;
      const button = document.querySelector('.tour-hero__book')!;
      const next = [...document.querySelectorAll('main a[href], main summary, main select')].find(
        (el) => top(el) > top(button) + button.getBoundingClientRect().height,
      )!;
      next.setAttribute('data-next', '');
      const scroll = top(button) + button.getBoundingClientRect().height - 10;
      return { scroll, height: Math.round(top(next) + next.getBoundingClientRect().height - scroll + 4) };
    });
    await page.setViewportSize({ width: 390, height });
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scroll);
    await page.keyboard.press('Shift');
    await page.locator('[data-next]').evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    await settled(page);
    expect(await page.locator('.sticky-booking-bar.is-visible').count()).toBe(0);
    // Scrolled on a little, the hero's button goes by and the booking bar comes up.
    await page.evaluate(() => window.scrollBy({ top: 12, behavior: 'instant' }));
    await settled(page);
    expect(await page.locator('.sticky-booking-bar.is-visible').count()).toBe(1);
    expect(await coveredFocus(page)).toBe('');
  });

  it('an element the booking frame pushes under the cookie banner, as it grows, moves clear', async () => {
    const { page } = await openPage(browser, tour, { width: 390, height: 844, locale: other });
    await page.locator('.cookie-banner').waitFor();
    await frameHeightsSettled(page);
    // The first link or summary after the frame, scrolled to just above the banner.
    const grow = await page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('.widget-frame__frame')!;
      const next = [...document.querySelectorAll('main a[href], main summary')].find(
        (el) => frame.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
      )!;
      next.setAttribute('data-next', '');
      const banner = document.querySelector('.cookie-banner')!.getBoundingClientRect();
      window.scrollBy({ top: next.getBoundingClientRect().bottom - (banner.top - 20), behavior: 'instant' });
      return next.getBoundingClientRect().height + 40;
    });
    await page.keyboard.press('Shift');
    await page.locator('[data-next]').evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    await settled(page);
    expect(await coveredFocus(page)).toBe('');
    // The frame grows by the link's height and a little (its widget's height message).
    await page.evaluate((by) => {
      const frame = document.querySelector<HTMLIFrameElement>('.widget-frame__frame')!;
      frame.style.height = `${frame.offsetHeight + by}px`;
    }, grow);
    await settled(page);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-next'))).toBe(true);
    expect(await coveredFocus(page)).toBe('');
  });

  it('a field tapped just above a bar stays where it is', async () => {
    const { page } = await openPage(browser, `/${other}/contact`, {
      width: 390,
      height: 700,
      consent: 'rejected',
      locale: 'en-US',
    });
    await page.locator('.language-suggestion').waitFor();
    // The message field's top 60 px above the offer, the rest of it under it.
    await page.evaluate(() => {
      const field = document.querySelector('textarea')!.getBoundingClientRect();
      const offer = document.querySelector('.language-suggestion')!.getBoundingClientRect();
      window.scrollBy({ top: field.top - (offer.top - 60), behavior: 'instant' });
    });
    const before = await page.evaluate(() => window.scrollY);
    await page.locator('textarea').click({ position: { x: 20, y: 20 } });
    await settled(page);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  it('on a tablet, where the booking bar is never drawn, the keyboard scrolls the page evenly', async () => {
    const { page } = await openPage(browser, `/tours/${tourWithWidget.slug}`, {
      width: 820,
      height: 1000,
      consent: 'rejected',
    });
    // Focused from the keyboard: the first element after the hero's button, which stays on the
    // screen as the button goes by.
    await page.keyboard.press('Shift');
    await page.evaluate(() => {
      const button = document.querySelector('.tour-hero__book')!;
      const after = (el: Element) => button.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING;
      [...document.querySelectorAll<HTMLElement>('main a[href]')].find(after)!.focus();
    });
    const positions: number[] = [];
    // As the arrow keys do, less their smooth scroll.
    for (let i = 0; i < 12; i++) {
      await page.evaluate(() => window.scrollBy({ top: 40, behavior: 'instant' }));
      await settled(page);
      positions.push(await page.evaluate(() => Math.round(window.scrollY)));
    }
    const steps = positions.slice(1).map((y, i) => y - positions[i]!);
    expect(
      steps.every((step) => step === steps[0]),
      `scroll positions: ${positions.join(', ')}`,
    ).toBe(true);
  });

  it('the menu, laid over them, is walked without moving the page behind it', async () => {
    const { page } = await openPage(browser, `/${other}/faq`, { width: 390, height: 600 });
    await page.locator('.cookie-banner').waitFor();
    await page.locator('.site-header__hamburger').focus();
    await page.keyboard.press('Enter');
    const scrolled: number[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      scrolled.push(await page.evaluate(() => window.scrollY));
    }
    expect(await page.locator('#mobile-menu:popover-open').count()).toBe(1);
    expect(scrolled).toEqual(scrolled.map(() => 0));
  });
});

describe('skip link', () => {
  it('is the first stop, shows itself and moves focus to the main content', async () => {
    const { page } = await openPage(browser, '/tours', { consent: 'rejected' });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});

describe('mobile menu at 390 px', () => {
  it('opens with Enter, walks its links with Tab and follows one with Enter', async () => {
    const { page } = await openPage(browser, '/', { width: 390, height: 844, consent: 'rejected' });
    const presses = await tabTo(page, (f) => f.name === 'Open menu');
    expect(presses).toBeLessThanOrEqual(3);
    await page.keyboard.press('Enter');
    // A popover: the browser opens it at once.
    expect(await page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
    expect((await focused(page)).inDialog).toBe(true);
    await tabTo(page, (f) => f.inDialog && f.name === 'About', 10);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/about');
    // The About page, loaded anew, with its menu closed.
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('About Us');
  });
});

describe('language list of a booking panel', () => {
  it(`is reached with Tab on /tours/${tourWithWidget.slug}, and the arrows choose a language`, async () => {
    const { page } = await openPage(browser, `/tours/${tourWithWidget.slug}`, { consent: 'rejected' });
    // The browser's own select: its keys are the platform's (arrows, Home/End, typing a name).
    await tabTo(page, (f) => f.tag === 'SELECT');
    const select = page.getByRole('combobox', { name: en.booking.tourLanguage });
    expect(await select.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await select.inputValue()).toBe(tourWithWidget.languages[0]);
    await page.keyboard.press('ArrowDown');
    const code = tourWithWidget.languages[1]!;
    expect(await select.inputValue()).toBe(code);
    // The widget follows the choice: the frame now shows the product of that language.
    const product = tourWithWidget.booking!.products[code];
    if (product) await page.locator(`iframe[src*="productID=${product}"]`).waitFor();
    expect(await select.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('FAQ', () => {
  it('is reached with Tab; Enter and Space open a question, closing the one open before', async () => {
    const { page } = await openPage(browser, '/', { consent: 'rejected' });
    const first = en.faq[0]!.question;
    await tabTo(page, (f) => f.name === first);
    expect(
      await page.evaluate(() => String((document.activeElement?.parentElement as HTMLDetailsElement | null)?.open)),
    ).toBe('false');
    await page.keyboard.press('Enter');
    expect(
      await page.evaluate(() => String((document.activeElement?.parentElement as HTMLDetailsElement | null)?.open)),
    ).toBe('true');
    expect(await page.locator('.faq__item').first().locator('.faq__answer').isVisible()).toBe(true);
    // The next Tab goes into the open answer's links (the contact page's), then to the next question.
    const links = (en.faq[0]!.answer.match(/\{contactUs\}/g) ?? []).length;
    for (let i = 0; i < links; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).toBe(en.chrome.contactUs);
    }
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe(en.faq[1]!.question);
    await page.keyboard.press('Space');
    expect(
      await page.evaluate(() => String((document.activeElement?.parentElement as HTMLDetailsElement | null)?.open)),
    ).toBe('true');
    expect(await page.locator('.faq__item').first().locator('.faq__answer').isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    expect(
      await page.evaluate(() => String((document.activeElement?.parentElement as HTMLDetailsElement | null)?.open)),
    ).toBe('false');
  });
});

describe('cookie choice', () => {
  const stored = (page: Page) =>
    page.evaluate(
      () => (JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as { choice?: string } | null)?.choice ?? null,
    );

  it('is among the first Tab stops of a first visit; Enter on Accept All stores it', async () => {
    const { page } = await openPage(browser, '/tours');
    const presses = await tabTo(page, (f) => f.inBanner && f.name === 'Accept All');
    expect(presses).toBeLessThanOrEqual(4);
    await page.keyboard.press('Enter');
    expect(await page.locator('[aria-labelledby="cookie-banner-title"]').count()).toBe(0);
    expect(await stored(page)).toBe('accepted');
  });

  it('Cookie Settings opens a dialog operated with Space, Tab and Enter', async () => {
    const { page } = await openPage(browser, '/tours');
    await tabTo(page, (f) => f.inBanner && f.name === 'Cookie Settings');
    await page.keyboard.press('Enter');
    // The settings' code is loaded by the key press: the dialog opens as soon as it has arrived.
    const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
    await dialog.waitFor({ timeout: 5000 });
    expect(await dialog.isVisible()).toBe(true);
    expect((await focused(page)).inDialog).toBe(true);
    const optional = dialog.getByRole('checkbox', { name: /Third-party content/ });
    expect(await optional.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await optional.isChecked()).toBe(true);
    await tabTo(page, (f) => f.inDialog && f.name === 'Save my choice', 5);
    await page.keyboard.press('Enter');
    expect(await dialog.count()).toBe(0);
    expect(await stored(page)).toBe('accepted');
  });

  it('Escape closes the settings opened from the footer and gives focus back', async () => {
    const { page } = await openPage(browser, '/about', { consent: 'rejected' });
    const reopen = page.locator('footer').getByRole('button', { name: 'Cookie settings' });
    await tabTo(page, (f) => f.name === 'Cookie settings' && !f.inDialog);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Cookie Settings' }).waitFor({ timeout: 5000 });
    expect(await page.getByRole('dialog', { name: 'Cookie Settings' }).isVisible()).toBe(true);
    // Where the focus is at the first frame after the Escape: back already, so that a key pressed
    // at once (a Tab) starts from the button.
    await reopen.evaluate((button) =>
      document.addEventListener(
        'keydown',
        () => requestAnimationFrame(() => (button.dataset.focusedAtFrame = String(document.activeElement === button))),
        { capture: true, once: true },
      ),
    );
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog', { name: 'Cookie Settings' }).count()).toBe(0);
    expect(await reopen.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => reopen.getAttribute('data-focused-at-frame')).toBe('true');
  });
});
