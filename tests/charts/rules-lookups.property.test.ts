import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { besiegedPlanets, BESIEGEABLE, MALEFICS } from '../../src/charts/rules/besieged.js';
import { COMBUSTION_BODIES, combustionState, combustionStatuses } from '../../src/charts/rules/combustion.js';
import { decanPlacements } from '../../src/charts/rules/decan-placements.js';
import { chartDignities } from '../../src/charts/rules/dignities.js';
import { chartMutualReceptions } from '../../src/charts/rules/mutual-receptions.js';
import { classifySpeed, MEAN_MOTIONS, speedClassifications, type MeanMotionBand } from '../../src/charts/rules/speed-classification.js';
import { BODIES, DIGNITY_KINDS, type Body, type SIGNS } from '../../src/schemas/index.js';
import { normalizeDegrees } from '../../src/units/index.js';
import {
  decanAt, DIGNITY_POINTS, dignitiesAt, domicileRuler, exaltationRuler, fallRuler, isTraditionalPlanet, OUTER_PLANETS,
  placeRulers, receptionBetween, SIGN_FACTS, signOf, TEN_PLANETS, TRADITIONAL_PLANETS, type DignityKind, type RulershipScheme,
} from '../../src/zodiac/index.js';

/**
 * The chart's rules read their bodies through small tables built once (a set of the seven, a bit per dignity, the
 * lookups restricted to the bodies a rule reads) instead of a Set, an `includes` or a Map of all 44 bodies per call.
 * The former code, written out here, must give the same records for any chart: 44 bodies or fewer, in any order,
 * with repeats (the last place of a body counts), at any longitude and speed.
 */

type Placed = { body: Body; longitude: number; speed: number };

function formerDignitiesAt(body: Body, longitude: number, isDayChart: boolean) {
  const lon = normalizeDegrees(longitude);
  const sign = signOf(lon);
  const rulers = placeRulers(lon, isDayChart === true);
  const held = new Set<DignityKind>();
  if ((TRADITIONAL_PLANETS as readonly string[]).includes(body)) {
    if (rulers.domicile === body) held.add('domicile');
    if (rulers.exaltation === body) held.add('exaltation');
    if (domicileRuler(SIGN_FACTS[sign].opposite) === body) held.add('detriment');
    if (fallRuler(sign) === body) held.add('fall');
    if (rulers.triplicity === body) held.add('triplicity');
    if (rulers.terms === body) held.add('terms');
    if (rulers.face === body) held.add('face');
    const positive = ['domicile', 'exaltation', 'triplicity', 'terms', 'face'] as const;
    if (!positive.some((k) => held.has(k))) held.add('peregrine');
  } else if ((OUTER_PLANETS as readonly string[]).includes(body)) {
    if (domicileRuler(sign, 'modern') === body) held.add('domicile');
    if (domicileRuler(SIGN_FACTS[sign].opposite, 'modern') === body) held.add('detriment');
  }
  const dignities = DIGNITY_KINDS.filter((k) => held.has(k));
  const score = dignities.reduce((sum, k) => sum + DIGNITY_POINTS[k], 0);
  return { body, longitude: lon, sign, dignities, score, dignity: dignities[0] ?? 'none', rulers };
}

function formerReception(a: { body: Body; longitude: number }, b: { body: Body; longitude: number }, scheme: RulershipScheme) {
  if (a.body === b.body) return null;
  const [signA, signB] = [signOf(a.longitude), signOf(b.longitude)];
  const receivedBy = (sign: (typeof SIGNS)[number], host: Body) =>
    domicileRuler(sign, scheme) === host ? 'domicile' : exaltationRuler(sign) === host ? 'exaltation' : null;
  const ra = receivedBy(signA, b.body);
  const rb = receivedBy(signB, a.body);
  if (ra === null || rb === null) return null;
  return { body1: a.body, body2: b.body, sign1: signA, sign2: signB, type: ra === rb ? ra : 'mixed' };
}

