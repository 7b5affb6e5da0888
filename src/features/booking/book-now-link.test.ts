import { describe, expect, it } from 'vitest';
import { hostedCheckoutUrl, tourCheckoutUrl } from './book-now-link.ts';

const product = '9c8b7a60-5d4e-4f3a-8b2c-1d0e9f8a7b60';

describe('hostedCheckoutUrl', () => {
  it('adds the product to the query the checkout address already has', () => {
    expect(hostedCheckoutUrl('https://checkout.example.com/shop?lang=en', product)).toBe(
      `https://checkout.example.com/shop?lang=en&productID=${product}`,
    );
  });

  it('starts a query when there is none, and replaces a product already named', () => {
    expect(hostedCheckoutUrl('https://checkout.example.com/shop', product)).toBe(
      `https://checkout.example.com/shop?productID=${product}`,
    );
    expect(hostedCheckoutUrl('https://checkout.example.com/shop?productID=old', product)).toBe(
      `https://checkout.example.com/shop?productID=${product}`,
    );
  });
});

describe('tourCheckoutUrl', () => {
  it('is undefined for a tour without a checkout product (it books on /book-now)', () => {
    expect(tourCheckoutUrl({}, 'https://checkout.example.com/shop')).toBeUndefined();
    expect(tourCheckoutUrl({ checkoutProduct: product }, 'https://checkout.example.com/shop')).toContain(product);
  });
});
