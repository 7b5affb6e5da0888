import { describe, expect, it } from 'vitest';
import {
  checkoutScriptConfig,
  checkoutScriptUrl,
  frameConfig,
  launcherConfig,
  widgetFrameUrl,
} from './provider-config.ts';
import { acceptHeightMessage, HEIGHT_MESSAGE_TYPE } from './widget-height.ts';
import { acceptStatusMessage, STATUS_MESSAGE_TYPE } from './widget-status.ts';

const product = '5f3c2a10-0c1e-4b8a-9a61-1d2f3e4a5b60';

describe('widgetFrameUrl', () => {
  it("names the product, the page's language and the cache-buster", () => {
    expect(widgetFrameUrl(product, 'abc', 'en')).toBe(`/ventrata-widget.html?productID=${product}&lang=en&cb=abc`);
    expect(widgetFrameUrl(product, 'abc', 'es')).toBe(`/ventrata-widget.html?productID=${product}&lang=es&cb=abc`);
  });
});

describe('data-config values', () => {
  it('gives a launcher its product in English', () => {
    expect(JSON.parse(launcherConfig(product))).toEqual({ productID: product, lang: 'en' });
  });

  it('gives the checkout script the API key and environment only', () => {
    const config = checkoutScriptConfig({ apiKey: 'key-1234', env: 'live' });
    expect(JSON.parse(config)).toEqual({ apiKey: 'key-1234', env: 'live' });
  });
});

describe('checkoutScriptUrl', () => {
  const url = 'https://cdn.checkout.ventrata.com/v3/production/ventrata-checkout.min.js';

  it('uses the configured address the first time', () => {
    expect(checkoutScriptUrl(url, 0)).toBe(url);
  });

  it('uses a new address for every later load', () => {
    expect(checkoutScriptUrl(url, 1)).toBe(`${url}?reload=1`);
    expect(checkoutScriptUrl(url, 2)).toBe(`${url}?reload=2`);
    expect(checkoutScriptUrl(`${url}?v=3`, 1)).toBe(`${url}?v=3&reload=1`);
  });
});

describe('frameConfig', () => {
  it('tells the frame page the message types this page accepts, and its words in each language', () => {
    const texts = { en: { loading: 'Loading…', unavailable: 'Not now.' } };
    const config = frameConfig({ scriptUrl: 'https://cdn.example.com/x.js', apiKey: 'k', env: 'test' }, texts);
    expect(config).toEqual({
      scriptUrl: 'https://cdn.example.com/x.js',
      apiKey: 'k',
      env: 'test',
      messageTypes: { height: HEIGHT_MESSAGE_TYPE, status: STATUS_MESSAGE_TYPE },
      texts,
    });
    const frame = {};
    const message = (data: unknown) => ({ data, origin: 'https://site.example', source: frame });
    expect(
      acceptHeightMessage(message({ type: config.messageTypes.height, height: 700 }), frame, 'https://site.example'),
    ).toBe(700);
    expect(
      acceptStatusMessage(
        message({ type: config.messageTypes.status, status: 'failed' }),
        frame,
        'https://site.example',
      ),
    ).toBe('failed');
  });
});
