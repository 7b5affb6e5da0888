// dist/pages.json, the build's list of pages (scripts/prerender.ts writes it): what the server
// answers for an address, with the CSP hashes of each page's inline code, and what the sitemap,
// the offline worker and the benches read.

export interface ManifestPage {
  /** The address the page is served at. */
  path: string;
  /** Its file under dist/client. */
  file: string;
  lang: string;
  /** The route table entry the page comes from (`tour`, `home`, …). */
  route: string;
  /** 404 for the not-found and "Coming Soon" pages. */
  status: 200 | 404;
  /** Placeholders and 404 pages: the address prefix whose unknown addresses get this page. */
  placeholderFor?: string;
  /** Indexable pages: the same page in every language (hreflang → absolute URL), x-default too. */
  alternates?: Array<{ hreflang: string; href: string }>;
  /** Indexable pages: the canonical absolute URL. */
  url?: string;
  /** The CSP's hashes of the page's inline scripts and styles (`sha256-…`). */
  hashes: { scripts: string[]; styles: string[] };
}
