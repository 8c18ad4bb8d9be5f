export type Encoding = 'br' | 'gzip';

/** In order of preference at equal weight: brotli is smaller for JSON than gzip. */
const OFFERED: readonly Encoding[] = ['br', 'gzip'];

/**
 * The content coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the offered
 * coding with the highest weight, brotli on a tie; a coding the header does not name takes the
 * weight of `*`, and weight 0 means "not acceptable". null: send the answer as it is.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const coding of OFFERED) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
