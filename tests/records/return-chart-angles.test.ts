/**
 * Issue 11 (astrologer defaults): solar and lunar return charts carry the angles — Ascendant and Midheaven with their
 * signs — beside the houses, as the natal chart does, and neither without a birth time. The expected angles are the
 * cusps of the 1st and 10th houses of the return place at the return instant (`houses`), which by definition are the
 * Ascendant and the Midheaven in every quadrant system (Placidus, Koch).
 */
import { describe, expect, it } from 'vitest';
import { lunarReturnChart, solarReturnChart } from '../../src/records/index.js';
import { houses } from '../../src/records/houses.js';
import { LunarReturn, SolarReturn } from '../../src/schemas/index.js';
import { ARCSEC, PERSON_A, delta, expectValid } from '../charts/technique-helpers.js';

/** Paris, where the 2024 birthday is spent in the example. */
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
/** exactDate is rendered to the millisecond: an Ascendant (≤ ~2°/min here) moves ≈ 0.06″ in 0.5 ms. */
const RENDERED_INSTANT = 0.1 * ARCSEC;

describe('return charts carry the angles (issue 11 astrologer defaults)', () => {
  it('issue 11 astrologer defaults: the 2024 solar return in Paris (Koch) has ascendant and midheaven', () => {
    const r = solarReturnChart({ birth: PERSON_A, year: 2024, ...PARIS, houseSystem: 'Koch' });
    expectValid(SolarReturn, r);
    const h = houses({ at: r.exactDate, ...PARIS, system: 'Koch' });
    expect(delta(r.ascendant!, h.cusps[0]!.cusp.longitude)).toBeLessThan(RENDERED_INSTANT);
    expect(delta(r.midheaven!, h.cusps[9]!.cusp.longitude)).toBeLessThan(RENDERED_INSTANT);
    expect(r.ascendantSign).toBe(h.cusps[0]!.cusp.sign);
    expect(r.midheavenSign).toBe(h.cusps[9]!.cusp.sign);
  });

  it('issue 11 astrologer defaults: a lunar return at the birth place has ascendant and midheaven', () => {
    const r = lunarReturnChart({ birth: PERSON_A, after: '2024-07-01T00:00:00Z' });
    expectValid(LunarReturn, r);
    const h = houses({ at: r.exactDate, latitude: PERSON_A.latitude, longitude: PERSON_A.longitude });
    expect(delta(r.ascendant!, h.cusps[0]!.cusp.longitude)).toBeLessThan(RENDERED_INSTANT);
    expect(delta(r.midheaven!, h.cusps[9]!.cusp.longitude)).toBeLessThan(RENDERED_INSTANT);
    expect(r.ascendantSign).toBe(h.cusps[0]!.cusp.sign);
  });

  it('no angles without a birth time (the return instant is uncertain by up to half a day)', () => {
    const { birthTime: _omit, ...untimed } = PERSON_A;
    const s = solarReturnChart({ birth: untimed, year: 2030, ...PARIS });
    const l = lunarReturnChart({ birth: untimed, after: '2024-07-01T00:00:00Z' });
    for (const r of [s, l]) {
      expect(r.ascendant).toBeUndefined();
      expect(r.midheaven).toBeUndefined();
      expect(r.houses).toBeUndefined();
    }
  });
});
