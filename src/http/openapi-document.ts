import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as SCHEMAS from '../schemas/all.js';
import { FORMAT_WORDS } from '../schemas/format-words.js';
import { preferredEncoding, weakTag } from './compression.js';
import { entityTag } from './entity-tag.js';
import { ifNoneMatch } from './if-none-match.js';
import { publishComponents } from './openapi-components.js';
import { withoutRangeWords } from './openapi-range-words.js';
import { splitRecords } from './openapi-records.js';

/** `Cache-Control` of the OpenAPI document: it changes only with a new server version. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=300';

/** The published document, serialised once, with its tag and its compressed forms (made on first use). */
export interface OpenapiDocument {
  /** The document (components published, `publishComponents`; the records in `records`, `splitRecords`). */
  readonly document: Readonly<Record<string, unknown>>;
  /** Its JSON text. */
  readonly body: string;
  /** That text as UTF-8 bytes (sent as is: no encoding per request). */
  readonly bytes: Buffer;
  /** The strong `ETag` of `body`. */
  readonly etag: string;
  /** The body compressed with a coding (once, at the highest settings, then kept). */
  coded(coding: 'br' | 'gzip'): Buffer;
  /**
   * The record schemas document the OpenAPI document refers to (`records.schema.json`, JSON Schema 2020-12),
   * published the same way; absent on the records document itself.
   */
  readonly records?: OpenapiDocument;
}

/**
 * @summary The document with the format words said once (issue 22 #21: the document under 250 KB): a description
 * ending in a format's words (" Type a calendar date YYYY-MM-DD, …." — `withFormatWords`, for the error sentences and
 * the TSDoc) loses them, the schema keeping its `x-format` and short `x-allowed`, and the root's `x-format-words`
 * gives each format's words once (they were 15 KB, repeated on every date, time, zone and year).
 */
function withFormatWordsOnce(document: Record<string, unknown>): Record<string, unknown> {
  const endings = Object.values(FORMAT_WORDS).map((w) => ` Type ${w.expected}.`);
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      const ending = k === 'description' && typeof v === 'string' ? endings.find((e) => v.endsWith(e)) : undefined;
      out[k] = ending === undefined ? strip(v) : (v as string).slice(0, -ending.length);
    }
    return out;
  };
  const words = Object.fromEntries(Object.entries(FORMAT_WORDS).map(([name, w]) => [name, w.expected]));
  return withoutRepeatedDescriptions({ ...(strip(document) as Record<string, unknown>), 'x-format-words': words });
}

/**
 * @summary The document without descriptions that repeat what they point at: a `$ref`'s sibling description equal
 * to the referenced schema's, a request body's description equal to its schema's (or to the schema it references).
 */
function withoutRepeatedDescriptions(document: Record<string, unknown>): Record<string, unknown> {
  const components = (document.components ?? {}) as { schemas?: Record<string, { description?: unknown }> };
  const target = (ref: unknown) =>
    typeof ref === 'string' && ref.startsWith('#/components/schemas/')
      ? components.schemas?.[ref.slice('#/components/schemas/'.length)]
      : undefined;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const o = node as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) out[k] = walk(v);
    if (typeof o.description === 'string' && '$ref' in o && target(o.$ref)?.description === o.description)
      delete out.description;
    const json = (o.content as Record<string, { schema?: Record<string, unknown> }> | undefined)?.['application/json'];
    const schema = json?.schema;
    if (typeof o.description === 'string' && schema !== undefined && 'required' in o) {
      const said = schema.description ?? target(schema.$ref)?.description;
      if (said === o.description) delete out.description;
    }
    return out;
  };
  return walk(document) as Record<string, unknown>;
}

/**
 * The `lang` query parameter (issue 31, docs/http.md "Languages"): one component, referred to by every operation
 * (the hook that reads it runs on every route).
 */
const LANG_PARAMETER = {
  name: 'lang',
  in: 'query',
  required: false,
  description: 'Language of labels and error messages: en, es, pt-BR, fr, de, it, hi, ru, tr or zh-Hans; wins over Accept-Language; any other is en (Content-Language says which).',
  schema: { type: 'string' },
} as const;

/** The document with the `lang` parameter published once and referred to by each operation. */
function withLangParameter(document: Record<string, unknown>): Record<string, unknown> {
  const components = (document.components ??= {}) as { parameters?: Record<string, unknown> };
  components.parameters = { ...components.parameters, LangParameter: LANG_PARAMETER };
  const ref = { $ref: '#/components/parameters/LangParameter' };
  for (const path of Object.values((document.paths ?? {}) as Record<string, Record<string, { parameters?: unknown[] }>>)) {
    for (const operation of Object.values(path)) {
      if (operation === null || typeof operation !== 'object') continue;
      operation.parameters = [...(Array.isArray(operation.parameters) ? operation.parameters : []), ref];
    }
  }
  return document;
}

/**
 * @summary The OpenAPI document as it is served: the generator's document (`@fastify/swagger`) with its shared
 * parts as components and the records in their own document (`doc.records`, `records.schema.json`, which the
 * OpenAPI document refers to), each serialised once; the same bytes for every request.
 * @example const doc = openapiDocument(app.swagger() as Record<string, unknown>); doc.body.length // ~225 000
 */
export function openapiDocument(generated: Readonly<Record<string, unknown>>): OpenapiDocument & { readonly records: OpenapiDocument } {
  const whole = withLangParameter(withFormatWordsOnce(withoutRangeWords(publishComponents(generated, SCHEMAS))));
  const { openapi, records } = splitRecords(whole as Parameters<typeof splitRecords>[0]);
  return { ...published(openapi), records: published(records) };
}

/** A JSON document serialised once, with its strong tag and its compressed forms (made on first use). */
function published(document: Record<string, unknown>): OpenapiDocument {
  const body = JSON.stringify(document);
  const bytes = Buffer.from(body, 'utf8');
  const coded: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return {
    document,
    body,
    bytes,
    etag: entityTag(body),
    coded(coding) {
      coded[coding] ??=
        coding === 'br'
          ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
          : gzipSync(bytes, { level: 9 });
      return coded[coding];
    },
  };
}

/**
 * @summary Answer a request for the document (the OpenAPI document or its records document): 304 when `If-None-Match` matches, else the bytes compressed as
 * `Accept-Encoding` prefers (br, gzip, or none), with `ETag` (weak when coded), `Vary: Accept-Encoding` and
 * `Cache-Control: public, max-age=300`.
 */
export function sendOpenapiDocument(doc: OpenapiDocument, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const coding = preferredEncoding(request.headers['accept-encoding']);
  const etag = coding === undefined ? doc.etag : weakTag(doc.etag);
  reply.header('etag', etag);
  reply.header('vary', 'Accept-Encoding');
  reply.header('cache-control', OPENAPI_CACHE_CONTROL);
  if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (coding === undefined) return reply.send(doc.bytes);
  reply.header('content-encoding', coding);
  return reply.send(doc.coded(coding));
}
