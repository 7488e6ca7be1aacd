import * as fc from 'fast-check';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { UraniaError } from '../errors/index.js';
import { resolveRef, type SchemaNode } from './schema-node.js';

/** The kinds of violation Urania's testing helpers generate (`unsupported`: schema-valid, rejected by the core). */
export type ViolationKind = 'missing' | 'range' | 'enum' | 'format' | 'type' | 'extra' | 'unsupported';

/** One way to break a value of a schema: put `value` at `path` (or delete it, for `missing`). */
export interface Violation {
  readonly path: readonly (string | number)[];
  readonly kind: ViolationKind;
  readonly value?: unknown;
  readonly reason: string;
}

/** An invalid input tagged with the field it breaks (dotted path, as `UraniaError.details.field`). */
export interface InvalidCase {
  readonly value: unknown;
  readonly field: string;
  readonly kind: ViolationKind;
  readonly reason: string;
}

/** Name of the member added by `extra` violations. */
export const UNEXPECTED_MEMBER = 'unexpectedMember';

const BAD_STRINGS = ['', 'not valid', '2021-13-01', '25:00', '1 2', '/', '2021-02-30T25:61:00Z'];

function stringViolations(node: SchemaNode, path: readonly (string | number)[]): Violation[] {
  const out: Violation[] = [{ path, kind: 'type', value: 12, reason: 'a number where a string is required' }];
  if (node.format === 'date') out.push({ path, kind: 'format', value: '2021-02-30', reason: 'an impossible date' });
  if (node.format === 'date-time') {
    out.push({ path, kind: 'format', value: '2021-06-01T24:30:00Z', reason: 'hour 24 in a date-time' });
  }
  if (node.pattern !== undefined) {
    const re = new RegExp(node.pattern);
    const bad = BAD_STRINGS.find((s) => !re.test(s) && (node.minLength ?? 0) <= s.length);
    if (bad !== undefined) out.push({ path, kind: 'format', value: bad, reason: `"${bad}" does not match ${node.pattern}` });
  }
  if ((node.minLength ?? 0) >= 1) out.push({ path, kind: 'range', value: '', reason: 'an empty string' });
  return out;
}

function numberViolations(node: SchemaNode, path: readonly (string | number)[]): Violation[] {
  const out: Violation[] = [{ path, kind: 'type', value: '12', reason: 'a string where a number is required' }];
  if (node.minimum !== undefined) out.push({ path, kind: 'range', value: node.minimum - 1, reason: `below minimum ${node.minimum}` });
  if (node.exclusiveMinimum !== undefined) {
    out.push({ path, kind: 'range', value: node.exclusiveMinimum, reason: `equal to exclusiveMinimum ${node.exclusiveMinimum}` });
  }
  if (node.maximum !== undefined) out.push({ path, kind: 'range', value: node.maximum + 1, reason: `above maximum ${node.maximum}` });
  if (node.exclusiveMaximum !== undefined) {
    out.push({ path, kind: 'range', value: node.exclusiveMaximum, reason: `equal to exclusiveMaximum ${node.exclusiveMaximum}` });
  }
  if (node.type === 'integer') {
    const half = (node.minimum ?? 0) + 0.5;
    if (node.maximum === undefined || half < node.maximum) out.push({ path, kind: 'type', value: half, reason: 'not an integer' });
  }
  return out;
}

function walk(node: SchemaNode, root: SchemaNode, path: readonly (string | number)[], depth: number): Violation[] {
  if (node.$ref !== undefined) return depth >= 2 ? [] : walk(resolveRef(node, root), root, path, depth + 1);
  if (node.enum !== undefined) return [{ path, kind: 'enum', value: 'NotAnAllowedValue', reason: 'a value outside the enumeration' }];
  if (node.anyOf !== undefined) return [{ path, kind: 'type', value: { [UNEXPECTED_MEMBER]: true }, reason: 'matches no alternative' }];
  switch (node.type) {
    case 'boolean':
      return [{ path, kind: 'type', value: 'true', reason: 'a string where a boolean is required' }];
    case 'number':
    case 'integer':
      return numberViolations(node, path);
    case 'string':
      return stringViolations(node, path);
    case 'array':
      return [
        { path, kind: 'type', value: 'not an array', reason: 'a string where an array is required' },
        ...walk(node.items ?? {}, root, [...path, 0], depth),
      ];
    case 'object': {
      const out: Violation[] = [];
      if (path.length > 0) out.push({ path, kind: 'type', value: 'not an object', reason: 'a string where an object is required' });
      if (node.additionalProperties === false) {
        out.push({ path: [...path, UNEXPECTED_MEMBER], kind: 'extra', value: 1, reason: 'a member the schema does not declare' });
      }
      // A birth's latitude, longitude and place are each required when given (the place-or-coordinates rule).
      const required = new Set([...(node.required ?? []), ...(node['x-place-or-coordinates'] === true ? ['latitude', 'longitude', 'place'] : [])]);
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        if (required.has(key)) out.push({ path: [...path, key], kind: 'missing', reason: `required member ${key} removed` });
        out.push(...walk(child, root, [...path, key], depth));
      }
      return out;
    }
    default:
      return [];
  }
}

