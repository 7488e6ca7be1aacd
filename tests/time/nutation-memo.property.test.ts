import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nutation } from '../../src/time/nutation.js';

/**
 * `nutation` keeps a memo of its last few instants (a natal chart asks for four or five interleaved). A recalled
 * value must be the one computed for that very (instant, argument model): checked by asking a set of instants
 * a first time (fresh instants, never asked before: computed), then again in a shuffled, interleaved order larger
 * than the memo, with both argument models mixed.
 */
describe('nutation memo', () => {
  it('recalls exactly the value computed for the same instant and argument model (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.double({ min: 2305447.5, max: 2597641.5, noNaN: true }), {
          minLength: 1,
          maxLength: 20,
        }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
        (instants, order) => {
          const asked = instants.flatMap((jd) => [
            { jd, model: 'full' as const },
            { jd, model: 'linear' as const },
          ]);
          const first = asked.map(({ jd, model }) => ({ ...nutation(jd, model) }));
          for (const k of order) {
            const i = k % asked.length;
            const { jd, model } = asked[i]!;
            expect(nutation(jd, model)).toEqual(first[i]);
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
