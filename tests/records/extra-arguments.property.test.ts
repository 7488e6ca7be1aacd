/**
 * No public function drops an argument it does not take (issue 22 #16): `findIngresses(range, { bodies: ['NorthNode'] })`
 * ignored its second argument and answered all 428 ingresses of every default body. Every function of the root
 * entry (`urania/core`'s are the same functions) refuses a call with more arguments than it declares, with an
 * INVALID_ARGUMENT naming `arguments` and a sentence that shows the call to write; a call with exactly its
 * parameters is never refused for its count. The parameter count is read from each function's own source text
 * (`Function.prototype.toString`), not from the check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as urania from '../../src/index.js';
import { isUraniaError } from '../../src/errors/index.js';
import { findIngresses } from '../../src/records/index.js';

/** The public functions of the root entry (the error class aside: `new UraniaError(code, message, details?)`). */
const FUNCTIONS = Object.entries(urania as Record<string, unknown>)
  .filter((e): e is [string, (...args: unknown[]) => unknown] => typeof e[1] === 'function' && e[0] !== 'UraniaError')
  .sort(([a], [b]) => a.localeCompare(b));

/** The number of parameters in a function's source: top-level commas of its parameter list, plus one. */
function declaredParameters(fn: (...args: unknown[]) => unknown): number {
  const text = fn.toString();
  const open = text.indexOf('(');
  let depth = 0;
  let count = 0;
  let any = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      depth--;
      if (depth === 0) break;
    } else if (depth === 1 && c === ',') count++;
    else if (depth === 1 && !/\s/.test(c)) any = true;
  }
  return any ? count + 1 : 0;
}

/** What a call does: its synchronous or asynchronous error, or undefined when it answers. */
async function outcome(fn: (...args: unknown[]) => unknown, args: unknown[]): Promise<unknown> {
  try {
    const r = fn(...args);
    if (r instanceof Promise) await r;
    return undefined;
  } catch (e) {
    return e;
  }
}

const isCountError = (e: unknown) => isUraniaError(e) && e.details.field === 'arguments';

describe('extra arguments', () => {
  it('covers every public function (more than a hundred)', () => {
    expect(FUNCTIONS.length).toBeGreaterThan(100);
  });

  it('findIngresses(range, { bodies }) is refused with the shape to pass, not answered for every body', () => {
    const call = () => (findIngresses as (...a: unknown[]) => unknown)({ from: '2024-01-01', to: '2025-01-01' }, { bodies: ['NorthNode'] });
    expect(call).toThrow(/^findIngresses takes one argument, findIngresses\(range\), but was given 2: put every option inside range, e\.g\. findIngresses\(\{/);
    try {
      call();
    } catch (e) {
      expect(isUraniaError(e) && e.code).toBe('INVALID_ARGUMENT');
      expect(isUraniaError(e) && e.details.field).toBe('arguments');
    }
  });

  it('every public function refuses one argument more than it declares', async () => {
    for (const [name, fn] of FUNCTIONS) {
      const given = declaredParameters(fn) + 1;
      const e = await outcome(fn, Array.from({ length: given }, () => ({})));
      expect(isCountError(e), `${name} with ${given} arguments`).toBe(true);
    }
  });

  it('every public function refuses more arguments than it declares, whatever they are, naming itself and the count given', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FUNCTIONS), fc.integer({ min: 1, max: 4 }), fc.anything(), async ([name, fn], extra, value) => {
        const max = declaredParameters(fn);
        const given = max + extra;
        const e = await outcome(fn, Array.from({ length: given }, () => value));
        expect(isCountError(e), `${name} with ${given} arguments`).toBe(true);
        expect((e as Error).message.startsWith(`${name} takes `), name).toBe(true);
        expect((e as Error).message, name).toContain(`but was given ${given}`);
        expect((e as Error).message, name).not.toMatch(/[\^$]\(|\\d/); // a sentence, not a pattern
      }),
      { numRuns: 400 },
    );
  });

  it('no public function refuses its own declared parameters for their count', async () => {
    for (const [name, fn] of FUNCTIONS) {
      const e = await outcome(fn, Array.from({ length: declaredParameters(fn) }, () => undefined));
      expect(isCountError(e), name).toBe(false);
    }
  });
});