/**
 * @summary Every generic way to break a value of `schema`: each required member removed, each bound crossed,
 * each enumeration, format and pattern violated, each type swapped, an undeclared member added.
 * @example schemaViolations(ZodiacPosition).length // > 10
 */
export function schemaViolations(schema: TSchema): Violation[] {
  const root = schema as unknown as SchemaNode;
  return walk(root, root, [], 0);
}

/** Dotted path of a violation (`personA.latitude`, `houses.0.cusp.sign`). */
export const fieldOf = (path: readonly (string | number)[]): string => path.join('.');

/**
 * @summary Applies a violation to a copy of a valid value; `undefined` when the path does not exist in it
 * (an optional member the value omits).
 */
export function applyViolation(valid: unknown, violation: Violation): unknown {
  const copy: unknown = structuredClone(valid);
  const { path } = violation;
  if (path.length === 0) return violation.value;
  let parent: unknown = copy;
  for (const key of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object' || !(key in parent)) return undefined;
    parent = (parent as Record<string | number, unknown>)[key];
  }
  if (parent === null || typeof parent !== 'object') return undefined;
  const last = path[path.length - 1]!;
  const target = parent as Record<string | number, unknown>;
  if (Array.isArray(parent) && !(last in parent)) return undefined;
  // Removing a member the value does not have breaks nothing (a birth's latitude when it gave place instead).
  if (violation.kind === 'missing' && !(last in parent)) return undefined;
  if (violation.kind === 'missing') delete target[last];
  else target[last] = violation.value;
  return copy;
}

/**
 * @summary Invalid values of `schema`, each tagged with the field it breaks: a valid value from `valid` with one
 * generic violation applied (see {@link schemaViolations}).
 */
export function arbInvalidFromSchema<T extends TSchema>(schema: T, valid: fc.Arbitrary<Static<T>>): fc.Arbitrary<InvalidCase> {
  const violations = schemaViolations(schema);
  if (violations.length === 0) throw new UraniaError('UNSUPPORTED', 'schema admits no generic violation', { field: 'schema' });
  return fc.tuple(valid, fc.nat({ max: violations.length - 1 })).map(([value, start]) => {
    for (let k = 0; k < violations.length; k++) {
      const violation = violations[(start + k) % violations.length]!;
      const broken = applyViolation(value, violation);
      if (broken !== undefined) return { value: broken, field: fieldOf(violation.path), kind: violation.kind, reason: violation.reason };
    }
    throw new UraniaError('INTERNAL', 'no violation applies to the generated value', { field: 'schema' });
  });
}

/**
 * @summary True when validating `value` against `schema` reports an error at `field` (a dotted path): the value
 * there is wrong, or the member is missing from (or undeclared in) its parent object.
 */
export function failsOnField(schema: TSchema, value: unknown, field: string): boolean {
  const keys = field === '' ? [] : field.split('.');
  const pointer = keys.map((k) => `/${k}`).join('');
  const parent = keys.slice(0, -1).map((k) => `/${k}`).join('');
  const last = keys[keys.length - 1];
  for (const error of Value.Errors(schema, value)) {
    if (error.instancePath === pointer) return true;
    const params = error.params as { requiredProperties?: string[]; additionalProperties?: string[] };
    if (error.instancePath === parent && last !== undefined) {
      if (error.keyword === 'required' && params.requiredProperties?.includes(last)) return true;
      if (error.keyword === 'additionalProperties' && params.additionalProperties?.includes(last)) return true;
    }
  }
  return false;
}
