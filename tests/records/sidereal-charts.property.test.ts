/**
 * Issue 15, "Sidereal everywhere" — the natal chart and the houses in the sidereal zodiac: for random births and
 * random ayanamsa systems, every longitude of the sidereal record (bodies, cusps, angles, Part of Fortune, Vertex,
 * East Point) equals the tropical record's minus the true ayanamsa that `ayanamsa()` gives for the same instant
 * (mod 360), its sign is the sign of that longitude, and the aspects are the tropical chart's. The expected
 * ayanamsa comes from the public `ayanamsa()` function, the tropical longitudes from the tropical record: neither is
 * produced by the sidereal code under test. numRuns kept small (2-core machine).
 */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import { ayanamsa } from '../../src/records/ayanamsa.js';
import { houseCuspsFromArmc } from '../../src/records/house-cusps-from-armc.js';
import { houses } from '../../src/records/houses.js';
import { compositeChart } from '../../src/records/composite-chart.js';
import { natalChart } from '../../src/records/natal-chart.js';
import { bodyPosition } from '../../src/records/positions.js';
import { progressedChart } from '../../src/records/progressed-chart.js';
import { solarArc } from '../../src/records/solar-arc.js';
import { synastry } from '../../src/records/synastry.js';
import { transitsToNatal } from '../../src/records/transits-to-natal.js';
import { AYANAMSA_SYSTEM_NAMES } from '../../src/schemas/record-enums.js';
import { Houses, NatalChartResponse, SIGNS, TWELVE_HOUSE_SYSTEMS } from '../../src/schemas/index.js';

/** Agreement between longitudes derived from the same numbers by one subtraction (float noise only), degrees. */
const SHIFT_TOLERANCE_DEG = 1e-9;

