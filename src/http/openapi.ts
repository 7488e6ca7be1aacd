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
  // The atlas (issue 24).
  'Places',
] as const;

/** One line per tag of the document (`tags[].description`). */
export const API_TAG_DESCRIPTIONS: Readonly<Record<(typeof API_TAGS)[number], string>> = {
  Positions: 'Apparent positions of the bodies, the ephemeris table and declinations.',
  Aspects: 'Aspects between the bodies at an instant.',
  Moon: 'Moon phases, void-of-course periods and lunar guidance.',
  Horoscope: 'Daily, weekly, monthly and yearly horoscopes of a sign, and sign compatibility.',
  Seasons: 'Equinoxes and solstices.',
  Eclipses: 'Solar and lunar eclipses.',
  Ingress: 'Sign ingresses, house ingresses and retrograde calendars.',
  'Planetary Hours': 'Planetary hours of a day at a place.',
  'Chinese Calendar': 'The Chinese calendar date of a day.',
  'Fixed Stars': 'Fixed stars and their conjunctions.',
  'Natal Chart': 'Natal charts, their wheels, synastry, composite charts and the natal report.',
  'Chart Techniques': 'Progressions, solar arcs, returns, transits, midpoints, patterns and emphasis of a chart.',
  Vedic: 'Sidereal charts, nakshatras, dashas and ashtakoot matching.',
  Traditional: 'Lots, profections, zodiacal releasing, antiscia and temperament.',
  Interpretations: 'Texts for placements, aspects, houses, degrees and signs.',
  Places: 'The offline atlas (GeoNames, CC BY 4.0): place search by name and the nearest place to a point.',
};

/** Error statuses every API operation documents (the property test allows exactly these plus 200). */
export const DOCUMENTED_ERROR_STATUSES = [400, 401, 404, 408, 422, 429, 503] as const;

/** The 200 of a picture route (docs/chart-wheel.md): SVG by default, PNG by `Accept: image/png`. */
const PICTURE_CONTENT = {
  'image/svg+xml': { schema: { type: 'string', description: 'An SVG 1.1 document (self-contained: no CSS, no external references).' } },
  'image/png': { schema: { type: 'string', contentMediaType: 'image/png', description: 'The same picture as PNG (needs the optional @resvg/resvg-js on the server).' } },
};

