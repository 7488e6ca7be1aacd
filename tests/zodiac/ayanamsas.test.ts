/**
 * The 47 ayanamsa systems (issue 15) against the Swiss Ephemeris 2.10 reference (tests/fixtures/ayanamsas.json,
 * see its `_provenance`: 60 instants 1900–2100, true and mean), evaluated at the reference's own TT so ΔT-model
 * differences do not enter. Each system has a named tolerance: 0.01″ where Urania's definition is the reference's
 * (every epoch-defined system: measured ≤ 0.0002″), and a stated, larger one where the anchor's realisation differs
 * (docs/zodiac.md "Ayanamsas" gives the reasons and the measured table, which this file prints).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import { ayanamsa } from '../../src/records/ayanamsa.js';
import { meanAyanamsa } from '../../src/records/mean-ayanamsa.js';
import { siderealLongitude } from '../../src/records/sidereal-longitude.js';
import { siderealPositions } from '../../src/records/sidereal-positions.js';
import { instantFromJulianDay } from '../../src/time/index.js';
import { nutation } from '../../src/time/nutation.js';
import {
  AYANAMSA_DEFINITIONS, AYANAMSA_SYSTEMS, ayanamsaAt, meanAyanamsaAt, type AyanamsaChoice, type AyanamsaSystem,
} from '../../src/zodiac/index.js';

const ARCSEC = 1 / 3600;

/** Same definition as the reference (every epoch-defined system): the target. */
const SAME_DEFINITION = 0.01 * ARCSEC;
/**
 * A star held at a sidereal longitude (Spica, ζ Psc, δ Cnc, λ Sco): Urania's apparent place takes the Sun from a
 * 0.01° series and the Earth's barycentric velocity from a Keplerian orbit plus the Jupiter–Saturn reflex
 * (coords/earth-velocity.ts), which leaves ±0.011″ of annual aberration/parallax noise; the definitions agree.
 */
const STAR_ANCHOR = 0.015 * ARCSEC;
/**
 * The galactic centre (Sgr A*, SIMBAD position): the reference's galactic centre sits 0.019″ further along the
 * ecliptic (another realisation of the position) on top of the star-anchor noise: max 0.030″.
 */
const GALACTIC_CENTRE = 0.035 * ARCSEC;
/** The galactic equator through Sgr A* (pole from the IAU 1958 pole, turned onto Sgr A*): the node sits 0.033″ off. */
const GALACTIC_EQUATOR = 0.04 * ARCSEC;
/**
 * The IAU 1958 galactic equator: the reference's ICRS realisation of the IAU 1958 pole differs from the Hipparcos
 * one (α 192.85948°, δ +27.12825°, ESA 1997) that Urania adopts, which moves the node by a constant 0.19″
 * (constant to 0.0004″ over 1900–2100: the definitions agree, the pole's coordinates differ).
 */
const GALACTIC_EQUATOR_IAU1958 = 0.2 * ARCSEC;

const TOLERANCE: Partial<Record<AyanamsaSystem, number>> = {
  TrueCitra: STAR_ANCHOR,
  TrueRevati: STAR_ANCHOR,
  TruePushyaPVRNRao: STAR_ANCHOR,
  TrueMulaChandraHari: STAR_ANCHOR,
  VedicSheoran: STAR_ANCHOR,
  GalacticCenter0Sag: GALACTIC_CENTRE,
  GalacticCenterGilBrand: GALACTIC_CENTRE,
  CochraneGalCenter0Cap: GALACTIC_CENTRE,
  DhruvaGalCenterMulaWilhelm: GALACTIC_CENTRE,
  GalacticEquator: GALACTIC_EQUATOR,
  GalacticEquatorMidMula: GALACTIC_EQUATOR,
  GalacticEquatorIAU1958: GALACTIC_EQUATOR_IAU1958,
};

interface Row {
  iso: string;
  jd_ut: number;
  jd_tt: number;
  true: Record<string, number>;
  mean: Record<string, number>;
}
interface Fixture {
  systems: Record<string, AyanamsaSystem>;
  rows: Row[];
}
const FIXTURE = JSON.parse(readFileSync(resolve(__dirname, '../fixtures/ayanamsas.json'), 'utf8')) as Fixture;
const MODE_OF = new Map<AyanamsaSystem, string>(Object.entries(FIXTURE.systems).map(([mode, name]) => [name, mode]));

/** |a − b| on the circle, degrees. */
function diff(a: number, b: number): number {
  return Math.abs(((((a - b) % 360) + 540) % 360) - 180);
}

function errors(system: AyanamsaSystem, kind: 'true' | 'mean'): number[] {
  const mode = MODE_OF.get(system)!;
  return FIXTURE.rows.map((r) => {
    const at = { jdUt: r.jd_ut, jdTt: r.jd_tt };
    return diff(ayanamsa(system, at, { nutation: kind === 'true' }), r[kind][mode]!);
  });
}

