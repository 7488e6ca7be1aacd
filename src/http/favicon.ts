import type { FastifyInstance } from 'fastify';
import { entityTag } from './entity-tag.js';
import { ifNoneMatch } from './if-none-match.js';

/**
 * The server's icon (drawn for Urania): a night-blue disc, the zodiac's ring and a four-pointed gold star — Urania,
 * the muse of astronomy. SVG 1.1, 32 × 32, no text, no external reference.
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">' +
  '<circle cx="16" cy="16" r="15" fill="#262645"/>' +
  '<circle cx="16" cy="16" r="11.5" fill="none" stroke="#9db6ff" stroke-width="1.5"/>' +
  '<path d="M16 6.5 L18 14 L25.5 16 L18 18 L16 25.5 L14 18 L6.5 16 L14 14 Z" fill="#f2c14e"/>' +
  '</svg>';

/** The URLs the icon is served at: browsers ask for `/favicon.ico` by themselves; the pages link `/favicon.svg`. */
export const FAVICON_URLS = ['/favicon.ico', '/favicon.svg'] as const;

/**
 * @summary Serve the icon (`FAVICON_SVG`, `image/svg+xml`) at `/favicon.ico` and `/favicon.svg`, without a key,
 * cached for a day and revalidated by `ETag` (304 on a match): the docs page and the web page link it, and a
 * browser's own request for `/favicon.ico` is no longer a 404 in its console.
 * @example registerFavicon(app) // GET /favicon.ico → 200 image/svg+xml
 */
export function registerFavicon(app: FastifyInstance): void {
  const etag = entityTag(FAVICON_SVG);
  for (const url of FAVICON_URLS) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      reply.header('etag', etag);
      reply.header('cache-control', 'public, max-age=86400');
      reply.header('x-content-type-options', 'nosniff');
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      return FAVICON_SVG;
    });
  }
}
