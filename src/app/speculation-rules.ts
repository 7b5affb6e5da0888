// Same-site links may be fetched ahead while the visitor is about to follow them (a hover, a
// touch start): the next page then opens at once. The islands' runtime adds the rules once the
// page's main photo is painted and the browser is idle (entry-client.tsx): the browser
// matches them against every link of the page, and in the HTML that was done before the first
// paint, 2–3 ms of a phone's CPU at full speed on every page (docs/performance.md). The build
// hashes them for the CSP (scripts/prerender.ts). Without script nothing is fetched ahead; every
// link still works.

/** The rules, as the inline script's text (the CSP hashes exactly this). */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
});

export function addSpeculationRules(): void {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = SPECULATION_RULES;
  document.head.append(rules);
}
