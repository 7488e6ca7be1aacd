/**
 * The sharing passes of the OpenAPI document (issue 22 #21): unnamed schema shapes and query parameters that occur
 * more than once become components, named after the member or parameter that holds them.
 */
import { ANNOTATIONS, canonical, isObject, SCHEMA_REF, withoutAnnotations, type Json, type JsonObject } from './openapi-json.js';

/** Members that make an object a schema (as opposed to a parameter, a header or a map of properties). */
const SCHEMA_MEMBERS = ['type', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', 'pattern', 'items', 'properties'] as const;

function isSchema(node: JsonObject): boolean {
  return node.$ref === undefined && SCHEMA_MEMBERS.some((k) => node[k] !== undefined);
}

/** Unnamed shapes at least this long (serialised, annotations left out) that occur twice become components. */
export const MIN_FRAGMENT_CHARS = 120;

function pascal(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[^A-Za-z0-9]+/).filter((w) => w.length > 0);
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('') || 'Shared';
}

/**
 * Unnamed shapes that occur more than once (a field built by a schema function, e.g. the ayanamsa choice or a
 * date pattern) become components named after the member that holds them (`ayanamsa` → `AyanamsaField`),
 * referenced with each occurrence's own annotations beside the `$ref`. Changes `doc` and `schemas` in place.
 */
export function shareFragments(doc: JsonObject, schemas: JsonObject): void {
  const counts = new Map<string, { count: number; shape: JsonObject; names: Map<string, number> }>();
  const count = (node: Json, context: string): void => {
    if (Array.isArray(node)) {
      node.forEach((n) => count(n, context));
      return;
    }
    if (!isObject(node)) return;
    if (isSchema(node)) {
      // Each shape is counted as is (annotations included) and as what it accepts (annotations left out).
      const whole = canonical(node);
      const core = canonical(withoutAnnotations(node));
      const keys = core === whole ? [[`~${core}`, node] as const] : [[`=${whole}`, node] as const, [`~${core}`, withoutAnnotations(node)] as const];
      for (const [key, shape] of keys) {
        if (key.length <= MIN_FRAGMENT_CHARS) continue;
        const entry = counts.get(key) ?? { count: 0, shape, names: new Map<string, number>() };
        entry.count++;
        entry.names.set(context, (entry.names.get(context) ?? 0) + 1);
        counts.set(key, entry);
      }
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'properties' && isObject(v)) for (const [prop, schema] of Object.entries(v)) count(schema, prop);
      else count(v, typeof node.name === 'string' && k === 'schema' ? node.name : context);
    }
  };
  count(doc.paths as Json, 'shared');
  count(schemas, 'shared');
  const shared = new Map<string, string>();
  const taken = new Set(Object.keys(schemas));
  const entries = [...counts.entries()].filter(([, e]) => e.count > 1).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, entry] of entries) {
    const context = [...entry.names.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
    const base = `${pascal(context)}Field`;
    let name = base;
    for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
    taken.add(name);
    shared.set(key, name);
  }
  const replace = (node: Json, skip?: string): Json => {
    if (Array.isArray(node)) return node.map((n) => replace(n));
    if (!isObject(node)) return node;
    if (isSchema(node)) {
      const whole = shared.get(`=${canonical(node)}`);
      if (whole !== undefined && whole !== skip) return { $ref: SCHEMA_REF + whole };
      const name = shared.get(`~${canonical(withoutAnnotations(node))}`);
      if (name !== undefined && name !== skip) {
        const siblings: JsonObject = {};
        for (const k of ANNOTATIONS) if (node[k] !== undefined) siblings[k] = node[k];
        return { $ref: SCHEMA_REF + name, ...siblings };
      }
    }
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) out[k] = replace(v);
    return out;
  };
  doc.paths = replace(doc.paths as Json);
  for (const [name, schema] of Object.entries(schemas)) schemas[name] = replace(schema, name);
  for (const [key, name] of shared) schemas[name] = replace(counts.get(key)!.shape, name);
}

/**
 * Query parameters that several operations declare alike (`timezone`, `zodiac`, `ayanamsa`…) become
 * `#/components/parameters/<Name>Parameter`. Returns the parameter components.
 */
export function shareParameters(doc: JsonObject): JsonObject {
  const seen = new Map<string, { count: number; parameter: JsonObject }>();
  const operations = (): JsonObject[] =>
    Object.values(doc.paths as JsonObject).flatMap((item) => (isObject(item) ? Object.values(item).filter(isObject) : []));
  for (const operation of operations()) {
    for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : []) {
      if (!isObject(parameter)) continue;
      const key = canonical(parameter);
      const entry = seen.get(key) ?? { count: 0, parameter };
      entry.count++;
      seen.set(key, entry);
    }
  }
  const parameters: JsonObject = {};
  const names = new Map<string, string>();
  for (const [key, entry] of [...seen.entries()].filter(([, e]) => e.count > 1).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const base = `${pascal(String(entry.parameter.name))}Parameter`;
    let name = base;
    for (let i = 2; parameters[name] !== undefined; i++) name = `${base}${i}`;
    parameters[name] = entry.parameter;
    names.set(key, name);
  }
  for (const operation of operations()) {
    if (!Array.isArray(operation.parameters)) continue;
    operation.parameters = operation.parameters.map((p) => {
      const name = names.get(canonical(p));
      return name === undefined ? p : { $ref: `#/components/parameters/${name}` };
    });
  }
  return parameters;
}
