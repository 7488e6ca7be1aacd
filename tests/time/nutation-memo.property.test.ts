import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { nutation } from '../../src/time/nutation.js';

const NUTATION_MODULE = '../../src/time/nutation.js';

/**
 * `nutation` keeps a memo of its last few instants (a natal chart asks for four or five interleaved). A recalled
 * value must be the one the series gives for that very (instant, argument model): checked against a fresh,
 * non-memoised evaluation — a second instance of the module (vi.resetModules), whose memo starts empty and is asked
 * each (instant, model) once, so every answer it gives is computed — while the module under test is asked the same
 * instants in a shuffled, interleaved order larger than its memo, with both argument models mixed.
 */
describe('nutation memo', () => {
  it('recalls exactly the value a fresh evaluation gives for the same instant and argument model (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.double({ min: 2305447.5, max: 2597641.5, noNaN: true }), {
          minLength: 1,
          maxLength: 20,
        }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
        async (instants, order) => {
          vi.resetModules();
          const fresh = ((await import(NUTATION_MODULE)) as { nutation: typeof nutation }).nutation;
          expect(fresh).not.toBe(nutation); // a separate instance, with a memo of its own
          const asked = instants.flatMap((jd) => [
            { jd, model: 'full' as const },
            { jd, model: 'linear' as const },
          ]);
          const computed = asked.map(({ jd, model }) => ({ ...fresh(jd, model) }));
          for (const k of order) {
            const i = k % asked.length;
            const { jd, model } = asked[i]!;
            expect(nutation(jd, model), `${model} at ${jd}`).toEqual(computed[i]);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the two argument models differ at the same instant (the memo must not mix them)', () => {
    const jd = 2460000.5;
    const full = nutation(jd, 'full');
    const linear = nutation(jd, 'linear');
    expect(full.longitudeDeg).not.toBe(linear.longitudeDeg);
    expect(nutation(jd, 'full')).toBe(full);
  });
});
