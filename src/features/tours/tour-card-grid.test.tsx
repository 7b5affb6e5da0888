import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { TextParts } from '../../generated/i18n-types.ts';
import { LanguageContext, loadTexts } from '../../lib/texts.ts';
import { toursInCardOrder } from '../../lib/tours.ts';
import { TourCardGrid } from './tour-card-grid.tsx';

/** Text as React writes it in HTML. */
const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const render = (code: string, tours: typeof toursInCardOrder) =>
  renderToString(
    <LanguageContext value={code}>
      <Router ssrPath="/">
        <TourCardGrid tours={tours} />
      </Router>
    </LanguageContext>,
  );

describe('TourCardGrid', () => {
  const tours = toursInCardOrder.slice(0, 3);
  let texts: TextParts['tours'];
  let html: string;
  beforeAll(async () => {
    texts = await loadTexts('en', 'tours');
    await Promise.all((['common', 'tourList'] as const).map((part) => loadTexts('en', part)));
    html = render('en', tours);
  });

  it('renders one card per tour, in the order given, each with one link: the tour name', () => {
    const links = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, name]) => [href, name]);
    expect(links).toEqual(tours.map((tour) => [`/tours/${tour.slug}`, escape(texts[tour.slug]!.name)]));
  });

  it('shows each tour name, card description and photo with its alt text', () => {
    for (const tour of tours) {
      const text = texts[tour.slug]!;
      expect(html).toContain(`>${escape(text.name)}</a></h3>`);
      expect(html).toContain(escape(text.card.description));
      expect(html).toContain(`alt="${escape(text.card.alt)}"`);
    }
  });
});
