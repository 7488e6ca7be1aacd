import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so parameter order never changes the text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * @summary The cache key of a computation: method, route and the canonical (sorted, defaults applied)
 * validated parameters, hashed — with the API key's hash mixed in when the answer is private to that key
 * (`scope`: routes carrying a birth), so two keys never share such an entry. Without a scope every key shares it.
 * @example cacheKey('GET /horoscope/weekly', { sign: 'Leo', date: '2024-03-20' }) // 'GET /horoscope/weekly#3f1c…'
 */
export function cacheKey(route: string, params: unknown, scope?: string): string {
  const hash = createHash('sha256');
  if (scope !== undefined) hash.update(`key:${scope}\0`);
  return `${route}#${hash.update(canonicalJson(params)).digest('base64url')}`;
}
