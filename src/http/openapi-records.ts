/**
 * The record schemas document (issue 22 #21: the OpenAPI document at most 250 000 bytes). The schemas that only
 * answers use (the records: `NatalChartResponse`, `DashaPeriodNode`, …, ≈ half of the document) are published in
 * their own JSON Schema 2020-12 document, `records.schema.json`, served beside `openapi.json`; the OpenAPI document
 * refers to them as `records.schema.json#/$defs/<Name>`, a reference relative to its own address, so the pair works
 * from two files in one folder as well as from the server. References go one way only: the records document refers
 * to nothing outside itself (a component that requests use too, such as `Position` or `BirthData`, stays in the
 * OpenAPI document and is copied into the records document), so a JSON Schema validator can load it alone.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The records document's file name, and its address relative to the OpenAPI document (`/api/v1/records.schema.json`). */
export const RECORDS_DOCUMENT = 'records.schema.json';

const SCHEMA_REF = '#/components/schemas/';

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The names of the components that `node` refers to (`#/components/schemas/<Name>`), added to `out`. */
function schemaRefs(node: Json | undefined, out: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const n of node) schemaRefs(n, out);
  else if (isObject(node)) {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF)) out.add(v.slice(SCHEMA_REF.length));
      else schemaRefs(v, out);
    }
  }
  return out;
}

/** `names` with every component they refer to, directly or not. */
function closure(names: Iterable<string>, schemas: JsonObject): Set<string> {
  const seen = new Set<string>();
  const stack = [...names];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    if (seen.has(name) || schemas[name] === undefined) continue;
    seen.add(name);
    for (const next of schemaRefs(schemas[name], new Set())) stack.push(next);
  }
  return seen;
}

/** A copy of `node` with each component reference rewritten by `to` (`undefined`: left as it is). */
function rewriteRefs(node: Json, to: (name: string) => string | undefined): Json {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, to));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    const target = k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF) ? to(v.slice(SCHEMA_REF.length)) : undefined;
    out[k] = target ?? rewriteRefs(v, to);
  }
  return out;
}

/** The two published documents: the OpenAPI document and the record schemas it refers to. */
export interface SplitDocuments {
  /** The OpenAPI document, the records referred to as `records.schema.json#/$defs/<Name>`. */
  readonly openapi: JsonObject;
  /** The JSON Schema 2020-12 document of the records (`$defs`), standing alone. */
  readonly records: JsonObject;
}

/**
 * @summary The published OpenAPI document split in two: the components that only answers use (found from the
 * operations' `responses`, less every component a request, a parameter or a shared response reaches) move to the
 * records document's `$defs`; the shared components they use are copied there, so its references stay inside it.
 * @example splitRecords(doc).openapi.paths['/api/v1/natal-chart'].post.responses['200'] // … { $ref: 'records.schema.json#/$defs/NatalChartResponse' }
 */
export function splitRecords(document: Readonly<JsonObject>): SplitDocuments {
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const paths = isObject(document.paths) ? document.paths : {};
  const requested = new Set<string>();
  const answered = new Set<string>();
  for (const [kind, value] of Object.entries(components)) if (kind !== 'schemas') schemaRefs(value, requested);
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isObject(operation)) continue;
      for (const [member, value] of Object.entries(operation)) schemaRefs(value, member === 'responses' ? answered : requested);
    }
  }
  const shared = closure(requested, schemas);
  const moved = new Set([...closure(answered, schemas)].filter((name) => !shared.has(name)));
  const inRecords = closure(moved, schemas);
  const openapi = rewriteRefs(document as JsonObject, (name) => (moved.has(name) ? `${RECORDS_DOCUMENT}#/$defs/${name}` : undefined)) as JsonObject;
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => !moved.has(name)));
  openapi.components = { ...(openapi.components as JsonObject), schemas: kept };
  const defs = Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => inRecords.has(name))
      .map((name) => [name, rewriteRefs(schemas[name] as Json, (n) => `#/$defs/${n}`)]),
  );
  const info = isObject(document.info) ? document.info : {};
  const records: JsonObject = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `${typeof info.title === 'string' ? info.title : 'API'} records`,
    description:
      'The records the API answers with, as JSON Schema 2020-12 definitions ($defs), referred to by the OpenAPI ' +
      'document (openapi.json, in the same folder) as records.schema.json#/$defs/<Name>. Self-contained: it refers to nothing outside itself.',
    ...(isObject(document['x-format-words']) ? { 'x-format-words': document['x-format-words'] } : {}),
    $defs: defs,
  };
  return { openapi, records };
}
