// Chooses the precompressed variant of a file from the request's Accept-Encoding: the coding
// the client rates highest (q-values), brotli on a tie because its files are smaller, and none
// (the plain file) when the client accepts neither.
//
// Not ctx.acceptsEncodings(): its negotiator (negotiator 0.6) breaks a tie by the order the
// client listed the codings, so Chrome's "gzip, deflate, br, zstd" would get gzip, pages some
// 15-20% larger, and it has no way to state the server's preference.

export type Encoding = 'br' | 'gzip';

export function chooseEncoding(acceptEncoding: string, available: readonly Encoding[]): Encoding | undefined {
  const q = qualities(acceptEncoding);
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.includes(encoding)) continue;
    const quality = q.get(encoding) ?? q.get('*') ?? 0;
    if (quality > bestQ) [best, bestQ] = [encoding, quality];
  }
  return best;
}

function qualities(header: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = qParam ? Number(qParam.slice(2)) : 1;
    map.set(name, Number.isFinite(quality) ? Math.min(Math.max(quality, 0), 1) : 0);
  }
  return map;
}
