import { expect } from 'vitest';
import { UraniaError } from '../../../src/errors/index.js';

/** Expect `f` to throw a UraniaError naming `field` (and with `code` when given). */
export function expectFieldError(f: () => unknown, field: string, code?: string): void {
  let caught: unknown;
  try {
    f();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(UraniaError);
  expect((caught as UraniaError).details.field).toBe(field);
  if (code !== undefined) expect((caught as UraniaError).code).toBe(code);
}

/** Absolute angular difference, degrees in [0, 180]. */
export function angleDiff(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}
