// Stand-in for the booking provider's checkout script, served by the browser tests in place
// of https://cdn.checkout.ventrata.com/... It records each time it runs and the config it was
// given, renders embedded widgets as a block of known height and launchers as clickable.
(() => {
  const script = document.currentScript || document.querySelector('script[src*="ventrata-checkout"]');
  window.__ventrataStandIn = window.__ventrataStandIn || { loads: 0, configs: [] };
  window.__ventrataStandIn.loads += 1;
  window.__ventrataStandIn.configs.push(script ? script.getAttribute('data-config') : null);
  for (const widget of document.querySelectorAll('[ventrata-embedded-widget]')) {
    const config = JSON.parse(widget.getAttribute('data-config') || '{}');
    widget.innerHTML = '';
    const box = document.createElement('div');
    box.className = 'ventrata-stand-in-widget';
    box.textContent = `Stand-in widget for product ${config.productID}`;
    box.style.height = '1200px';
    widget.appendChild(box);
  }
  for (const launcher of document.querySelectorAll('[ventrata-checkout]')) {
    launcher.setAttribute('data-stand-in-ready', 'true');
  }
})();
