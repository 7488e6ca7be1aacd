/**
 * The shared parts of the OpenAPI document published once, as components (issue 22 #21): the document that
 * `@fastify/swagger` builds inlines every schema of every operation (1 MB, and a `$ref` to a `Type.Cyclic`
 * definition it never publishes). `publishComponents` rewrites it: every named schema of `urania/schemas` that an
 * operation uses becomes `#/components/schemas/<Name>` (its export name), the error answers become
 * `#/components/responses/<Name>`, the protocol headers `#/components/headers/<Name>`.
 */
import { ANNOTATIONS, canonical, isObject, SCHEMA_REF, withoutAnnotations, type Json, type JsonObject } from './openapi-json.js';
import { shareFragments, shareParameters } from './openapi-shared-fragments.js';

/**
 * `anyOf` of bare literals (`Type.Union` of `Type.Literal`s: `{ type: 'string', const: 'Lahiri' }`, …) as the one
 * `enum` it means (JSON Schema 2020-12 §6.1.2): the same values, a third of the bytes (the 47 ayanamsa names were
 * 2 kB as literals). Members with anything besides `const` and a shared `type` (a description, say) are left alone.
 */
export function literalUnionAsEnum(node: JsonObject): JsonObject {
  const members = node.anyOf;
  if (!Array.isArray(members) || members.length < 2) return node;
  const bare = members.every((m) => isObject(m) && 'const' in m && Object.keys(m).every((k) => k === 'const' || k === 'type'));
  if (!bare) return node;
  const types = new Set(members.map((m) => (m as JsonObject).type));
  if (types.size !== 1) return node;
  const [type] = types;
  const { anyOf: _members, ...rest } = node;
  return { ...(type === undefined ? {} : { type }), enum: members.map((m) => (m as JsonObject).const as Json), ...rest };
}

/**
 * A schema as the document holds it: plain JSON (TypeBox's non-enumerable markers dropped) without `$id` (an
 * `$id` would change the base URI of the references inside it, so `#/components/…` would no longer resolve), its
 * unions of literals as enums (`literalUnionAsEnum`).
 */
function plain(schema: unknown): Json {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === '$id' ? undefined : isObject(value) ? literalUnionAsEnum(value) : value,
  ) as Json;
}

/** Rewrite the bare `$ref: 'Name'` of a `Type.Cyclic` definition to the component `#/components/schemas/Name`. */
function cyclicRefs(node: Json, names: ReadonlySet<string>): Json {
  if (Array.isArray(node)) return node.map((n) => cyclicRefs(n, names));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] = k === '$ref' && typeof v === 'string' && names.has(v) ? SCHEMA_REF + v : cyclicRefs(v, names);
  }
  return out;
}

/** A shape is matched without its annotations only when what it accepts is at least this long (serialised). */
const MIN_CORE_CHARS = 80;

/** Schemas smaller than this (serialised) stay inline: a `$ref` would not make the document smaller. */
export const MIN_COMPONENT_CHARS = 160;

/**
 * @summary The named schemas worth publishing as components: each export of `urania/schemas` that is a schema
 * object of at least `MIN_COMPONENT_CHARS` characters, by its export name (the first name of a shape shared by
 * two exports), plus the definitions of `Type.Cyclic` records under their own names.
 */
export function namedSchemas(exports: Readonly<Record<string, unknown>>): Map<string, JsonObject> {
  const named = new Map<string, JsonObject>();
  for (const [name, value] of Object.entries(exports)) {
    if (!isObject(value) || typeof (value as { '~kind'?: unknown })['~kind'] !== 'string') continue;
    const schema = plain(value);
    if (!isObject(schema)) continue;
    const defs = schema.$defs;
    if (isObject(defs) && typeof schema.$ref === 'string') {
      const defNames = new Set(Object.keys(defs));
      for (const [defName, def] of Object.entries(defs)) named.set(defName, cyclicRefs(def, defNames) as JsonObject);
      continue;
    }
    if (JSON.stringify(schema).length >= MIN_COMPONENT_CHARS) named.set(name, schema);
  }
  return named;
}

