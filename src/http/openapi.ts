import type { SwaggerOptions } from '@fastify/swagger';
import type { RouteDefinition } from './route-definition.js';

/** The interface version of the spec ("Versioning"), the OpenAPI document's `info.version`. */
export const API_VERSION = '1.0.0';

/** The spec's endpoint groups, in its order, then Urania's groups of the chart techniques. */
export const API_TAGS = [
  'Positions', 'Aspects', 'Moon', 'Horoscope', 'Seasons', 'Eclipses', 'Ingress', 'Planetary Hours',
  'Chinese Calendar', 'Fixed Stars', 'Natal Chart',
  // Urania's groups for the chart techniques (the spec lists their records, not their endpoints).
  'Chart Techniques', 'Vedic', 'Traditional', 'Interpretations',
] as const;

/** Error statuses every API operation documents (the property test allows exactly these plus 200). */
export const DOCUMENTED_ERROR_STATUSES = [400, 401, 404, 408, 422, 429, 503] as const;

/** The 200 of a picture route (docs/chart-wheel.md): SVG by default, PNG by `Accept: image/png`. */
const PICTURE_CONTENT = {
  'image/svg+xml': { schema: { type: 'string', description: 'An SVG 1.1 document (self-contained: no CSS, no external references).' } },
  'image/png': { schema: { type: 'string', contentMediaType: 'image/png', description: 'The same picture as PNG (needs the optional @resvg/resvg-js on the server).' } },
};

const ERROR_MEANING: Record<(typeof DOCUMENTED_ERROR_STATUSES)[number] | 406, string> = {
  406: 'PNG was asked for (Accept: image/png) and the server cannot render it (the optional @resvg/resvg-js is not installed).',
  400: 'A parameter is missing, unknown, malformed or out of range (each one named in `errors`).',
  401: 'No Bearer credential, or the API key is not valid.',
  404: 'The computation found nothing where a result was required.',
  408: 'The computation exceeded the request deadline (30 s) and was stopped.',
  422: 'The request is valid but the computation is not available for it.',
  429: 'More than the allowed requests in the sliding window for this key; see Retry-After.',
  503: 'A shared store (Redis) is unavailable; retry shortly.',
};

const RATE_HEADERS = {
  'X-RateLimit-Limit': { type: 'integer', description: 'Requests allowed per window.' },
  'X-RateLimit-Remaining': { type: 'integer', description: 'Requests left in the current window.' },
  'X-RateLimit-Reset': { type: 'integer', description: 'Unix epoch seconds when the oldest request leaves the window (a slot frees).' },
};

/** Headers of every successful answer (and of its 304), docs/http.md "Caching headers". */
const FRESHNESS_HEADERS = {
  ETag: { type: 'string', description: 'Strong entity tag of the body (quoted base64url SHA-256); send it back in If-None-Match.' },
  'Cache-Control': { type: 'string', description: '`private, max-age=<seconds the server cache entry has left>`.' },
};

/** `Cache-Control` of every error answer. */
const NO_STORE_HEADER = { 'Cache-Control': { type: 'string', enum: ['no-store'], description: 'Errors are never cached.' } };

/** Headers of every answer (docs/http.md "Request ids and security headers"). */
const PROTOCOL_HEADERS = {
  'X-Request-Id': {
    type: 'string',
    pattern: '^[A-Za-z0-9._:-]{1,128}$',
    description: "The request's id: the client's own X-Request-Id when a sane token (1-128 of A-Z a-z 0-9 . _ : -), else a generated UUID; also a problem's `instance`.",
  },
  'X-Content-Type-Options': { type: 'string', enum: ['nosniff'], description: 'Never sniff the body into another media type.' },
};

/** `$id` of the shared problem schema (registered once with `addSchema`, a component of the document). */
export const PROBLEM_SCHEMA_ID = 'Problem';

