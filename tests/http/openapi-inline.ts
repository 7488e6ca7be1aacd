/**
 * Test helper: the served OpenAPI document with every local reference (`#/components/…`) replaced by its target,
 * as a reader of one operation sees it. A reference met again inside itself (a recursive record such as
 * `DashaPeriodNode`) stays a reference; siblings of a `$ref` (OpenAPI 3.1) are kept over the target's members.
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