function formerRules(placed: readonly Placed[], isDay: boolean) {
  const lonOf = new Map(placed.map((p) => [p.body, p.longitude]));
  const speedOf = new Map(placed.map((p) => [p.body, p.speed]));
  const dignities = [...TRADITIONAL_PLANETS, ...OUTER_PLANETS].flatMap((body) => {
    const lon = lonOf.get(body);
    if (lon === undefined) return [];
    const d = formerDignitiesAt(body, lon, isDay);
    return d.dignity === 'none' ? [] : [{ body, sign: d.sign, dignity: d.dignity, score: d.score, held: [...d.dignities] }];
  });
  const planets = TRADITIONAL_PLANETS.filter((b) => lonOf.has(b));
  const receptions = [];
  for (let i = 0; i < planets.length; i++)
    for (let j = i + 1; j < planets.length; j++) {
      const r = formerReception({ body: planets[i]!, longitude: lonOf.get(planets[i]!)! }, { body: planets[j]!, longitude: lonOf.get(planets[j]!)! }, 'traditional');
      if (r !== null) receptions.push(r);
    }
  const speeds = (Object.entries(MEAN_MOTIONS) as [Body, MeanMotionBand][]).flatMap(([body, band]) => {
    const v = speedOf.get(body);
    return v === undefined ? [] : [{ body, dailyMotion: v, classification: classifySpeed(v, band) }];
  });
  const decans = TEN_PLANETS.flatMap((body) => {
    const lon = lonOf.get(body);
    if (lon === undefined) return [];
    const d = decanAt(lon);
    return [{ body, decan: d.decan, faceRuler: d.chaldeanRuler }];
  });
  // Besieged: the former Map held every body, normalized.
  const norm = new Map(placed.map((p) => [p.body, normalizeDegrees(p.longitude)]));
  const mars = norm.get('Mars');
  const saturn = norm.get('Saturn');
  const classical = TRADITIONAL_PLANETS.filter((b) => norm.has(b));
  const arcs: [number, number][] = [];
  if (mars !== undefined && saturn !== undefined) {
    const forward = normalizeDegrees(saturn - mars);
    if (forward > 0 && forward <= 180) arcs.push([mars, forward]);
    if (forward >= 180) arcs.push([saturn, 360 - forward]);
  }
  const inside = (lon: number, [start, length]: [number, number]) => {
    const offset = normalizeDegrees(lon - start);
    return offset > 0 && offset < length;
  };
  const besieged = BESIEGEABLE.flatMap((body) => {
    const lon = norm.get(body);
    if (lon === undefined) return [];
    const is = arcs.some((arc) => inside(lon, arc) && classical.every((o) => o === body || (MALEFICS as readonly Body[]).includes(o) || !inside(norm.get(o)!, arc)));
    return [is ? { body, isBesieged: true, besiegingMalefics: [...MALEFICS] } : { body, isBesieged: false }];
  });
  const sun = placed.find((p) => p.body === 'Sun');
  const combustion = sun === undefined ? [] : COMBUSTION_BODIES.flatMap((body) => {
    const lon = lonOf.get(body);
    return lon === undefined ? [] : [{ body, status: combustionState(lon, sun.longitude) }];
  });
  return { dignities, receptions, speeds, decans, besieged, combustion };
}

const placedArb = fc.array(
  fc.record({
    body: fc.constantFrom(...BODIES),
    // Whole and half degrees often: cusps of signs, terms and faces are where a lookup can go wrong.
    longitude: fc.oneof(fc.double({ min: -720, max: 720, noNaN: true }), fc.integer({ min: -720, max: 720 }).map((d) => d / 2)),
    speed: fc.oneof(fc.double({ min: -2, max: 16, noNaN: true }), fc.constantFrom(0, 0.985647, 13.176396)),
  }),
  { maxLength: 60 },
);

describe("the chart rules' lookups", () => {
  it('give the records of the former code for any placed bodies (property)', () => {
    fc.assert(
      fc.property(placedArb, fc.boolean(), (placed, isDay) => {
        const former = formerRules(placed, isDay);
        expect(chartDignities(placed, isDay)).toStrictEqual(former.dignities);
        expect(chartMutualReceptions(placed)).toStrictEqual(former.receptions);
        expect(speedClassifications(placed)).toStrictEqual(former.speeds);
        expect(decanPlacements(placed)).toStrictEqual(former.decans);
        expect(besiegedPlanets(placed)).toStrictEqual(former.besieged);
        expect(combustionStatuses(placed)).toStrictEqual(former.combustion);
      }),
      { numRuns: 1500 },
    );
  });

  it('dignitiesAt and receptionBetween equal the former code for every body, any place, both schemes (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BODIES), fc.constantFrom(...BODIES),
        fc.double({ min: -720, max: 720, noNaN: true }), fc.double({ min: -720, max: 720, noNaN: true }),
        fc.boolean(), fc.constantFrom<RulershipScheme>('traditional', 'modern'),
        (a, b, la, lb, isDay, scheme) => {
          expect(dignitiesAt(a, la, isDay)).toStrictEqual(formerDignitiesAt(a, la, isDay));
          expect(receptionBetween({ body: a, longitude: la }, { body: b, longitude: lb }, scheme)).toStrictEqual(
            formerReception({ body: a, longitude: la }, { body: b, longitude: lb }, scheme),
          );
        },
      ),
      { numRuns: 3000 },
    );
    // The seven, and nothing else, are the traditional planets.
    expect(BODIES.filter((b) => isTraditionalPlanet(b))).toEqual([...TRADITIONAL_PLANETS]);
    expect(isTraditionalPlanet('constructor')).toBe(false);
  });
});