/** |a − b| on the circle, degrees [0, 180]. */
function arc(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

const signOf = (lon: number) => SIGNS[Math.floor((((lon % 360) + 360) % 360) / 30)];

const arbBirth = fc.record({
  birthDate: fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  birthTime: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  latitude: fc.double({ min: -60, max: 60, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  timezone: fc.constant('UTC'),
});
const arbSystem = fc.constantFrom(...AYANAMSA_SYSTEM_NAMES);

describe('natalChart in the sidereal zodiac', () => {
  it('every longitude is the tropical one minus the true ayanamsa; signs follow; aspects unchanged', () => {
    fc.assert(
      fc.property(arbBirth, arbSystem, fc.constantFrom(...TWELVE_HOUSE_SYSTEMS), (birth, system, houseSystem) => {
        const tropical = natalChart({ ...birth, houseSystem });
        const sidereal = natalChart({ ...birth, houseSystem, zodiac: 'sidereal', ayanamsa: system });
        expect(Value.Check(NatalChartResponse, sidereal)).toBe(true);
        const aya = ayanamsa(system, tropical.instant!);
        expect(sidereal.zodiac).toBe('sidereal');
        expect(sidereal.ayanamsa!.system).toBe(system);
        expect(arc(sidereal.ayanamsa!.value, aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        expect(tropical.zodiac).toBeUndefined();
        expect(sidereal.positions.map((p) => p.body)).toEqual(tropical.positions.map((p) => p.body));
        sidereal.positions.forEach((p, i) => {
          expect(arc(p.position.longitude, tropical.positions[i]!.position.longitude - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
          expect(p.position.sign).toBe(signOf(p.position.longitude));
          expect(p.position.isRetrograde).toBe(tropical.positions[i]!.position.isRetrograde);
        });
        sidereal.houses!.forEach((c, i) => {
          expect(arc(c.cusp.longitude, tropical.houses![i]!.cusp.longitude - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
          expect(c.cusp.sign).toBe(signOf(c.cusp.longitude));
        });
        expect(arc(sidereal.ascendant!, tropical.ascendant! - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        expect(arc(sidereal.midheaven!, tropical.midheaven! - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        expect(sidereal.ascendantSign).toBe(signOf(sidereal.ascendant!));
        expect(sidereal.midheavenSign).toBe(signOf(sidereal.midheaven!));
        expect(arc(sidereal.partOfFortune!.longitude, tropical.partOfFortune!.longitude - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        expect(sidereal.aspects.map((a) => [a.body1, a.body2, a.type])).toEqual(tropical.aspects.map((a) => [a.body1, a.body2, a.type]));
        // Dignities follow the sidereal signs (Western sidereal practice, docs/zodiac.md).
        for (const d of sidereal.dignities!) expect(sidereal.positions.find((p) => p.body === d.body)?.position.sign).toBe(d.sign);
      }),
      { numRuns: 12 },
    );
  });

  it('takes a user-defined ayanamsa, and an ayanamsa alone implies the sidereal zodiac (default Lahiri otherwise)', () => {
    const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
    const tropicalSun = natalChart(birth).positions[0]!.position.longitude;
    const user = natalChart({ ...birth, ayanamsa: { epochJdTt: 2451545, valueDeg: 20 } });
    expect(user.zodiac).toBe('sidereal');
    expect(user.ayanamsa!.system).toMatch(/^user-defined/);
    // A mean 20° at J2000 precesses by about −0.14° back to 1990 and Δψ is a few arc seconds: near 19.86°.
    expect(user.ayanamsa!.value).toBeGreaterThan(19.8);
    expect(user.ayanamsa!.value).toBeLessThan(19.9);
    expect(arc(user.positions[0]!.position.longitude, tropicalSun - user.ayanamsa!.value)).toBeLessThan(SHIFT_TOLERANCE_DEG);
    const lahiri = natalChart({ ...birth, zodiac: 'sidereal' });
    expect(lahiri.ayanamsa!.system).toBe('Lahiri');
    // The Sun of 15 July 1990 at 23°00′ Cancer tropical is 29° Gemini in Lahiri (ayanamsa 23°43′).
    expect(lahiri.positions[0]!.position.sign).toBe('Gemini');
    expect(natalChart({ ...birth, zodiac: 'tropical' }).zodiac).toBe('tropical');
  });

  it('refuses an ayanamsa with zodiac tropical, and a bad zodiac or ayanamsa, naming the field', () => {
    const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
    const fieldOf = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        expect(error).toBeInstanceOf(UraniaError);
        return [(error as UraniaError).code, (error as UraniaError).details.field];
      }
      return undefined;
    };
    expect(fieldOf(() => natalChart({ ...birth, zodiac: 'tropical', ayanamsa: 'Lahiri' }))).toEqual(['INVALID_ARGUMENT', 'ayanamsa']);
    expect(fieldOf(() => natalChart({ ...birth, zodiac: 'sideral' as never }))).toEqual(['INVALID_ARGUMENT', 'zodiac']);
    expect(fieldOf(() => natalChart({ ...birth, ayanamsa: 'Fagan' as never }))?.[1]).toBe('ayanamsa');
  });
});

describe('houses in the sidereal zodiac', () => {
  it('cusps, Ascendant, MC, Vertex and East Point are the tropical ones minus the true ayanamsa; the ARMC stays', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1850-01-01T00:00:00Z'), max: new Date('2150-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.double({ min: -65, max: 65, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        arbSystem,
        (date, latitude, longitude, system) => {
          const at = date.toISOString();
          const tropical = houses({ at, latitude, longitude });
          const sidereal = houses({ at, latitude, longitude, zodiac: 'sidereal', ayanamsa: system });
          expect(Value.Check(Houses, sidereal)).toBe(true);
          const aya = ayanamsa(system, at);
          expect(sidereal.ayanamsa!.system).toBe(system);
          expect(arc(sidereal.ayanamsa!.value, aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
          sidereal.cusps.forEach((c, i) => {
            expect(arc(c.cusp.longitude, tropical.cusps[i]!.cusp.longitude - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
            expect(c.cusp.sign).toBe(signOf(c.cusp.longitude));
          });
          for (const k of ['ascendant', 'midheaven', 'vertex', 'eastPoint'] as const) {
            expect(arc(sidereal[k], tropical[k] - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
          }
          expect(sidereal.armc).toBe(tropical.armc);
          // houseCuspsFromArmc with the same ayanamsa value gives the same sidereal cusps.
          const core = houseCuspsFromArmc({ armc: tropical.armc, obliquity: 23.44, latitude, ayanamsa: aya });
          const coreTropical = houseCuspsFromArmc({ armc: tropical.armc, obliquity: 23.44, latitude });
          core.cusps.forEach((c, i) => expect(arc(c, coreTropical.cusps[i]! - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG));
          expect(arc(core.ascendant, coreTropical.ascendant - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses zodiac tropical with an ayanamsa (naming ayanamsa) and an ayanamsa value outside −360..360', () => {
    expect(() => houses({ at: '2024-01-01T00:00:00Z', latitude: 0, longitude: 0, zodiac: 'tropical', ayanamsa: 'Lahiri' }))
      .toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'ayanamsa' }) }));
    expect(() => houseCuspsFromArmc({ armc: 10, obliquity: 23.44, latitude: 0, ayanamsa: 400 }))
      .toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'ayanamsa' }) }));
  });
});

describe('synastry and composite in the sidereal zodiac', () => {
  it('each chart is its own birth minus its ayanamsa; the composite is the tropical one minus the mean ayanamsa', () => {
    fc.assert(
      fc.property(arbBirth, arbBirth, arbSystem, (personA, personB, system) => {
        const tropical = synastry({ personA, personB });
        const sidereal = synastry({ personA, personB, zodiac: 'sidereal', ayanamsa: system });
        const [natalA, natalB] = [natalChart(personA), natalChart(personB)];
        const ayaA = ayanamsa(system, natalA.instant!);
        const ayaB = ayanamsa(system, natalB.instant!);
        for (const [side, aya] of [['personA', ayaA], ['personB', ayaB]] as const) {
          expect(sidereal[side].zodiac).toBe('sidereal');
          expect(arc(sidereal[side].ayanamsa!.value, aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
          sidereal[side].positions.forEach((p, i) => {
            expect(arc(p.position.longitude, tropical[side].positions[i]!.position.longitude - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
          });
        }
        const compTropical = compositeChart({ personA, personB });
        const compSidereal = compositeChart({ personA, personB, zodiac: 'sidereal', ayanamsa: system });
        const meanAya = ayaA + (((ayaB - ayaA + 540) % 360) - 180) / 2;
        // Two longitudes within |ayaB − ayaA| of opposition may have their shorter arc on the other side once each is
        // moved by its own ayanamsa: their midpoint then flips by 180°. Such pairs are skipped.
        const flipZone = 180 - 2 * arc(ayaA, ayaB) - 0.01;
        expect(arc(compSidereal.ayanamsa!.value, meanAya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        compSidereal.positions.forEach((p, i) => {
          const a = tropical.personA.positions.find((x) => x.body === p.body)!.position.longitude;
          const b = tropical.personB.positions.find((x) => x.body === p.body)!.position.longitude;
          // Near an opposition the shorter-arc midpoint may flip by 180° between the two zodiacs: skip those.
          if (arc(a, b) > flipZone) return;
          expect(arc(p.longitude, compTropical.positions[i]!.longitude - meanAya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        });
        if (arc(natalA.ascendant!, natalB.ascendant!) < flipZone && arc(natalA.midheaven!, natalB.midheaven!) < flipZone) {
          expect(arc(compSidereal.ascendant!, compTropical.ascendant! - meanAya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
          expect(arc(compSidereal.midheaven!, compTropical.midheaven! - meanAya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        }
      }),
      { numRuns: 10 },
    );
  });
});

describe('secondary progressions in the sidereal zodiac', () => {
  it('positions, cusps and angles are the tropical progressed ones minus the ayanamsa of the progressed instant', () => {
    fc.assert(
      fc.property(arbBirth, arbSystem, fc.integer({ min: 1, max: 90 }), (birth, system, age) => {
        const targetDate = `${Number(birth.birthDate.slice(0, 4)) + age}-06-01`;
        if (targetDate > '2200') return;
        const tropical = progressedChart({ birth, targetDate });
        const sidereal = progressedChart({ birth, targetDate, zodiac: 'sidereal', ayanamsa: system });
        const aya = ayanamsa(system, tropical.progressedDate);
        expect(sidereal.zodiac).toBe('sidereal');
        expect(arc(sidereal.ayanamsa!.value, aya)).toBeLessThan(1e-7); // progressedDate is rounded to the second
        sidereal.positions.forEach((p, i) => {
          expect(arc(p.position.longitude, tropical.positions[i]!.position.longitude - sidereal.ayanamsa!.value)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        });
        sidereal.houses!.forEach((c, i) => {
          expect(arc(c.cusp.longitude, tropical.houses![i]!.cusp.longitude - sidereal.ayanamsa!.value)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        });
        expect(arc(sidereal.ascendant!, tropical.ascendant! - sidereal.ayanamsa!.value)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        expect(sidereal.aspects.map((x) => [x.body1, x.body2, x.type, x.isApplying])).toEqual(tropical.aspects.map((x) => [x.body1, x.body2, x.type, x.isApplying]));
        sidereal.aspects.forEach((x, i) => expect(Math.abs(x.orb - tropical.aspects[i]!.orb)).toBeLessThan(SHIFT_TOLERANCE_DEG));
      }),
      { numRuns: 10 },
    );
  });
});

describe('solar arc directions in the sidereal zodiac', () => {
  it('natal and directed longitudes are sidereal; the arc is the sidereal progressed Sun minus the sidereal natal Sun', () => {
    fc.assert(
      fc.property(arbBirth, arbSystem, fc.integer({ min: 1, max: 90 }), (birth, system, age) => {
        const targetDate = `${Number(birth.birthDate.slice(0, 4)) + age}-06-01`;
        if (targetDate > '2200') return;
        const tropical = solarArc({ birth, targetDate });
        const sidereal = solarArc({ birth, targetDate, zodiac: 'sidereal', ayanamsa: system });
        const progressedDate = progressedChart({ birth, targetDate }, { bodies: ['Sun'] }).progressedDate;
        const natalInstant = natalChart(birth).instant!;
        const ayaBirth = ayanamsa(system, natalInstant);
        const gained = ((ayanamsa(system, progressedDate) - ayaBirth + 540) % 360) - 180; // wrapped: J2000 & co. cross 0°
        // progressedDate is rounded to the second: the Sun moves < 1.2e-5° in a second of ephemeris time (a day a year).
        expect(arc(sidereal.arc, tropical.arc - gained)).toBeLessThan(1e-5);
        sidereal.directedPositions.forEach((d, i) => {
          expect(arc(d.natalLongitude, tropical.directedPositions[i]!.natalLongitude - ayaBirth)).toBeLessThan(SHIFT_TOLERANCE_DEG);
          expect(arc(d.directedLongitude, d.natalLongitude + sidereal.arc)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        });
        expect(sidereal.zodiac).toBe('sidereal');
      }),
      { numRuns: 10 },
    );
  });
});

describe('transits to natal in the sidereal zodiac', () => {
  it('natal longitudes minus the ayanamsa at birth, transiting ones minus that at the transit instant', () => {
    fc.assert(
      fc.property(arbBirth, arbSystem, fc.integer({ min: 0, max: 36_500 }), (birth, system, days) => {
        const at = new Date(Date.parse(`${birth.birthDate}T12:00:00Z`) + days * 86_400_000).toISOString();
        if (at > '2200') return;
        const natal = natalChart(birth);
        const ayaBirth = ayanamsa(system, natal.instant!);
        const ayaAt = ayanamsa(system, at);
        const items = transitsToNatal({ birth, at, zodiac: 'sidereal', ayanamsa: system, orbProfile: 'modern-western' });
        for (const t of items) {
          const natalTropical = natal.positions.find((p) => p.body === t.natalBody)!.position.longitude;
          expect(arc(t.natalLongitude, natalTropical - ayaBirth)).toBeLessThan(SHIFT_TOLERANCE_DEG);
          expect(arc(t.transitLongitude, bodyPosition(t.transitBody, at).longitude - ayaAt)).toBeLessThan(1e-6);
          expect(t.zodiac).toBe('sidereal');
          expect(arc(t.ayanamsa!.value, ayaAt)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        }
      }),
      { numRuns: 10 },
    );
  });
});
