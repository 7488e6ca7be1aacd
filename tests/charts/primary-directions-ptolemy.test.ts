/**
 * Issue 29, "a published worked example for primary directions": Ptolemy's own example of the prorogation by horary
 * proportion, Tetrabiblos III.10 (tests/fixtures/directions/ptolemy-tetrabiblos-iii-10.json, both stored copies named
 * there). The beginning of Gemini is directed to the place of the beginning of Aries with the latter rising,
 * culminating, setting and three seasonal hours west of the meridian. Urania's arcs are computed from the source's
 * stated inputs (the two ecliptic points, the four placings of the sphere, Ptolemy's obliquity and the latitude of his
 * clime) through `directionArc`, the function `primaryDirections` runs on every pair: the example has no birth date
 * and no bodies, so the record itself cannot be fed it.
 */
import { describe, expect, it } from 'vitest';
import { mundanePosition, semiArcs, signed180 } from '../../src/charts/directions/mundane-position.js';
import { directionArc, type DirectionPoint, type PrimaryArcSettings } from '../../src/charts/directions/primary-arcs.js';
import { eclipticToEquatorial } from '../../src/coords/ecliptic-equatorial.js';
import example from '../fixtures/directions/ptolemy-tetrabiblos-iii-10.json' with { type: 'json' };

/** Ptolemy's obliquity, 23°51′20″ (Almagest I.12). */
const PTOLEMY_OBLIQUITY = 23 + 51 / 60 + 20 / 3600;
/** The parallel of Lower Egypt, 30°22′ (Almagest II.6), and Alexandria's 31°: the example holds at both. */
const LATITUDES = [30 + 22 / 60, 31];
/**
 * Ptolemy's figures are whole "times" built from the seasonal hour of the beginning of Gemini rounded to 17 (17.11
 * at 30°22′, 17.16 at 31°) and taken up to six times, plus a rounded first distance: 6 × 0.16 + 0.5 < 1.5 times
 * between a published figure and the exact arc (the fixture's "rounding").
 */
const PTOLEMY_ROUNDING = 1.5;

const P = example.published;
const CASES = [
  { name: 'ascendant', ramc: 270, published: P.ascendant.arc.value },
  { name: 'midheaven', ramc: 0, published: P.midheaven.arc.value },
  { name: 'occident', ramc: 90, published: P.occident.arc.value },
  { name: 'intermediate', ramc: 45, published: P.intermediate.arc.value },
] as const;

const zodiacPoint = (name: string, longitude: number): DirectionPoint => ({ name, longitude, latitude: 0, ...eclipticToEquatorial(longitude, 0, PTOLEMY_OBLIQUITY) });
const ARIES = zodiacPoint('Aries0', 0);
const GEMINI = zodiacPoint('Gemini0', 60);
const sphere = (method: PrimaryArcSettings['method'], ramc: number, latitude: number): PrimaryArcSettings => ({
  method, motion: 'zodiacal', withLatitude: false, ramc, latitude, obliquity: PTOLEMY_OBLIQUITY, aspects: [], senses: ['direct'], maxArc: 360,
});
const arc = (method: PrimaryArcSettings['method'], ramc: number, latitude: number) => directionArc(GEMINI, ARIES, 0, 'direct', sphere(method, ramc, latitude))!;

describe('primary directions: Ptolemy, Tetrabiblos III.10, the worked example', () => {
  it('the intermediate placing is the one the text describes: the 18th degree of Taurus culminates at RAMC 45°', () => {
    // An equator point's seasonal hour is 15 times, so three hours west of the meridian is hour angle 45°.
    const mc = Math.atan2(Math.sin(45 * Math.PI / 180), Math.cos(45 * Math.PI / 180) * Math.cos(PTOLEMY_OBLIQUITY * Math.PI / 180)) * 180 / Math.PI;
    expect(Math.floor(mc - 30) + 1).toBe(18);
    for (const latitude of LATITUDES) expect(mundanePosition('placidus', 45, ARIES.declination, latitude)).toBeCloseTo(45, 9);
  });

  for (const latitude of LATITUDES) {
    it(`Urania's Placidus arcs agree with each published figure within Ptolemy's rounding (latitude ${latitude.toFixed(2)}°)`, () => {
      for (const c of CASES) expect(Math.abs(arc('placidus', c.ramc, latitude) - c.published), c.name).toBeLessThan(PTOLEMY_ROUNDING);
    });

    it(`Ptolemy's own arithmetic, fed Urania's semi-arc and hour angles rounded to whole times, gives his figures exactly (latitude ${latitude.toFixed(2)}°)`, () => {
      const hour = Math.round(semiArcs(GEMINI.declination, latitude)!.diurnal / 6);
      expect(hour).toBe(P.seasonalHourOfGemini.value);
      // The distance (times) of the beginning of Gemini from the meridian at the first position: RAMC − α, west positive.
      const first = (ramc: number) => Math.round(signed180(ramc - GEMINI.rightAscension));
      expect(-first(45)).toBe(P.intermediate.firstDistance.value);
      expect(3 * hour).toBe(P.intermediate.secondDistance.value);
      expect(-first(45) + 3 * hour).toBe(P.intermediate.arc.value);
      expect(first(90)).toBe(P.occident.firstDistance.value);
      expect(6 * hour).toBe(P.occident.secondDistance.value);
      expect(6 * hour - first(90)).toBe(P.occident.arc.value);
      expect(-first(270) - 6 * hour).toBe(P.ascendant.arc.value);
      expect(Math.round(GEMINI.rightAscension)).toBe(P.midheaven.arc.value);
    });
  }

  it("the example names the method: Regiomontanus's circles of position miss the intermediate figure by more than the rounding", () => {
    // On the angles the two methods agree (docs/directions.md); between them they part, and Ptolemy's 64 is Placidus's.
    const latitude = LATITUDES[0]!;
    expect(Math.abs(arc('regiomontanus', 45, latitude) - P.intermediate.arc.value)).toBeGreaterThan(2);
    expect(Math.abs(arc('placidus', 45, latitude) - P.intermediate.arc.value)).toBeLessThan(0.1);
  });
});
