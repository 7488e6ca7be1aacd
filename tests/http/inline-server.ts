/**
 * A real server (inline executor, one API key) for the tests of single routes: `get` / `post` return the status
 * and the parsed body.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';

type App = Awaited<ReturnType<typeof createServer>>;

export interface InlineServer {
  get(url: string): Promise<{ status: number; body: unknown }>;
  post(url: string, payload: Record<string, unknown>): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** @summary Start a server on the inline executor with a fresh key; `url` is below `/api/v1`. */
export async function inlineServer(): Promise<InlineServer> {
  const { key } = createApiKey();
  const app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
  const headers = { authorization: `Bearer ${key}` };
  const answer = (r: { statusCode: number; json: () => unknown }) => ({ status: r.statusCode, body: r.json() });
  return {
    get: async (url) => answer(await app.inject({ method: 'GET', url: `/api/v1${url}`, headers })),
    post: async (url, payload) => answer(await app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload })),
    close: () => app.close(),
  };
}

/**
 * @summary One server for a `describe` block (the inline executor, a fresh key): started before its tests and closed
 * after them. `inject` sends a request with the key and answers Fastify's whole response (status, headers, text);
 * `auth` is the key's header, for requests that add their own headers.
 * @example const { inject } = useInlineServer(); const r = await inject({ url: '/api/v1/decans?lang=de' });
 */
export function useInlineServer(): {
  readonly inject: (request: InjectOptions) => Promise<LightMyRequestResponse>;
  readonly auth: Readonly<Record<string, string>>;
} {
  const { key } = createApiKey();
  const auth = { authorization: `Bearer ${key}` };
  let app: App;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
  });
  afterAll(async () => {
    await app.close();
  });
  const inject = (request: InjectOptions) => app.inject({ ...request, headers: { ...auth, ...request.headers } });
  return { inject, auth };
}
