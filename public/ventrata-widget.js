// The frame page of the provider's embedded booking widget (see ventrata-widget.html).
// It reads the product from its own address, renders the provider's widget element, loads the
// provider's script in embedded mode and reports its height to the tour page around it, which
// resizes the frame (src/features/booking/widget-frame.tsx) and believes only this frame.
//
// The provider's script address, API key and environment, and the types of the messages the
// tour page listens for, come from /booking-config.json, which the build writes from site.yaml
// and the page's own constants (frameConfig in src/features/booking/provider-config.ts), so
// this file holds no setting, and so do its words in each site language (i18n `booking`), so it
// holds no text either. Until the config is read nothing can be shown or reported: the tour
// page then gives up on the frame after its timeout and offers to book directly.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LANG = /^[a-z]{2}$/;
// The message types, from the config: `height` as it changes; `status` is `shown` once the
// provider has rendered, `failed` when it cannot be loaded (src/features/booking/widget-status.ts).
let messageTypes;
// The last status and height reported, kept for a tour page whose code arrives after they were
// sent (same origin: the page reads them from this window).
window.widgetReport = {};

const root = document.getElementById('widget-root');

function reportStatus(status) {
  window.widgetReport.status = status;
  if (window.parent !== window && messageTypes)
    window.parent.postMessage({ type: messageTypes.status, status }, window.location.origin);
}

function showStatus(text, isError) {
  if (isError) reportStatus('failed');
  const status = document.createElement('p');
  status.className = isError ? 'widget-status widget-status--error' : 'widget-status';
  status.setAttribute('role', isError ? 'alert' : 'status');
  status.textContent = text;
  root.replaceChildren(status);
}

// Reports the page's height whenever it changes, to the parent page only (same origin).
function reportHeight() {
  if (window.parent === window) return;
  let last = -1;
  const post = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.widgetReport.height = height;
    window.parent.postMessage({ type: messageTypes.height, height }, window.location.origin);
  };
  new ResizeObserver(post).observe(root);
  post();
}

async function readBookingConfig() {
  const response = await fetch('/booking-config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/booking-config.json answered ${response.status}`);
  const config = await response.json();
  const valid =
    config !== null &&
    typeof config === 'object' &&
    typeof config.scriptUrl === 'string' &&
    config.scriptUrl.startsWith('https://') &&
    typeof config.apiKey === 'string' &&
    (config.env === 'live' || config.env === 'test') &&
    typeof config.messageTypes?.height === 'string' &&
    typeof config.messageTypes?.status === 'string' &&
    typeof config.texts === 'object' &&
    config.texts !== null &&
    Object.keys(config.texts).length > 0;
  if (!valid) throw new Error('/booking-config.json does not hold scriptUrl, apiKey, env, messageTypes and texts');
  return config;
}

async function start() {
  let config;
  try {
    config = await readBookingConfig();
  } catch (error) {
    console.error('The booking widget settings could not be read:', error);
    return;
  }
  messageTypes = config.messageTypes;
  reportHeight();
  const params = new URLSearchParams(window.location.search);
  const productID = params.get('productID') ?? '';
  const lang = LANG.test(params.get('lang') ?? '') ? params.get('lang') : 'en';
  // The page's language, else the first one the config has (the site's default).
  const words = config.texts[lang] ?? Object.values(config.texts)[0];
  document.documentElement.lang = config.texts[lang] ? lang : Object.keys(config.texts)[0];
  if (!UUID.test(productID)) {
    console.error(`The booking widget cannot be shown: the product "${productID}" is missing or not valid.`);
    showStatus(words.unavailable, true);
    return;
  }
  showStatus(words.loading, false);

  const widget = document.createElement('div');
  widget.setAttribute('ventrata-embedded-widget', '');
  widget.setAttribute('data-config', JSON.stringify({ productID, lang }));
  root.append(widget);
  // The loading text stays until the provider has rendered something into its element.
  const rendered = new MutationObserver(() => {
    if (!widget.hasChildNodes()) return;
    rendered.disconnect();
    root.querySelector('.widget-status')?.remove();
    reportStatus('shown');
  });
  rendered.observe(widget, { childList: true });

  const script = document.createElement('script');
  script.type = 'module';
  script.src = config.scriptUrl;
  script.setAttribute('data-config', JSON.stringify({ apiKey: config.apiKey, env: config.env, embedded: true }));
  script.addEventListener('error', () => {
    console.error(`The booking provider's script could not be loaded from ${config.scriptUrl}`);
    showStatus(words.unavailable, true);
  });
  document.head.append(script);
}

start();
