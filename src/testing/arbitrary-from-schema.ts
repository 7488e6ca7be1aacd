import * as fc from 'fast-check';
import type { Static, TSchema } from 'typebox';
import { UraniaError } from '../errors/index.js';
import {
  CLOCK_TIME_PATTERN, ISO_DATE_OR_DATE_TIME_PATTERN, ISO_DATE_PATTERN, ISO_DATE_TIME_PATTERN, TIME_ZONE_PATTERN,
} from '../schemas/index.js';
import { arbClockTime, arbIsoDate, arbIsoDateOrDateTime, arbIsoDateTime, arbTimeZone } from './arb-dates.js';
import { arbBirthPlace } from './arb-birth-place.js';
import { resolveRef, type SchemaNode } from './schema-node.js';

/** Options of {@link arbFromSchema}. */
export interface ArbFromSchemaOptions {
  /** Longest generated array when the schema sets no `maxItems` (default 3). */
  readonly maxArrayLength?: number;
  /** How many times a recursive `$ref` is followed before recursive arrays are left empty (default 2). */
  readonly maxRecursion?: number;
}

const UNBOUNDED = 1e6;

function numberArb(node: SchemaNode): fc.Arbitrary<number> {
  const integer = node.type === 'integer';
  const low = node.minimum ?? node.exclusiveMinimum ?? -UNBOUNDED;
  const high = node.maximum ?? node.exclusiveMaximum ?? UNBOUNDED;
  if (integer) {
    const min = node.exclusiveMinimum !== undefined ? Math.floor(low) + 1 : Math.ceil(low);
    const max = node.exclusiveMaximum !== undefined ? Math.ceil(high) - 1 : Math.floor(high);
    return fc.integer({ min, max });
  }
  return fc.double({
    min: low,
    max: high,
    minExcluded: node.exclusiveMinimum !== undefined,
    maxExcluded: node.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function stringArb(node: SchemaNode): fc.Arbitrary<string> {
  if (node.format === 'date' || node.pattern === ISO_DATE_PATTERN) return arbIsoDate();
  if (node.format === 'date-time' || node.pattern === ISO_DATE_TIME_PATTERN) return arbIsoDateTime();
  if (node.pattern === ISO_DATE_OR_DATE_TIME_PATTERN) return arbIsoDateOrDateTime();
  if (node.pattern === CLOCK_TIME_PATTERN) return arbClockTime();
  if (node.pattern === TIME_ZONE_PATTERN) return arbTimeZone();
  if (node.pattern !== undefined) return fc.stringMatching(new RegExp(node.pattern));
  return fc.string({ minLength: node.minLength ?? 0, maxLength: node.maxLength ?? Math.max(node.minLength ?? 0, 12) });
}

function build(node: SchemaNode, root: SchemaNode, opts: Required<ArbFromSchemaOptions>, depth: number): fc.Arbitrary<unknown> {
  if (node.$ref !== undefined) return build(resolveRef(node, root), root, opts, depth + 1);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum !== undefined) return fc.constantFrom(...node.enum);
  if (node.anyOf !== undefined) return fc.oneof(...node.anyOf.map((n) => build(n, root, opts, depth)));
  switch (node.type) {
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'number':
    case 'integer':
      return numberArb(node);
    case 'string':
      return stringArb(node);
    case 'array': {
      const minLength = node.minItems ?? 0;
      const items = node.items ?? {};
      if (items.$ref !== undefined && depth >= opts.maxRecursion && minLength === 0) return fc.constant([]);
      const maxLength = node.maxItems ?? Math.max(minLength, opts.maxArrayLength);
      return fc.array(build(items, root, opts, depth), { minLength, maxLength });
    }
    case 'object': {
      const props = node.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(props)) model[key] = build(child, root, opts, depth);
      if (node['x-place-or-coordinates'] === true) {
        // A birth: latitude and longitude, or (one time in four) a place of the atlas instead (issue 24).
        const { latitude, longitude, place: _place, ...rest } = model;
        const required = node.required ?? [];
        return fc.oneof(
          { weight: 3, arbitrary: fc.record({ ...rest, latitude: latitude!, longitude: longitude! }, { requiredKeys: [...required, 'latitude', 'longitude'] as never }) },
          { weight: 1, arbitrary: fc.record({ ...rest, place: arbBirthPlace() }, { requiredKeys: [...required, 'place'] as never }) },
        );
      }
      return fc.record(model, { requiredKeys: [...(node.required ?? [])] });
    }
    default:
      throw new UraniaError('UNSUPPORTED', `arbFromSchema: unsupported schema ${JSON.stringify(node).slice(0, 120)}`, {
        field: 'schema',
      });
  }
}

/**
 * @summary A fast-check arbitrary of values that validate against a TypeBox schema (every record of
 * `urania/schemas`): ranges, enumerations, formats, patterns, optional members and recursion are honoured;
 * dates fall in the supported span (`SUPPORTED_SPAN`, −3000..3000).
 * @example
 * fc.assert(fc.property(arbFromSchema(NatalChartResponse), (chart) => Value.Check(NatalChartResponse, chart)));
 */
export function arbFromSchema<T extends TSchema>(schema: T, options: ArbFromSchemaOptions = {}): fc.Arbitrary<Static<T>> {
  const opts = { maxArrayLength: options.maxArrayLength ?? 3, maxRecursion: options.maxRecursion ?? 2 };
  const root = schema as unknown as SchemaNode;
  return build(root, root, opts, 0) as fc.Arbitrary<Static<T>>;
}
