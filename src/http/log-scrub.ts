import { API_KEY_PREFIX } from './api-key.js';

/**
 * Anything shaped like an API key: the prefix and a run of base62 characters (a real key has 38; a shorter or
 * longer run is scrubbed too, so a mistyped key never reaches a log either).
 */
const KEY_SHAPE = new RegExp(`${API_KEY_PREFIX}[A-Za-z0-9]+`, 'g');

/** What replaces a key in a log. */
export const SCRUBBED_KEY = `${API_KEY_PREFIX}[redacted]`;

/**
 * @summary A text with everything shaped like an API key (`ura_…`) replaced by `ura_[redacted]` (issue 23 #8: a key
 * sent in the query string reached the info log with the full URL).
 * @example scrubKeys('/api/v1/x?api_key=ura_abc123') // '/api/v1/x?api_key=ura_[redacted]'
 */
export function scrubKeys(text: string): string {
  return text.includes(API_KEY_PREFIX) ? text.replace(KEY_SHAPE, SCRUBBED_KEY) : text;
}

/**
 * @summary A log record with every string in it (members, array items, nested objects, an error's message and
 * stack) passed through `scrubKeys`. Other values are kept; cycles and depth beyond 8 are left as they are.
 */
export function scrubRecord<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubKeys(value) as T;
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => scrubRecord(v, depth + 1)) as T;
  if (value instanceof Error) {
    const copy: Record<string, unknown> = { type: value.name, message: scrubKeys(value.message) };
    if (value.stack !== undefined) copy.stack = scrubKeys(value.stack);
    for (const [k, v] of Object.entries(value)) copy[k] = scrubRecord(v, depth + 1);
    return copy as T;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = scrubRecord(v, depth + 1);
  return out as T;
}
