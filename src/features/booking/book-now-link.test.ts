import { describe, expect, it } from 'vitest';
import { hostedCheckoutUrl, tourCheckoutUrl } from './book-now-link.ts';

const product = '9c8b7a60-5d4e-4f3a-8b2c-1d0e9f8a7b60';

describe('hostedCheckoutUrl', () => {
  it("speaks the page's language, whatever language the configured address names", () => {
    expect(hostedCheckoutUrl('https://checkout.example.com/shop?lang=en', 'es')).toBe(
      'https://checkout.example.com/shop?lang=es',
    );
    expect(hostedCheckoutUrl('https://checkout.example.com/shop', 'it')).toBe(
      'https://checkout.example.com/shop?lang=it',
    );
  });

  it('adds the product to the query the checkout address already has', () => {
    expect(hostedCheckoutUrl('https://checkout.example.com/shop?lang=en&ref=site', 'de', product)).toBe(
      `https://checkout.example.com/shop?lang=de&ref=site&productID=${product}`,
    );
  });

  it('replaces a product already named', () => {
    expect(hostedCheckoutUrl('https://checkout.example.com/shop?productID=old', 'en', product)).toBe(
      `https://checkout.example.com/shop?productID=${product}&lang=en`,
    );
  });
});

describe('tourCheckoutUrl', () => {
  it('is undefined for a tour without a checkout product (it books on /book-now)', () => {
    expect(tourCheckoutUrl({}, 'https://checkout.example.com/shop', 'fr')).toBeUndefined();
    const url = new URL(tourCheckoutUrl({ checkoutProduct: product }, 'https://checkout.example.com/shop', 'fr')!);
    expect([url.searchParams.get('productID'), url.searchParams.get('lang')]).toEqual([product, 'fr']);
  });
});
