import type { FastifyInstance } from 'fastify';

/** Request headers a browser may send to the API (the preflight's `Access-Control-Allow-Headers`). */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Accept', 'If-None-Match', 'X-Request-Id'] as const;

/** Answer headers a browser script may read (`Access-Control-Expose-Headers`). */
export const CORS_EXPOSED_HEADERS = [
  'X-Request-Id', 'ETag', 'X-Cache', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After',
  'X-Cost', 'X-Cost-Limit', 'X-Cost-Remaining', 'X-Cost-Reset',
] as const;

/** How long a browser may keep a preflight's answer (s). */
export const CORS_MAX_AGE_S = 600;

/**
 * @summary Cross-origin requests from browser apps (issue 23 #10, docs/http.md "CORS"): the origins of `origins`
 * (exact `scheme://host[:port]`, or `*` for any) get `Access-Control-Allow-Origin` on their answers and a
 * preflight (`OPTIONS` with `Access-Control-Request-Method`) answered 204 with the allowed methods (GET, HEAD,
 * POST) and headers (`Authorization` among them); other origins get no CORS header, so the browser keeps the
 * answer from the page. No credentials mode: the API key travels in `Authorization`, never in a cookie. With an
 * empty list nothing is registered (the default). Uses `@fastify/cors` (an optional peer dependency).
 * @example await allowOrigins(app, ['https://app.example.com'])
 */
export async function allowOrigins(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const any = origins.includes('*');
  const allowed = new Set(origins.map((o) => o.replace(/\/+$/, '')));
  const cors = (await import('@fastify/cors')).default;
  await app.register(cors, {
    origin: any ? '*' : (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    maxAge: CORS_MAX_AGE_S,
    credentials: false,
    hideOptionsRoute: true,
    preflight: true,
    strictPreflight: true,
  });
}
