/** `Cache-Control` of every error answer (problem+json): never stored, by any cache. */
export const ERROR_CACHE_CONTROL = 'no-store';

/**
 * @summary `Cache-Control` of a successful API answer: `private` (the body was served to one authorized key,
 * so no shared cache may keep it) and `max-age` = the seconds the server's own cache entry still has, rounded
 * down, so a client never keeps the answer longer than the server would (RFC 9111 §5.2.2.1, §5.2.2.7).
 * @example privateCacheControl(899_400) // 'private, max-age=899'
 */
export function privateCacheControl(remainingTtlMs: number): string {
  const seconds =
    Number.isFinite(remainingTtlMs) && remainingTtlMs > 0 ? Math.floor(remainingTtlMs / 1000) : 0;
  return `private, max-age=${seconds}`;
}