describe('47 ayanamsas vs the reference (60 instants 1900–2100)', () => {
  it('the fixture names every system and Urania has every name (the 3 first unchanged)', () => {
    expect(AYANAMSA_SYSTEMS).toHaveLength(47);
    expect(AYANAMSA_SYSTEMS.slice(0, 3)).toEqual(['Lahiri', 'Raman', 'Krishnamurti']);
    expect([...MODE_OF.keys()].sort()).toEqual([...AYANAMSA_SYSTEMS].sort());
  });

  const table: string[] = [];
  for (const system of AYANAMSA_SYSTEMS) {
    const tolerance = TOLERANCE[system] ?? SAME_DEFINITION;
    it(`${system}: true and mean within ${(tolerance / ARCSEC).toFixed(3)}″`, () => {
      const t = errors(system, 'true');
      const m = errors(system, 'mean');
      expect(t).toHaveLength(60);
      const maxT = Math.max(...t);
      const maxM = Math.max(...m);
      table.push(`| ${system} | ${AYANAMSA_DEFINITIONS[system].kind} | ${(maxT / ARCSEC).toFixed(4)}″ | ${(maxM / ARCSEC).toFixed(4)}″ | ${(tolerance / ARCSEC).toFixed(3)}″ |`);
      expect(maxT).toBeLessThan(tolerance);
      expect(maxM).toBeLessThan(tolerance);
    });
  }
  it('prints the table of max errors (docs/zodiac.md)', () => {
    expect(table).toHaveLength(47);
    console.log(['| system | kind | true max | mean max | tolerance |', '| --- | --- | --- | --- | --- |', ...table].join('\n'));
  });
});

describe('ayanamsa definitions', () => {
  it('every epoch-defined system takes its adopted value at its epoch (mean)', () => {
    for (const system of AYANAMSA_SYSTEMS) {
      const def = AYANAMSA_DEFINITIONS[system];
      if (def.kind !== 'epoch') continue;
      expect(Math.abs(meanAyanamsa(system, def.epochJdTt) - def.meanAtEpoch)).toBeLessThan(1e-12);
    }
  });

  it('published figures: J2000, J1900 and B1950 are zero at their epochs; the Babylonian offsets are exact', () => {
    expect(meanAyanamsa('J2000', 2451545)).toBe(0);
    expect(Math.abs(meanAyanamsa('J1900', 2415020))).toBeLessThan(1e-12);
    expect(Math.abs(meanAyanamsa('B1950', 2433282.4235))).toBeLessThan(1e-12);
    // Kugler's three zodiacs and Huber's: −5°40′, −4°16′, −3°25′, −4°28′ at one epoch, so their differences are exact
    const jd = 2451545;
    expect(meanAyanamsa('BabylonianKugler2', jd) - meanAyanamsa('BabylonianKugler1', jd)).toBeCloseTo(1 + 24 / 60, 9);
    expect(meanAyanamsa('BabylonianKugler3', jd) - meanAyanamsa('BabylonianKugler1', jd)).toBeCloseTo(2 + 15 / 60, 9);
    expect(meanAyanamsa('BabylonianHuber', jd) - meanAyanamsa('BabylonianKugler1', jd)).toBeCloseTo(1 + 12 / 60, 9);
    // and the Kugler 1 epoch value is the published −5°40′ to 0.04″
    expect(Math.abs(meanAyanamsa('BabylonianKugler1', 1684532.5) - -(5 + 40 / 60))).toBeLessThan(0.04 * ARCSEC);
  });

  it('Fagan-Bradley: the SVP of 1950.0 (ayanamsa 24°02′31.36″) within 0.5″ (the adopted realisation: −0.41″)', () => {
    expect(Math.abs(meanAyanamsa('FaganBradley', 2433282.42346) - (24 + 2 / 60 + 31.36 / 3600))).toBeLessThan(0.5 * ARCSEC);
  });

  // An independent table: the reference's fixed-star function (swe_fixstar2) places Spica up to 0.5″ away from where
  // its own True Citra ayanamsa does (another star-position pipeline), so this check holds 1″: it catches a wrong
  // anchor longitude, a missing aberration (20″) or proper motion (0.05″/yr over four centuries), not milliarcseconds.
  it('True Citra puts Spica at 180° over 1800–2200: the apparent Spica of tests/fixtures/stars.json, within 1″', () => {
    const stars = JSON.parse(readFileSync(resolve(__dirname, '../fixtures/stars.json'), 'utf8')) as {
      instants: { jd_tt: number; stars: Record<string, { lon: number }> }[];
    };
    expect(stars.instants.length).toBeGreaterThanOrEqual(50);
    for (const r of stars.instants) {
      const spica = r.stars.Spica!.lon; // apparent, true ecliptic and equinox of date
      expect(diff(spica - ayanamsaAt('TrueCitra', r.jd_tt), 180)).toBeLessThan(1 * ARCSEC);
    }
  });
});

