/**
 * Issue 22 item 1: the web page's Content-Security-Policy has no 'unsafe-eval', and there Chromium refuses
 * `new Function` — the way TypeBox compiles a validator — with an EvalError ("Evaluating a string as JavaScript
 * violates the following Content Security Policy directive…"). The records layer must then check with TypeBox's
 * interpreter and answer exactly as it does where compiling is allowed: the same records, the same errors.
 *
 * Here `typebox/compile` is replaced by one whose `Compile` throws that EvalError, and the library loaded afresh
 * with it is compared with the library as loaded normally (compiled validators).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as compiled from '../../src/records/index.js';

/** The message Chromium 156 gives for `new Function` under a policy without 'unsafe-eval'. */
const CSP_REFUSAL =
  "Evaluating a string as JavaScript violates the following Content Security Policy directive because 'unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \"script-src 'self'\".";

let compileCalls = 0;

async function loadWithoutEval(): Promise<typeof compiled> {
  vi.resetModules();
  vi.doMock('typebox/compile', () => ({
    Compile: () => {
      compileCalls += 1;
      throw new EvalError(CSP_REFUSAL);
    },
  }));
  return (await import('../../src/records/index.js')) as typeof compiled;
}

afterAll(() => {
  vi.doUnmock('typebox/compile');
  vi.resetModules();
});

/** What a thrown error says, for comparing the two paths (or the value returned when nothing is thrown). */
function outcome(run: () => unknown): unknown {
  try {
    return { value: run() };
  } catch (e) {
    const error = e as { name?: string; code?: string; message?: string; details?: unknown };
    return { name: error.name, code: error.code, message: error.message, details: error.details };
  }
}

const GOOD = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const BAD: readonly Record<string, unknown>[] = [
  { ...GOOD, latitude: 91 },
  { ...GOOD, latitude: 'north' },
  { ...GOOD, longitude: -200, birthTime: '25:00' },
  { birthDate: '', latitude: 1, longitude: 2 },
  { latitude: 1, longitude: 2 },
  { ...GOOD, houseSystem: 'Nowhere' },
  { ...GOOD, timezone: 'New York' },
  { ...GOOD, colour: 'blue' },
];

describe('validation where code generation from strings is refused (a page CSP without unsafe-eval)', () => {
  it('computes the same natal chart and report as with compiled validators', async () => {
    const refused = await loadWithoutEval();
    expect(refused.natalChart(GOOD)).toEqual(compiled.natalChart(GOOD));
    expect(refused.natalReport(GOOD)).toEqual(compiled.natalReport(GOOD));
    // The refusal is met once, then every schema goes straight to the interpreter.
    expect(compileCalls).toBe(1);
  });

  it('refuses every bad request with the same error, code, message and details', async () => {
    const refused = await loadWithoutEval();
    for (const request of BAD) {
      const mine = outcome(() => refused.natalChart(request as never));
      expect(mine, JSON.stringify(request)).toEqual(outcome(() => compiled.natalChart(request as never)));
      expect((mine as { name?: string }).name, JSON.stringify(request)).toBe('UraniaError');
    }
  });
});
