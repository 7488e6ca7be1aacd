import * as fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { RECORD_SCHEMAS } from '../../src/schemas/index.js';
import { arbFromSchema } from '../../src/testing/index.js';

/** Property: values generated from each schema validate, also after a JSON round trip (the wire form). */
describe.each(Object.keys(RECORD_SCHEMAS))('%s', (name) => {
  const schema = RECORD_SCHEMAS[name as keyof typeof RECORD_SCHEMAS];
  it('validates every generated value and its JSON round trip', () => {
    fc.assert(
      fc.property(arbFromSchema(schema), (value) => {
        expect([...Value.Errors(schema, value)]).toEqual([]);
        expect(Value.Check(schema, JSON.parse(JSON.stringify(value)))).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