describe('ayanamsa properties', () => {
  const jd = fc.double({ min: 2378497, max: 2524958, noNaN: true });
  const system = fc.constantFrom(...AYANAMSA_SYSTEMS);

  it('true − mean = Δψ (IAU 2000B nutation in longitude) for every system', () => {
    fc.assert(fc.property(system, jd, (s, t) => {
      const d = ayanamsaAt(s, t) - ayanamsaAt(s, t, false);
      return diff(d, nutation(t).longitudeDeg) < 1e-9;
    }));
  });

  it('true − mean of the reference is Urania’s Δψ to 0.005″ (the reference uses IAU 2000A/B)', () => {
    for (const r of FIXTURE.rows) {
      const dpsi = nutation(r.jd_tt).longitudeDeg;
      expect(diff(r.true['1']! - r.mean['1']!, dpsi)).toBeLessThan(0.005 * ARCSEC);
    }
  });

  it('a user-defined { epochJdTt, valueDeg } equals the named system with that epoch and value', () => {
    const epochSystems = AYANAMSA_SYSTEMS.filter((s) => AYANAMSA_DEFINITIONS[s].kind === 'epoch');
    fc.assert(fc.property(fc.constantFrom(...epochSystems), jd, fc.boolean(), (s, t, withNutation) => {
      const def = AYANAMSA_DEFINITIONS[s];
      if (def.kind !== 'epoch') return false;
      const user: AyanamsaChoice = { epochJdTt: def.epochJdTt, valueDeg: def.meanAtEpoch };
      const at = instantFromJulianDay(t, 'TT');
      return ayanamsa(user, at, { nutation: withNutation }) === ayanamsa(s, at, { nutation: withNutation });
    }));
  });

  it('the mean ayanamsa of every epoch-defined system grows by the precession, 50.2–50.4″ per year', () => {
    const epochSystems = AYANAMSA_SYSTEMS.filter((s) => AYANAMSA_DEFINITIONS[s].kind === 'epoch');
    fc.assert(fc.property(fc.constantFrom(...epochSystems), jd, (s, t) => {
      const rate = (meanAyanamsaAt(s, t + 365.25) - meanAyanamsaAt(s, t)) / ARCSEC;
      return rate > 50.2 && rate < 50.4;
    }), { numRuns: 200 });
  });

  it('any valid user-defined ayanamsa gives a finite value in [0, 360), mean and true, over the whole epoch span', () => {
    const user = fc.record({
      epochJdTt: fc.double({ min: 0, max: 5373484.5, noNaN: true }),
      valueDeg: fc.double({ min: -360, max: 360, noNaN: true }),
    });
    fc.assert(fc.property(user, jd, fc.boolean(), (u, t, n) => {
      const v = ayanamsa(u, instantFromJulianDay(t, 'TT'), { nutation: n });
      return Number.isFinite(v) && v >= 0 && v < 360;
    }));
  });

  it('sidereal = tropical − ayanamsa for every graha through siderealPositions and siderealLongitude', () => {
    const choice = fc.oneof(system, fc.record({
      epochJdTt: fc.double({ min: 1_000_000, max: 3_000_000, noNaN: true }),
      valueDeg: fc.double({ min: -30, max: 30, noNaN: true }),
    }));
    fc.assert(fc.property(choice, fc.double({ min: 2415020, max: 2488070, noNaN: true }), (a, t) => {
      const at = instantFromJulianDay(t, 'TT');
      const value = ayanamsa(a, at);
      return siderealPositions(at, { ayanamsa: a }).every(
        (p) => diff(p.siderealLongitude, p.tropicalLongitude - value) < 1e-9 &&
          diff(siderealLongitude(p.tropicalLongitude, value), p.siderealLongitude) < 1e-9,
      );
    }), { numRuns: 40 });
  });
});

describe('ayanamsa bad input names the field', () => {
  const fieldOf = (f: () => unknown): [string, string] => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(UraniaError);
      return [(e as UraniaError).details.field as string, (e as UraniaError).code];
    }
    throw new Error('no error');
  };
  it('unknown names, out-of-range or incomplete user-defined ayanamsas', () => {
    expect(fieldOf(() => ayanamsa('Fagan' as AyanamsaSystem, '2000-01-01'))).toEqual(['system', 'INVALID_ARGUMENT']);
    expect(fieldOf(() => ayanamsa({ epochJdTt: -1, valueDeg: 0 }, '2000-01-01'))).toEqual(['system.epochJdTt', 'OUT_OF_RANGE']);
    expect(fieldOf(() => ayanamsa({ epochJdTt: 2451545, valueDeg: 400 }, '2000-01-01'))).toEqual(['system.valueDeg', 'OUT_OF_RANGE']);
    expect(fieldOf(() => meanAyanamsa({ epochJdTt: 2451545 } as AyanamsaChoice, 2451545))).toEqual(['system.valueDeg', 'MISSING_ARGUMENT']);
    expect(fieldOf(() => meanAyanamsa({ epochJdTt: 2451545, valueDeg: 1, x: 1 } as AyanamsaChoice, 2451545))).toEqual(['system.x', 'INVALID_ARGUMENT']);
    expect(fieldOf(() => siderealPositions('2000-01-01', { ayanamsa: 'Nope' as AyanamsaSystem }))[0]).toMatch(/^options\.ayanamsa|^ayanamsa/);
  });
});
