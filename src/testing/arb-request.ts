import type * as fc from 'fast-check';
import { RECORD_SCHEMAS, REQUEST_SCHEMA_NAMES, type RecordName } from '../schemas/index.js';
import * as requests from './arb-requests.js';
import * as invalid from './arb-invalid-requests.js';
import * as techniques from './arb-technique-requests.js';
import { arbFromSchema } from './arbitrary-from-schema.js';
import { arbInvalidFromSchema, type InvalidCase } from './schema-violations.js';

/** The arbitraries of this package, by export name (`arbNatalChartRequest`, `arbInvalidNatalChartRequest`, …). */
const NAMED = { ...requests, ...invalid, ...techniques } as unknown as Record<string, (() => fc.Arbitrary<unknown>) | undefined>;

function requestSchema(name: RecordName) {
  if (!(REQUEST_SCHEMA_NAMES as readonly string[]).includes(name)) {
    throw new RangeError(`${name} is not a request schema; one of: ${REQUEST_SCHEMA_NAMES.join(', ')}`);
  }
  return RECORD_SCHEMAS[name];
}

/**
 * @summary Valid values of any request schema of `urania/schemas` by name: the hand-tuned arbitrary where this
 * package has one (`arbNatalChartRequest`, dates kept inside the supported span, …), else one generated from the
 * schema itself. Every request schema is covered, so a new one needs no new code here.
 * @example fc.sample(arbRequest('SeasonsRequest'), 1)[0] // { from: '…', to: '…' }
 */
export function arbRequest(name: RecordName): fc.Arbitrary<unknown> {
  const schema = requestSchema(name);
  return NAMED[`arb${name}`]?.() ?? arbFromSchema(schema);
}

/**
 * @summary Invalid values of any request schema by name, each tagged with the field it breaks: the hand-tuned
 * arbitrary where there is one, else the schema's own violations applied to {@link arbRequest}'s valid values.
 */
export function arbInvalidRequest(name: RecordName): fc.Arbitrary<InvalidCase> {
  const schema = requestSchema(name);
  const named = NAMED[`arbInvalid${name}`]?.() as fc.Arbitrary<InvalidCase> | undefined;
  return named ?? arbInvalidFromSchema(schema, arbRequest(name) as fc.Arbitrary<never>);
}
