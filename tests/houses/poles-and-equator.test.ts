/** Defined behaviour exactly at the geographic poles and on the equator (docs/houses.md). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseCuspsFromArmc } from '../../src/records/house-cusps-from-armc.js';
import { HOUSE_SYSTEMS, type HouseSystem } from '../../src/schemas/index.js';
import { angleError } from './helpers.js';

const ROUNDOFF_DEG = 1e-7;
const EPS = 23.44;
const R = Math.PI / 180;

describe('on the equator (latitude 0)', () => {
  it('every system that projects the equator along hour circles agrees with Meridian houses', () => {
    // At φ = 0 all semi-arcs are 90°, the poles of the house circles are 0° and the prime vertical is the
    // equator, so Placidus, Koch, Campanus, Regiomontanus, Topocentric and Alcabitius all reduce to the ecliptic
    // points at RA = ARMC + 30° k — but Meridian's cusp 1 is the East Point, which here IS the Ascendant.
    const same: HouseSystem[] = ['Placidus', 'Koch', 'Campanus', 'Regiomontanus', 'Topocentric', 'Alcabitius'];
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }), (t) => {
        const meridian = houseCuspsFromArmc({ armc: t, obliquity: EPS, latitude: 0, system: 'Meridian' });
        for (const s of same) {
          const r = houseCuspsFromArmc({ armc: t, obliquity: EPS, latitude: 0, system: s });
          expect(r.systemUsed).toBe(s);
          for (let i = 0; i < 12; i++) {
            expect(angleError(r.cusps[i] as number, meridian.cusps[i] as number), `${s} cusp ${i + 1}`).toBeLessThan(ROUNDOFF_DEG);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('cusp n is the ecliptic point at right ascension ARMC + 30° × (n − 10) (hand check at ARMC 0)', () => {
    // ARMC 0: cusp 10 = 0° Aries, cusp 1 = RA 90° = 0° Cancer, cusp 11 = λ with tan λ = tan 30° / cos ε.
    const r = houseCuspsFromArmc({ armc: 0, obliquity: EPS, latitude: 0, system: 'Placidus' });
    expect(angleError(r.cusps[9] as number, 0)).toBeLessThan(ROUNDOFF_DEG);
    expect(angleError(r.cusps[0] as number, 90)).toBeLessThan(ROUNDOFF_DEG);
    expect(angleError(r.cusps[10] as number, Math.atan(Math.tan(30 * R) / Math.cos(EPS * R)) / R)).toBeLessThan(ROUNDOFF_DEG);
  });
});

describe('at the geographic poles (latitude ±90)', () => {
  for (const latitude of [90, -90]) {
    it(`latitude ${latitude}: never throws; every system gives 12 finite cusps`, () => {
      for (let t = 0; t < 360; t += 7.5) {
        for (const s of HOUSE_SYSTEMS) {
          const r = houseCuspsFromArmc({ armc: t, obliquity: EPS, latitude, system: s });
          expect(r.cusps.every((c) => Number.isFinite(c) && c >= 0 && c < 360)).toBe(true);
          expect(Number.isFinite(r.vertex) && Number.isFinite(r.ascendant)).toBe(true);
        }
      }
    });

    it(`latitude ${latitude}: Placidus, Koch, Regiomontanus and Topocentric fall back to Porphyry with a warning`, () => {
      for (const s of ['Placidus', 'Koch', 'Regiomontanus', 'Topocentric'] as const) {
        const r = houseCuspsFromArmc({ armc: 100, obliquity: EPS, latitude, system: s });
        expect(r.systemUsed).toBe('Porphyry');
        expect(r.warnings).toHaveLength(1);
        expect(r.warnings[0]).toMatch(/Porphyry/);
      }
      for (const s of ['Equal', 'Whole', 'Campanus', 'Morinus', 'Porphyry', 'Alcabitius', 'Meridian', 'VehlowEqual', 'NaturalGraduation', 'Sripati'] as const) {
        expect(houseCuspsFromArmc({ armc: 100, obliquity: EPS, latitude, system: s }).systemUsed).toBe(s);
      }
    });

    it(`latitude ${latitude}: the horizon is the equator, so the Ascendant is the equinox east of the meridian`, () => {
      expect(angleError(houseCuspsFromArmc({ armc: 100, obliquity: EPS, latitude }).ascendant, 180)).toBeLessThan(ROUNDOFF_DEG);
      expect(angleError(houseCuspsFromArmc({ armc: 300, obliquity: EPS, latitude }).ascendant, 0)).toBeLessThan(ROUNDOFF_DEG);
    });
  }
});

describe('the polar circle boundary', () => {
  it('Placidus is used just outside |φ| = 90° − ε and replaced by Porphyry on and inside it', () => {
    const outside = houseCuspsFromArmc({ armc: 45, obliquity: EPS, latitude: 90 - EPS - 1e-6, system: 'Placidus' });
    const on = houseCuspsFromArmc({ armc: 45, obliquity: EPS, latitude: -(90 - EPS), system: 'Placidus' });
    expect(outside.systemUsed).toBe('Placidus');
    expect(on.systemUsed).toBe('Porphyry');
    expect(on.warnings[0]).toMatch(/polar circle/);
  });
});
