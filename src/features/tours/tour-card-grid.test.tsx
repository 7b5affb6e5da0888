import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { toursInCardOrder } from '../../lib/tours.ts';
import { TourCardGrid } from './tour-card-grid.tsx';

describe('TourCardGrid', () => {
  const tours = toursInCardOrder.slice(0, 3);
  const html = renderToString(
    <Router ssrPath="/">
      <TourCardGrid tours={tours} />
    </Router>,
  );

  it('renders one card per tour, in the order given, each linking to its page', () => {
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>View Tour/g)].map((m) => m[1]);
    expect(links).toEqual(tours.map((tour) => `/tours/${tour.slug}`));
  });

  it('shows each tour name, card description and photo with its alt text', () => {
    for (const tour of tours) {
      expect(html).toContain(`>${tour.name.replace(/&/g, '&amp;')}</h3>`);
      expect(html).toContain(tour.card.description.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
      expect(html).toContain(`alt="${tour.card.alt.replace(/'/g, '&#x27;')}"`);
    }
  });
});
