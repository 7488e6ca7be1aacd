/**
 * A real server (inline executor, one API key) for the tests of single routes: `get` / `post` return the status
 * and the parsed body.
 */
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';

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
