import type { Sign, Temperament } from '../../schemas/index.js';
import { TEMPERAMENTS } from '../../schemas/record-enums.js';
import { angularSeparation, normalizeDegrees } from '../../units/angle.js';
import { domicileRuler } from '../../zodiac/domiciles.js';
import { SIGN_FACTS, signOf } from '../../zodiac/signs.js';
import { TRADITIONAL_PLANETS, type TraditionalPlanet } from '../../zodiac/traditional-planets.js';
import type { TraditionalChart } from './traditional-chart.js';

export type { Temperament };

/** One of the four qualities. */
export type Quality = 'hot' | 'cold' | 'wet' | 'dry';

/** A pair of qualities: one of hot/cold and one of wet/dry. */
export type QualityPair = readonly [Quality, Quality];

/** Qualities of the elements (Ptolemy, Tetrabiblos I.4 and I.18; Lilly, Christian Astrology, Book I). */
const ELEMENT_QUALITIES: Readonly<Record<string, QualityPair>> = {
  Fire: ['hot', 'dry'],
  Air: ['hot', 'wet'],
  Water: ['cold', 'wet'],
  Earth: ['cold', 'dry'],
};

/**
 * Natures of the seven planets as William Lilly gives them (Christian Astrology, 1647, Book I, the chapters on
 * each planet): Saturn cold and dry, Jupiter hot and moist, Mars hot and dry, the Sun hot and dry, Venus
 * (temperately) cold and moist, Mercury cold and dry, the Moon cold and moist.
 */
export const PLANET_QUALITIES: Readonly<Record<TraditionalPlanet, QualityPair>> = {
  Saturn: ['cold', 'dry'],
  Jupiter: ['hot', 'wet'],
  Mars: ['hot', 'dry'],
  Sun: ['hot', 'dry'],
  Venus: ['cold', 'wet'],
  Mercury: ['cold', 'dry'],
  Moon: ['cold', 'wet'],
};

/** Orb of the aspects to the Ascendant and to the Moon that count (Ptolemaic aspects), degrees. */
export const TEMPERAMENT_ASPECT_ORB = 5;

/** The Ptolemaic aspect angles. */
const PTOLEMAIC = [0, 60, 90, 120, 180] as const;

/** One scored factor: what it is and the two qualities it adds. */
export interface TemperamentFactor {
  readonly factor: string;
  readonly qualities: QualityPair;
}

/** @summary The qualities of a sign: those of its element. */
export function signQualities(sign: Sign): QualityPair {
  return ELEMENT_QUALITIES[SIGN_FACTS[sign].element]!;
}

/**
 * @summary Qualities of the Moon's phase (Lilly, Christian Astrology, Book III, on the temperature of the native):
 * from the New Moon to the first quarter hot and moist, to the Full Moon hot and dry, to the last quarter cold and
 * dry, to the New Moon cold and moist. `elongation` = Moon − Sun, degrees.
 */
export function moonPhaseQualities(elongation: number): QualityPair {
  const e = normalizeDegrees(elongation);
  if (e < 90) return ['hot', 'wet'];
  if (e < 180) return ['hot', 'dry'];
  if (e < 270) return ['cold', 'dry'];
  return ['cold', 'wet'];
}

/**
 * @summary Qualities of the season, from the Sun's tropical sign (Ptolemy, Tetrabiblos I.10; Lilly): spring
 * (Aries–Gemini) hot and moist, summer (Cancer–Virgo) hot and dry, autumn (Libra–Sagittarius) cold and dry,
 * winter (Capricorn–Pisces) cold and moist.
 */
export function seasonQualities(sunLongitude: number): QualityPair {
  return moonPhaseQualities(sunLongitude); // the same quadrant rule, counted from 0° Aries
}

/**
 * @summary The lord of the Ascendant of a chart: the traditional domicile ruler of the rising sign.
 * @example ascendantLord({ ascendant: 100, isDayChart: true, longitudes: {} }) // 'Moon' (Cancer rising)
 */
export function ascendantLord(c: TraditionalChart): TraditionalPlanet {
  return domicileRuler(signOf(c.ascendant), 'traditional') as TraditionalPlanet;
}