/** @summary The `@fastify/swagger` options: OpenAPI 3.1, HTTP bearer security, the spec's tags. */
export function openapiOptions(prefix: string): SwaggerOptions {
  return {
    refResolver: {
      // Shared schemas keep their `$id` as the component name (`#/components/schemas/Problem`).
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Urania API',
        version: API_VERSION,
        description:
          `Astronomy for astrology: positions, aspects, Moon, horoscopes, events and charts. Every ${prefix} route needs ` +
          '`Authorization: Bearer <API key>`; errors are RFC 9457 application/problem+json.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key: `ura_` + 38 base62 characters.' },
        },
      },
      security: [{ bearerAuth: [] }],
      tags: API_TAGS.map((name) => ({ name })),
    },
  };
}

type JsonObject = Record<string, unknown>;

/** A shallow copy keeping TypeBox's non-enumerable kind markers (`~kind`), with members replaced or added. */
function withMembers(schema: unknown, members: JsonObject): unknown {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema as object));
  return Object.assign(copy, members);
}

/**
 * @summary A copy of a query schema whose properties carry the route's example values (`examples`, JSON
 * Schema 2020-12 / OpenAPI 3.1), so the document shows a working request. The shared schema is not changed.
 */
export function queryWithExamples(schema: unknown, example: string | undefined): unknown {
  if (example === undefined) return schema;
  const values = new URLSearchParams(example);
  const props = (schema as JsonObject).properties as Record<string, JsonObject> | undefined;
  if (!props) return schema;
  const withExamples = Object.fromEntries(
    Object.entries(props).map(([name, prop]) => [name, values.has(name) ? withMembers(prop, { examples: [values.get(name)] }) : prop]),
  );
  return withMembers(schema, { properties: withExamples });
}

/** @summary A copy of a body schema carrying the route's example body. */
export function bodyWithExample(schema: unknown, example: string | undefined): unknown {
  return example === undefined ? schema : withMembers(schema, { examples: [JSON.parse(example) as unknown] });
}

/** @summary The Fastify route schema of a route: validation schemas plus the OpenAPI operation. */
export function routeSchema(route: RouteDefinition): Record<string, unknown> {
  const response: Record<string, unknown> = {
    200: {
      description: `${route.summary} (cached ${route.cacheTtlMs / 60_000} min; X-Cache: HIT or MISS).`,
      headers: {
        ...PROTOCOL_HEADERS,
        ...RATE_HEADERS,
        ...FRESHNESS_HEADERS,
        'X-Cache': { type: 'string', enum: ['HIT', 'MISS'], description: 'HIT when served from cache, MISS when computed.' },
      },
      content: route.mediaType === 'image/svg+xml' ? PICTURE_CONTENT : {
        'application/json': { schema: route.response },
        // Other media types by Accept (a rendering of the same record, e.g. the natal report as Markdown).
        ...Object.fromEntries(Object.keys(route.representations ?? {}).map((media) => [media, { schema: { type: 'string', description: `The record rendered as ${media}.` } }])),
      },
    },
  };
  if (route.method === 'GET') {
    response[304] = {
      description: 'Not modified: `If-None-Match` matches the ETag of the answer; no body, the same ETag and Cache-Control.',
      headers: { ...PROTOCOL_HEADERS, ...RATE_HEADERS, ...FRESHNESS_HEADERS },
    };
  }
  for (const status of route.mediaType === 'image/svg+xml' ? [...DOCUMENTED_ERROR_STATUSES, 406 as const] : DOCUMENTED_ERROR_STATUSES) {
    response[status] = {
      description: ERROR_MEANING[status],
      headers: {
        ...PROTOCOL_HEADERS,
        ...NO_STORE_HEADER,
        ...(status === 429 ? { ...RATE_HEADERS, 'Retry-After': { type: 'integer', description: 'Seconds to wait.' } } : {}),
        ...(status === 401 ? { 'WWW-Authenticate': { type: 'string', description: 'Bearer realm="urania" (with error="invalid_token" for a bad key).' } } : {}),
      },
      content: { 'application/problem+json': { schema: { $ref: `${PROBLEM_SCHEMA_ID}#` } } },
    };
  }
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.querystring ? { querystring: queryWithExamples(route.querystring, route.example) } : {}),
    ...(route.params ? { params: queryWithExamples(route.params, route.example) } : {}),
    ...(route.body ? { body: bodyWithExample(route.body, route.example) } : {}),
    security: [{ bearerAuth: [] }],
    response,
  };
}
