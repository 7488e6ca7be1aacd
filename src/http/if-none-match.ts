/** One entity tag of a field value (RFC 9110 §8.8.3): an optional weak prefix `W/` and a quoted opaque tag. */
const ENTITY_TAG = /(?:W\/)?"([^"]*)"/g;

/**
 * @summary Whether an `If-None-Match` field value matches an entity tag, i.e. the condition is false and a
 * GET or HEAD answers 304 (RFC 9110 §13.1.2). `*` matches any current representation; otherwise the listed
 * tags are compared with the weak comparison (§8.8.3.2: `W/"x"` matches `"x"`). An absent or unparseable
 * field never matches, so the request is answered in full.
 * @example ifNoneMatch('"abc", W/"def"', '"def"') // true
 */
export function ifNoneMatch(field: string | readonly string[] | undefined, etag: string): boolean {
  if (field === undefined) return false;
  const value = typeof field === 'string' ? field : field.join(', ');
  if (value.trim() === '*') return true;
  const own = /^(?:W\/)?"([^"]*)"$/.exec(etag)?.[1];
  if (own === undefined) return false;
  for (const m of value.matchAll(ENTITY_TAG)) if (m[1] === own) return true;
  return false;
}
