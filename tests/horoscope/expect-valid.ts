import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { expect } from 'vitest';

/** Assert a value validates against a schema, printing TypeBox's errors when it does not. */
export function expectValid(schema: TSchema, value: unknown): void {
  const errors = [...Value.Errors(schema, value)].map((e) => `${e.instancePath}: ${e.message}`);
  expect(errors).toEqual([]);
}