/** A header component's name from its header name (`X-RateLimit-Limit` → `XRateLimitLimit`). */
function headerComponentName(header: string): string {
  return header.replace(/[^A-Za-z0-9]/g, '');
}

/**
 * Error statuses an operation documents under `default` (the `Error` response, each status and its headers
 * described in it) rather than one by one: they can answer any operation, and their body is the same Problem.
 * 400, whose `errors` name the parameters of the operation, stays listed by status.
 */
export const DEFAULT_ERROR_STATUSES = ['401', '404', '406', '408', '422', '429', '503'] as const;
const OTHER_ERROR_STATUSES: ReadonlySet<string> = new Set(DEFAULT_ERROR_STATUSES);

/** Component names of the answers every operation shares (the 304 and the documented errors), by status. */
export const SHARED_RESPONSE_NAMES: Readonly<Record<string, string>> = {
  304: 'NotModified',
  400: 'BadRequest',
  503: 'ServiceUnavailable',
};

/**
 * @summary The document with its shared parts as components: schemas (`namedSchemas(exports)`, replaced wherever
 * an operation or another component holds the same shape), the error answers by status and the answer headers.
 * The input document is not changed. Deterministic (the same document and exports give the same output).
 */
export function publishComponents(document: Readonly<Record<string, unknown>>, exports: Readonly<Record<string, unknown>>): JsonObject {
  const doc = plain(document) as JsonObject;
  const named = namedSchemas(exports);
  const components = (isObject(doc.components) ? doc.components : {}) as JsonObject;
  const schemas = (isObject(components.schemas) ? components.schemas : {}) as JsonObject;
  const byShape = new Map<string, string>();
  const byCore = new Map<string, string>();
  for (const [name, schema] of named) {
    const key = canonical(schema);
    if (!byShape.has(key)) byShape.set(key, name);
    const core = canonical(withoutAnnotations(schema));
    if (core.length >= MIN_CORE_CHARS && !byCore.has(core)) byCore.set(core, name);
  }
  const used = new Set<string>();
  /**
   * Replace every subschema that is a named shape by a reference (not the root `skip`, a component's own body);
   * a shape that differs from a named one only by its annotations (description, examples…) becomes a reference
   * with its own annotations beside it (OpenAPI 3.1 / JSON Schema 2020-12 allow siblings of `$ref`).
   */
  const replace = (node: Json, skip?: string): Json => {
    if (Array.isArray(node)) return node.map((n) => replace(n));
    if (!isObject(node)) return node;
    const name = byShape.get(canonical(node));
    if (name !== undefined && name !== skip) {
      used.add(name);
      return { $ref: SCHEMA_REF + name };
    }
    const coreName = node.$ref === undefined ? byCore.get(canonical(withoutAnnotations(node))) : undefined;
    if (coreName !== undefined && coreName !== skip) {
      used.add(coreName);
      const siblings: JsonObject = {};
      for (const k of ANNOTATIONS) if (node[k] !== undefined) siblings[k] = node[k];
      return { $ref: SCHEMA_REF + coreName, ...siblings };
    }
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) out[k] = replace(v);
    return out;
  };

  const responses: JsonObject = {};
  const headers: JsonObject = {};
  /** An answer's headers as references to header components (the first definition of each name wins). */
  const headerRefs = (h: Json): Json => {
    if (!isObject(h)) return h;
    const out: JsonObject = {};
    for (const [name, def] of Object.entries(h)) {
      const published = replace(def);
      // Two different definitions of one header (Cache-Control of a success and of an error) get two components.
      let component = headerComponentName(name);
      for (let i = 2; headers[component] !== undefined && canonical(headers[component]) !== canonical(published); i++) {
        component = `${headerComponentName(name)}${i}`;
      }
      headers[component] ??= published;
      out[name] = { $ref: `#/components/headers/${component}` };
    }
    return out;
  };

  const paths = (isObject(doc.paths) ? doc.paths : {}) as JsonObject;
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isObject(operation)) continue;
      // The document's `security` applies to every operation: an operation repeats it only when it differs.
      if (canonical(operation.security) === canonical(doc.security)) delete operation.security;
      if (Array.isArray(operation.parameters)) {
        // `required: false` is the default of a parameter (OpenAPI 3.1 §4.8.12.1).
        operation.parameters = operation.parameters.map((p) => {
          if (!isObject(p)) return p;
          const { required, ...rest } = p;
          return replace(required === false ? rest : p);
        });
      }
      if (operation.requestBody !== undefined) operation.requestBody = replace(operation.requestBody);
      const answers = operation.responses;
      if (!isObject(answers)) continue;
      const others = Object.keys(answers).filter((status) => OTHER_ERROR_STATUSES.has(status));
      if (others.length > 0) {
        const described = others.map((status) => `${status}: ${String((answers[status] as JsonObject).description ?? '')}`);
        const example = answers[others[0]!] as JsonObject;
        // The headers of every folded status (WWW-Authenticate of a 401, Retry-After of a 429…), each once.
        const allHeaders: JsonObject = {};
        for (const status of others) {
          const h = (answers[status] as JsonObject).headers;
          if (isObject(h)) for (const [name, def] of Object.entries(h)) allHeaders[name] ??= def;
        }
        const fallback: JsonObject = {
          description: `Any other error, as application/problem+json (RFC 9457) — ${described.join(' ')}`,
          headers: headerRefs(allHeaders),
          ...(example.content !== undefined ? { content: replace(example.content) } : {}),
        };
        const name = others.includes('406') ? 'PictureError' : 'Error';
        if (responses[name] === undefined) responses[name] = fallback;
        for (const status of others) delete answers[status];
        answers.default = { $ref: `#/components/responses/${name}` };
      }
      for (const [status, answer] of Object.entries(answers)) {
        if (!isObject(answer) || status === 'default') continue;
        const errorName = SHARED_RESPONSE_NAMES[status];
        const rewritten: JsonObject = { ...answer };
        if (answer.headers !== undefined) rewritten.headers = headerRefs(answer.headers);
        // The headers of a success are the same for every operation: components, named in the document's description.
        if (status === '200') delete rewritten.headers;
        // A 304 has no body (RFC 9110 §15.4.5): the generator's empty `content` is left out.
        if (status === '304') delete rewritten.content;
        else if (answer.content !== undefined) rewritten.content = replace(answer.content);
        if (errorName !== undefined) {
          const existing = responses[errorName];
          if (existing === undefined) responses[errorName] = rewritten;
          if (existing === undefined || canonical(existing) === canonical(rewritten)) {
            answers[status] = { $ref: `#/components/responses/${errorName}` };
            continue;
          }
        }
        answers[status] = rewritten;
      }
    }
  }
  // References the document already held (a `Type.Cyclic` definition the generator points to but never publishes).
  const collectRefs = (node: Json): void => {
    if (Array.isArray(node)) node.forEach(collectRefs);
    else if (isObject(node)) {
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF) && named.has(v.slice(SCHEMA_REF.length))) used.add(v.slice(SCHEMA_REF.length));
        else collectRefs(v);
      }
    }
  };
  collectRefs(doc.paths as Json);
  // Components used by components: publish until no new name appears.
  const published = new Set<string>();
  while (published.size < used.size) {
    for (const name of [...used]) {
      if (published.has(name)) continue;
      published.add(name);
      schemas[name] = replace(named.get(name) as Json, name);
      // A `Type.Cyclic` record can point to another definition of its own (a record whose periods nest).
      collectRefs(schemas[name]);
    }
  }
  shareFragments(doc, schemas);
  const sortedSchemas: JsonObject = {};
  for (const name of Object.keys(schemas).sort()) sortedSchemas[name] = schemas[name] as Json;
  // Header components no answer refers to any more (the headers of a 200 are named in the description only).
  const text = JSON.stringify(doc.paths) + JSON.stringify(responses);
  for (const name of Object.keys(headers)) if (!text.includes(`"#/components/headers/${name}"`)) delete headers[name];
  const parameters = shareParameters(doc);
  doc.components = { ...components, schemas: sortedSchemas, parameters, responses, headers };
  return doc;
}
