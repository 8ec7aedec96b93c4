/** Content codings this server sends, in its order of preference; the build writes `file.br` and `file.gz`. */
export type Coding = 'br' | 'gzip';
export const CODINGS: readonly Coding[] = ['br', 'gzip'];
export const CODING_SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/**
 * The coding to send among `offered` (in the server's order of preference) for an `Accept-Encoding` header:
 * the highest q the client gives, ties going to the earlier one (br before gzip); `*` covers codings the header
 * does not name, and q=0 refuses. `undefined` means identity (also without the header).
 */
export function chooseCoding(
  header: string | undefined,
  offered: readonly Coding[] = CODINGS,
): Coding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.map((param) => /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(param)).find(Boolean);
    weights.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q[1]) : 1);
  }
  let best: Coding | undefined;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}
