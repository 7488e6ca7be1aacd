/**
 * The OpenAPI document as plain JSON, and the canonical form two of its shapes are compared by (member order left
 * out): shared by the component pass (openapi-components.ts) and the sharing passes (openapi-shared-fragments.ts).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const SCHEMA_REF = '#/components/schemas/';

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Canonical strings already computed, by node (each node of a pass is serialised once). */
const canonicalMemo = new WeakMap<object, string>();

/** JSON with object members in sorted order: equal shapes give equal strings whatever their member order. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const known = canonicalMemo.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (Array.isArray(value)) text = `[${value.map(canonical).join(',')}]`;
  else {
    const node = value as JsonObject;
    text = `{${Object.keys(node)
      .filter((k) => node[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(node[k])}`)
      .join(',')}}`;
  }
  canonicalMemo.set(value, text);
  return text;
}

/** Members that describe a schema without changing what it accepts. */
export const ANNOTATIONS = ['title', 'description', 'examples', 'default', 'deprecated'] as const;

/** A schema without its annotations (what it accepts). */
export function withoutAnnotations(schema: JsonObject): JsonObject {
  const out: JsonObject = { ...schema };
  for (const k of ANNOTATIONS) delete out[k];
  return out;
}
