import type { FastifyInstance } from 'fastify';
import type { LabelLocale } from '../../schemas/label-locale.js';
import type { RouteDefinition } from '../route-definition.js';
import type { RouteInvoker } from './mcp-server.js';

/** A tool argument as a query-string value: strings as they are, numbers and booleans spelled, lists repeated. */
function queryValue(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * @summary Runs a tool call as a request to the server's own route (`app.inject`, no socket): the same validation,
 * API key, rate limit, compute budget, cache and worker as any client's request, with the caller's
 * `Authorization` header. POST routes get the arguments as the JSON body; GET routes as the query, with the path
 * parameters (`{sign}`) filled from the arguments of that name. The tool's `lang` goes as `?lang=` on either, as
 * any client asks for a language (docs/http.md "Languages"); the answer's `Content-Language` comes back with it.
 */
export function injectInvoker(app: FastifyInstance, prefix: string, authorization: string | undefined): RouteInvoker {
  return async (route: RouteDefinition, input, lang?: LabelLocale) => {
    const query: Record<string, string | string[]> = lang === undefined ? {} : { lang };
    const used = new Set<string>();
    const path = route.url.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
      used.add(name);
      return encodeURIComponent(String(input[name] ?? ''));
    });
    if (route.method === 'GET') {
      for (const [k, v] of Object.entries(input)) if (!used.has(k) && v !== undefined && v !== null) query[k] = queryValue(v);
    }
    const response = await app.inject({
      method: route.method,
      url: `${prefix}${path}`,
      headers: { accept: 'application/json', ...(authorization === undefined ? {} : { authorization }) },
      ...(route.method === 'POST' ? { payload: input as Record<string, unknown> } : {}),
      query,
    });
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      body = { detail: response.body };
    }
    const language = response.headers['content-language'];
    return { status: response.statusCode, body, ...(typeof language === 'string' ? { contentLanguage: language } : {}) };
  };
}
