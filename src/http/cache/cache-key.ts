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
 * validated parameters, hashed. The credential never enters it, so every key shares the cache.
 * @example cacheKey('GET /horoscope/weekly', { sign: 'Leo', date: '2024-03-20' }) // 'GET /horoscope/weekly#3f1c…'
 */
export function cacheKey(route: string, params: unknown): string {
  return `${route}#${createHash('sha256').update(canonicalJson(params)).digest('base64url')}`;
}
