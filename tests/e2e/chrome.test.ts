// The shared chrome: top bar, active link, mobile menu (a focus-trapping dialog), footer,
// scroll position on route changes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/generated/site.ts';
import { DEPARTURES_API_PATH } from '../../src/lib/departures-api.ts';
import { launchBrowser, openPage } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('top bar at 1280 px', () => {
  it('shows the four links, marks the active one, the social links and Book Now', async () => {
    const { page, errors } = await openPage(browser, '/about', { consent: 'rejected' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(['Home', 'Tours', 'About', 'Contact']);
    await expect(nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBeNull();
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);

    const header = page.locator('header');
    for (const social of site.social) {
      await expect(header.getByRole('link', { name: new RegExp(social.label) }).getAttribute('href')).resolves.toBe(
        social.url,
      );
    }
    await header.getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL('**/book-now');
    await expect(nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).resolves.toBeNull();
    expect(errors).toEqual([]);
  });

  it('shows the social links in the footer between the menu (up to 1024 px) and the full header (from 1280 px)', async () => {
    for (const [width, inHeader, inFooter] of [
      [1100, false, true],
      [1280, true, false],
    ] as const) {
      const { page, errors } = await openPage(browser, '/about', { width, height: 800, consent: 'rejected' });
      for (const social of site.social) {
        const name = new RegExp(social.label);
        expect(await page.locator('header').getByRole('link', { name }).isVisible()).toBe(inHeader);
        expect(await page.locator('footer').getByRole('link', { name }).isVisible()).toBe(inFooter);
      }
      expect(errors).toEqual([]);
    }
  });

  it('draws each social icon from its own path in the page, in the link colour', async () => {
    const { page, errors } = await openPage(browser, '/about', { consent: 'rejected' });
    const header = page.locator('header');
    for (const social of site.social) {
      const icon = header.getByRole('link', { name: new RegExp(social.label) }).locator('svg.social-icon');
      expect(await icon.isVisible()).toBe(true);
      expect(await icon.boundingBox()).toMatchObject({ width: 20, height: 20 });
      const drawn = await icon.evaluate((svg) => {
        return {
          shape: svg.querySelector(':scope > path')?.getAttribute('d') ?? '',
          fill: getComputedStyle(svg).fill,
          linkColor: getComputedStyle(svg.parentElement!).color,
        };
      });
      expect(drawn.shape).toMatch(/^M/);
      expect(drawn.fill).toBe(drawn.linkColor);
    }
    expect(errors).toEqual([]);
  });

  it('marks Tours as active on a tour page', async () => {
    const { page } = await openPage(browser, '/tours/pantheon', { consent: 'rejected' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Tours' }).getAttribute('aria-current')).resolves.toBe('page');
  });
});

describe('mobile menu at 390 px', () => {
  it('opens full screen, keeps focus inside, closes on Escape and returns focus to the hamburger', async () => {
    const { page, errors } = await openPage(browser, '/', { width: 390, height: 844, consent: 'rejected' });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();

    // A popover: the browser opens it, without waiting for any code.
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(true);
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await expect(menu.getByRole('link').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Home', 'Tours', 'About', 'Contact', 'Book Now']),
    );
    // The browser tells assistive technology that the hamburger's popover is open.
    expect(await menu.evaluate((el) => el.matches(':popover-open'))).toBe(true);

    // Tab through every item and beyond: focus must never leave the menu (once its island,
    // which wakes when the browser is idle, is live).
    await page.waitForSelector('[data-island="app/layout/menu-focus"][data-hydrated]', { state: 'attached' });
    const count = await menu.locator('a[href], button').count();
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await hamburger.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('opens without a request: its social icons are drawn from the page itself', async () => {
    const { page } = await openPage(browser, '/', { width: 390, height: 844, consent: 'rejected' });
    await page.waitForLoadState('networkidle');
    const requested: string[] = [];
    page.on('request', (request) => {
      // The cards' next departures, asked for when the browser is idle: on a busy machine that
      // can be after a quiet spell of the network, as the menu opens.
      if (new URL(request.url()).pathname !== DEPARTURES_API_PATH) requested.push(request.url());
    });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const icons = page.getByRole('dialog', { name: 'Menu' }).locator('svg.social-icon');
    expect(await icons.count()).toBe(site.social.length);
    expect(await icons.first().boundingBox()).toMatchObject({ width: 20, height: 20 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(requested).toEqual([]);
  });

  it('closes with the close icon and when a link is chosen', async () => {
    const { page } = await openPage(browser, '/', { width: 390, height: 844, consent: 'rejected' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const active = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' });
    expect(await active.getAttribute('aria-current')).toBe('page');
  });
});

describe('mobile menu when the window widens', () => {
  it('closes, since above 1024 px there is no hamburger to close it with', async () => {
    const { page } = await openPage(browser, '/', { width: 1000, height: 700, consent: 'rejected' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ timeout: 5000 });
    expect(await page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

describe('navigation', () => {
  it('scrolls to the top on every route change', async () => {
    const { page } = await openPage(browser, '/', { consent: 'rejected' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', { name: 'Tours' }).click();
    await page.waitForURL('**/tours');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("has a footer with the three columns, the current year, the company's VAT number and the legal links", async () => {
    const { page } = await openPage(browser, '/', { consent: 'rejected' });
    const footer = page.locator('footer');
    for (const heading of ['Quick Links', 'Contact Info'])
      expect(await footer.getByRole('heading', { name: heading }).count()).toBe(1);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} ${site.name}`);
    expect(await footer.textContent()).toContain(site.contact.email);
    expect(await footer.textContent()).toContain(site.contact.phone);
    expect(await footer.textContent()).toContain(site.contact.address.street);
    // The company's registered name and VAT number, which Italian law asks a company's site to show.
    expect(await footer.textContent()).toContain(`${site.legal.name}, VAT no. ${site.legal.vatNumber}`);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    await page.locator('footer').getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.waitForURL('**/terms');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Terms and Conditions');
  });
});
