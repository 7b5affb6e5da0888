// The inline scripts and <style> elements of an HTML page, hashed as the CSP names them: what
// the tests compare with the hashes the build wrote into dist/pages.json.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
// JSON-LD is data the browser never runs; speculation rules are data too, but the CSP governs
// them as scripts.
const EXECUTABLE_TYPES = new Set(['', 'module', 'importmap', 'speculationrules', 'text/javascript']);

export const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

export function inlineCodeHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) scripts.add(sha256(content));
  }
  const styles = new Set([...html.matchAll(STYLE)].map(([, content = '']) => sha256(content)));
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}
