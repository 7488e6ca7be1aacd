/** Shared helpers of the chart-technique tests (not a test file). */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { expect } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import type { BirthData } from '../../src/schemas/index.js';

/** One arcsecond, in degrees. */
export const ARCSEC = 1 / 3600;
/** Agreement required between numbers derived from the same inputs (float noise only). */
export const EPS = 1e-9;

/** Person A of the examples: New York, 15 July 1990, 14:30 EDT (18:30 UT). */
export const PERSON_A: BirthData & { latitude: number; longitude: number } = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
/** Person B of the examples: London, 2 March 1992, 08:10 GMT. */
export const PERSON_B: BirthData = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278 };

/** Separation of two longitudes along the circle, degrees [0, 180]. */
export function delta(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

/** Forward arc from a to b, degrees [0, 360). */
export function forward(a: number, b: number): number {
  return (((b - a) % 360) + 360) % 360;
}

/** The UraniaError `fn` throws (fails the test when it throws nothing or something else). */
export function caught(fn: () => unknown): UraniaError {
  try {
    fn();
  } catch (error) {
    if (error instanceof UraniaError) return error;
    throw error;
  }
  throw new Error('expected a UraniaError, nothing was thrown');
}

/** Expect `f` to throw a UraniaError naming `field` in its details and its message (and with `code` when given). */
export function expectFieldError(f: () => unknown, field: string, code?: string): void {
  let caughtError: unknown;
  try {
    f();
  } catch (error) {
    caughtError = error;
  }
  expect(caughtError).toBeInstanceOf(UraniaError);
  expect((caughtError as UraniaError).details.field).toBe(field);
  expect((caughtError as UraniaError).message).toContain(field);
  if (code !== undefined) expect((caughtError as UraniaError).code).toBe(code);
}

/** Expect a value to validate against a schema, showing the first errors otherwise. */
export function expectValid(schema: TSchema, value: unknown): void {
  expect(Value.Check(schema, value), JSON.stringify([...Value.Errors(schema, value)].slice(0, 3))).toBe(true);
}