const CALENDAR_CONTENT = {
  'text/calendar': { schema: { type: 'string', description: 'An iCalendar (RFC 5545) document: one VEVENT per event, UTC times, stable UIDs (docs/forecasting.md).' } },
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
    // OpenAPI 3.1 schemas are JSON Schema 2020-12: `const` stays `const` (the generator's default rewrites it to a
    // one-value `enum`, so a record holding a literal no longer matched its named schema and was inlined).
    convertConstToEnum: false,
    refResolver: {
      // Shared schemas keep their `$id` as the component name (`#/components/schemas/Problem`).
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Urania API',
        version: API_VERSION,
        license: { name: 'MIT', identifier: 'MIT' },
        description:
          `Astronomy for astrology: positions, aspects, Moon, horoscopes, events and charts. Every ${prefix} route needs ` +
          '`Authorization: Bearer <API key>`; errors are RFC 9457 application/problem+json. Every answer carries ' +
          '`X-Request-Id` and `X-Content-Type-Options`; a 200 also `ETag`, `Cache-Control`, `X-Cache` (HIT or MISS) ' +
          'and the `X-RateLimit-*` headers.',
      },
      // Relative to the document's own address: the paths carry the version prefix.
      servers: [{ url: '/', description: 'The server that serves this document.' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key: `ura_` + 38 base62 characters.' },
        },
      },
      security: [{ bearerAuth: [] }],
      tags: API_TAGS.map((name) => ({ name, description: API_TAG_DESCRIPTIONS[name] })),
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
 * @summary A query value as the value of its schema's type (an example must be valid against its own schema):
 * a number for `number`/`integer`, a boolean for `boolean`, the text otherwise (and when it does not convert).
 * @example exampleValue({ type: 'integer' }, '3') // 3
 */
export function exampleValue(schema: JsonObject, text: string): unknown {
  const type = schema.type;
  if ((type === 'number' || type === 'integer') && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * @summary A copy of a query schema whose properties carry the route's example values (`examples`, JSON
 * Schema 2020-12 / OpenAPI 3.1, each of its property's type), so the document shows a working request. The
 * shared schema is not changed.
 */
export function queryWithExamples(schema: unknown, example: string | undefined): unknown {
  if (example === undefined) return schema;
  const values = new URLSearchParams(example);
  const props = (schema as JsonObject).properties as Record<string, JsonObject> | undefined;
  if (!props) return schema;
  const withExamples = Object.fromEntries(
    Object.entries(props).map(([name, prop]) => [
      name,
      values.has(name) ? withMembers(prop, { examples: [exampleValue(prop, values.get(name) ?? '')] }) : prop,
    ]),
  );
  return withMembers(schema, { properties: withExamples });
}

/** @summary A copy of a body schema carrying the route's example body. */
export function bodyWithExample(schema: unknown, example: string | undefined): unknown {
  return example === undefined ? schema : withMembers(schema, { examples: [JSON.parse(example) as unknown] });
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** `natal-chart/{house}` → `NatalChartByHouse`. */
function pascalPath(url: string): string {
  return url
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => (segment.startsWith('{') ? `By-${segment.slice(1, -1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** `DashaPeriod` → `dashaPeriods`, `HeliacalEvent` → `heliacalEvents` (the operation of a list of records). */
function plural(name: string): string {
  return /(s|x|ch|sh)$/.test(name) ? `${name}es` : /[^aeiou]y$/.test(name) ? `${name.slice(0, -1)}ies` : `${name}s`;
}

/**
 * @summary Every route's `operationId`, named after the record it answers (the export name of its response
 * schema in `urania/schemas`: `POST /vedic/dasha` → `dashaPeriods`, `GET /moon/phase` → `moonPhaseInfo`); a
 * record answered by more than one route names the first and adds the path to the others
 * (`positionsResponsePositionsToday`); a response without a named record is named after its path.
 * Unique by construction.
 * @example operationIds(URANIA_ROUTES, SCHEMAS).get(route) // 'weeklyHoroscope'
 */
export function operationIds(routes: readonly RouteDefinition[], exports: Readonly<Record<string, unknown>>): Map<RouteDefinition, string> {
  const names = new Map<unknown, string>();
  for (const [name, value] of Object.entries(exports)) if (value !== null && typeof value === 'object' && !names.has(value)) names.set(value, name);
  const ids = new Map<RouteDefinition, string>();
  const taken = new Set<string>();
  for (const route of routes) {
    const response = route.response as { type?: unknown; items?: unknown };
    const record = names.get(route.response);
    const item = response.type === 'array' ? names.get(response.items) : undefined;
    const base = record !== undefined ? lowerFirst(record) : item !== undefined ? plural(lowerFirst(item)) : lowerFirst(pascalPath(route.url));
    let id = taken.has(base) ? `${base}${pascalPath(route.url)}` : base;
    for (let i = 2; taken.has(id); i++) id = `${base}${pascalPath(route.url)}${i}`;
    taken.add(id);
    ids.set(route, id);
  }
  return ids;
}

/** @summary The Fastify route schema of a route: validation schemas plus the OpenAPI operation. */
export function routeSchema(route: RouteDefinition, operationId?: string): Record<string, unknown> {
  const response: Record<string, unknown> = {
    200: {
      description: `OK (cached ${route.cacheTtlMs / 60_000} min).`,
      headers: {
        ...PROTOCOL_HEADERS,
        ...RATE_HEADERS,
        ...FRESHNESS_HEADERS,
        'X-Cache': { type: 'string', enum: ['HIT', 'MISS'], description: 'HIT when served from cache, MISS when computed.' },
      },
      content: route.mediaType === 'image/svg+xml' ? PICTURE_CONTENT : route.mediaType === 'text/calendar' ? CALENDAR_CONTENT : {
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
    ...(operationId !== undefined ? { operationId } : {}),
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
