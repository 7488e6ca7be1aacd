/** The media type every route answers unless `Accept` prefers another one it offers. */
export const JSON_MEDIA_TYPE = 'application/json';

interface MediaRange {
  readonly type: string;
  readonly subtype: string;
  readonly q: number;
}

/** The media ranges of an `Accept` field with their weights (RFC 9110 §12.5.1; a malformed weight counts as 1). */
function mediaRanges(accept: string): MediaRange[] {
  const out: MediaRange[] = [];
  for (const part of accept.split(',')) {
    const [range = '', ...parameters] = part.split(';').map((x) => x.trim());
    const [type, subtype] = range.toLowerCase().split('/');
    if (!type || !subtype) continue;
    let q = 1;
    for (const p of parameters) {
      const m = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(p);
      if (m) q = Math.min(1, Number(m[1]));
    }
    out.push({ type, subtype, q });
  }
  return out;
}

/**
 * @summary The media type to answer with, among `offered` (the first is the default), for an `Accept` field: the
 * offered type with the highest weight, each weighed by its most specific matching range (`text/markdown` over
 * `text/*` over `*∕*`, RFC 9110 §12.5.1); ties go to the more specific match, then to the order of `offered`. No
 * field, or no offered type acceptable, gives the default (the API answers JSON rather than 406).
 * @example preferredMediaType('text/markdown', ['application/json', 'text/markdown']) // 'text/markdown'
 * @example preferredMediaType('text/html,*∕*;q=0.8', ['application/json', 'text/markdown']) // 'application/json'
 */
export function preferredMediaType(accept: string | undefined, offered: readonly string[]): string {
  const fallback = offered[0] ?? JSON_MEDIA_TYPE;
  if (accept === undefined || accept.trim() === '') return fallback;
  const ranges = mediaRanges(accept);
  let best = fallback;
  let bestQ = 0;
  let bestSpecificity = -1;
  for (const media of offered) {
    const [type, subtype] = media.toLowerCase().split('/');
    let q = 0;
    let specificity = -1;
    for (const r of ranges) {
      const s = r.type === type && r.subtype === subtype ? 2 : r.type === type && r.subtype === '*' ? 1 : r.type === '*' && r.subtype === '*' ? 0 : -1;
      if (s > specificity) {
        specificity = s;
        q = r.q;
      }
    }
    if (specificity >= 0 && (q > bestQ || (q === bestQ && q > 0 && specificity > bestSpecificity))) {
      best = media;
      bestQ = q;
      bestSpecificity = specificity;
    }
  }
  return bestQ > 0 ? best : fallback;
}
