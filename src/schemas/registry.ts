import type { TSchema } from 'typebox';
// The namespace's name must not be a prefix of an export's name: the declaration bundler names the namespace's
// members `<namespace>_<export>`, and `ALL` + `HOUSE_SYSTEMS` collided with `ALL_HOUSE_SYSTEMS` (issue 22 item 11).
import * as schemaModules from './all.js';

/**
 * The record registry, built from the module namespace of `all.ts` (every schema module): each exported schema
 * that describes an object (a record, a request or a query; `Type.Cyclic` records included) is registered under
 * its export name. Enumerations and field patterns are not records. A new schema file is one line in `all.ts`.
 */
type Namespace = typeof schemaModules;
type IsRecord<S> = S extends TSchema ? (S extends { type: 'object' } | { $defs: object } ? true : false) : false;
type RecordSchemas = { readonly [K in keyof Namespace as IsRecord<Namespace[K]> extends true ? K : never]: Namespace[K] };

function isRecordSchema(value: unknown): value is TSchema {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const node = value as { type?: unknown; $defs?: unknown };
  return node.type === 'object' || (typeof node.$defs === 'object' && node.$defs !== null);
}

/**
 * Every named record and request schema, by name: the HTTP adapter registers them as components and the
 * tests walk them (each has a hand-written valid example in tests/schemas/examples.ts).
 */
export const RECORD_SCHEMAS: RecordSchemas = Object.freeze(
  Object.fromEntries(Object.entries(schemaModules).filter(([, value]) => isRecordSchema(value))),
) as RecordSchemas;

/** Name of a record in RECORD_SCHEMAS. */
export type RecordName = keyof RecordSchemas;

/**
 * The request and query records (inputs) — by the naming rule, the records whose name ends in `Request` or
 * `Query`: they reject unknown members and are what `urania/testing` generates.
 */
export const REQUEST_SCHEMA_NAMES = Object.freeze(
  (Object.keys(RECORD_SCHEMAS) as RecordName[]).filter((name) => /(Request|Query)$/.test(name)),
) as readonly RecordName[];
