// Finds the inline <style> elements of an HTML page (the prerendered pages carry their CSS
// inline, so the first paint needs no other file) and hashes them for the CSP's style-src, so
// those styles apply without `'unsafe-inline'`.
import { createHash } from 'node:crypto';

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, content = ''] of html.matchAll(STYLE)) {
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
