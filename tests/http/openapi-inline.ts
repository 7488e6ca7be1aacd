/**
 * Test helpers: the served OpenAPI document with every local reference (`#/components/…`) replaced by its target,
 * as a reader of one operation sees it. A reference met again inside itself (a recursive record such as
 * `DashaPeriodNode`) stays a reference; siblings of a `$ref` (OpenAPI 3.1) are kept over the target's members.
 * The records are served in a second document (`records.schema.json#/$defs/<Name>`, src/http/openapi-records.ts):
 * `servedOpenapi` fetches both and gives them back as the one document they mean (the records as components).
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The node a local JSON pointer (`#/components/schemas/X`) names in `doc`. */
export function pointerTarget(doc: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

export function inlineDocument<T>(doc: T): T {
  const walk = (node: Json, seen: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((n) => walk(n, seen));
    if (node === null || typeof node !== 'object') return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && !seen.includes(ref)) {
      const { $ref: _ref, ...siblings } = node;
      const target = pointerTarget(doc, ref);
      if (target === undefined) throw new Error(`unresolved reference ${ref}`);
      return { ...(walk(target as Json, [...seen, ref]) as Record<string, Json>), ...(walk(siblings, seen) as Record<string, Json>) };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, seen)]));
  };
  const d = doc as Record<string, Json>;
  return { ...d, paths: walk(d.paths as Json, []) } as T;
}

const RECORDS_REF = 'records.schema.json#/$defs/';

/** The pair as one document: the records document's `$defs` as components, every reference to them local. */
export function bundleRecords(openapi: unknown, records: unknown): Record<string, unknown> {
  const rewrite = (node: Json, prefix: string): Json => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, prefix));
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' && v.startsWith(prefix) ? `#/components/schemas/${v.slice(prefix.length)}` : rewrite(v, prefix),
      ]),
    );
  };
  const doc = rewrite(openapi as Json, RECORDS_REF) as { components: { schemas: Record<string, Json> } };
  const defs = rewrite(((records as { $defs: Json }).$defs ?? {}) as Json, '#/$defs/') as Record<string, Json>;
  return { ...doc, components: { ...doc.components, schemas: { ...defs, ...doc.components.schemas } } };
}

/** GET both documents from a server (`app.inject`) and bundle them (`bundleRecords`). */
export async function servedOpenapi(app: { inject(options: { url: string }): PromiseLike<{ body: string }> }): Promise<Record<string, unknown>> {
  const openapi = JSON.parse((await app.inject({ url: '/api/v1/openapi.json' })).body) as unknown;
  const records = JSON.parse((await app.inject({ url: '/api/v1/records.schema.json' })).body) as unknown;
  return bundleRecords(openapi, records);
}