/**
 * @summary The scored factors of a chart's temperament, in order (docs/traditional.md):
 * 1. the rising sign; 2. the lord of the Ascendant, by its nature; 3. the sign the lord of the Ascendant is in;
 * 4. each classical planet within 5° of a Ptolemaic aspect (conjunction included) to the Ascendant, by its
 *    nature; 5. the Moon's sign; 6. each classical planet within 5° of a Ptolemaic aspect to the Moon, by its
 *    nature; 7. the Moon's phase; 8. the season (the Sun's quarter of the year: its tropical longitude, the
 *    sidereal one plus `c.ayanamsa` in a sidereal chart).
 * Lilly's "lord of the geniture" is left out (its choice is not settled in his text).
 * The chart is taken as valid and holding the Sun, the Moon and the lord of the Ascendant (`ascendantLord`): the
 * numeric core of the records function `temperamentFactors`, which checks them.
 */
export function temperamentFactorsOf(c: TraditionalChart): TemperamentFactor[] {
  const sun = c.longitudes.Sun!;
  const moon = c.longitudes.Moon!;
  const rising = signOf(c.ascendant);
  const lord = ascendantLord(c);
  const lordLon = c.longitudes[lord]!;
  const factors: TemperamentFactor[] = [
    { factor: `Ascendant in ${rising}`, qualities: signQualities(rising) },
    { factor: `${lord}, lord of the Ascendant`, qualities: PLANET_QUALITIES[lord] },
    { factor: `${lord} in ${signOf(lordLon)}`, qualities: signQualities(signOf(lordLon)) },
  ];
  const aspecting = (target: number, exclude?: TraditionalPlanet) =>
    TRADITIONAL_PLANETS.filter((p) => p !== exclude && c.longitudes[p] !== undefined).filter((p) => {
      const sep = angularSeparation(c.longitudes[p]!, target);
      return PTOLEMAIC.some((angle) => Math.abs(sep - angle) <= TEMPERAMENT_ASPECT_ORB);
    });
  for (const p of aspecting(c.ascendant)) factors.push({ factor: `${p} aspecting the Ascendant`, qualities: PLANET_QUALITIES[p] });
  factors.push({ factor: `Moon in ${signOf(moon)}`, qualities: signQualities(signOf(moon)) });
  for (const p of aspecting(moon, 'Moon')) factors.push({ factor: `${p} aspecting the Moon`, qualities: PLANET_QUALITIES[p] });
  factors.push({ factor: 'Moon phase', qualities: moonPhaseQualities(moon - sun) });
  // The season is the tropical Sun's quarter even in a sidereal chart (its longitudes are tropical − ayanamsa).
  factors.push({ factor: 'Season (Sun)', qualities: seasonQualities(sun + (c.ayanamsa ?? 0)) });
  return factors;
}

/** Temperaments and the two qualities each combines (Galen, On Temperaments; Lilly). */
const COMBINATIONS: Readonly<Record<(typeof TEMPERAMENTS)[number], QualityPair>> = {
  choleric: ['hot', 'dry'],
  sanguine: ['hot', 'wet'],
  melancholic: ['cold', 'dry'],
  phlegmatic: ['cold', 'wet'],
};

/**
 * @summary The temperament of a chart: points for hot, cold, wet and dry (one point per quality of each factor of
 * `temperamentFactors`), and the primary and secondary temperaments — the two highest sums of their qualities
 * (choleric hot + dry, sanguine hot + wet, melancholic cold + dry, phlegmatic cold + wet). Ties go in the order
 * choleric, sanguine, melancholic, phlegmatic. Method after Lilly (Christian Astrology, Book III); the scoring
 * is Urania's, documented in docs/traditional.md.
 *
 * The chart is taken as valid (see `temperamentFactorsOf`): the numeric core of the records function `temperament`.
 * @example temperamentOf({ ascendant: 100, isDayChart: true, longitudes: { Sun: 10, Moon: 40 } }).primary
 */
export function temperamentOf(c: TraditionalChart): Temperament {
  const points: Record<Quality, number> = { hot: 0, cold: 0, wet: 0, dry: 0 };
  for (const f of temperamentFactorsOf(c)) {
    points[f.qualities[0]] += 1;
    points[f.qualities[1]] += 1;
  }
  const ranked = TEMPERAMENTS.map((t, order) => ({ t, order, score: points[COMBINATIONS[t][0]] + points[COMBINATIONS[t][1]] }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return { ...points, primary: ranked[0]!.t, secondary: ranked[1]!.t };
}
