import { normalizeDegrees } from '../../units/index.js';
import { placeRulers, type TraditionalPlanet } from '../../zodiac/index.js';
import { addTallies, almutenScores, emptyTally, rankTally, type PlanetTally } from './almuten.js';
import { hylegRuleText, type HylegStep } from './hyleg-rule.js';

/** How the hyleg is found: after Ptolemy (Tetrabiblos III.10) or after Lilly (Christian Astrology III). */
export type HylegMethod = 'ptolemy' | 'lilly';

/** What can be the hyleg: a luminary, the Ascendant, the Lot of Fortune, or a planet (the fallbacks' lord). */
export type HylegPoint = TraditionalPlanet | 'Ascendant' | 'PartOfFortune';

/** The places the hyleg is chosen from (numeric, tropical or sidereal alike). */
export interface HylegInput {
  readonly isDayChart: boolean;
  readonly ascendant: number;
  /** Longitudes of the seven planets. */
  readonly planets: Readonly<Record<TraditionalPlanet, number>>;
  /** The Lot of Fortune (Ascendant + Moon − Sun by day and by night, Tetrabiblos III.10). */
  readonly fortune: number;
  /** The prenatal syzygy: its kind and longitude (the Moon's). */
  readonly syzygy: { readonly type: 'newMoon' | 'fullMoon'; readonly longitude: number };
  /** House (1–12) of a longitude in the chart's houses (Lilly's method reads the figure's houses). */
  readonly houseOf: (longitude: number) => number;
}

/** The hyleg found, with the rule that chose it. */
export interface HylegResult {
  readonly point: HylegPoint;
  readonly longitude: number;
  /** The place it stands in: Ptolemy's equal place (method 'ptolemy') or the chart's house (method 'lilly'). */
  readonly place: number;
  /** Which step chose it, as data (`hylegRuleText(step, locale)` writes it in a language). */
  readonly step: HylegStep;
  /** Which step chose it, in English words. */
  readonly rule: string;
}

/** The result of a step: its point, longitude and place, with the step and its English words. */
function chosen(point: HylegPoint, longitude: number, place: number, step: HylegStep): HylegResult {
  return { point, longitude, place, step, rule: hylegRuleText(step) };
}

/**
 * The hylegiacal (aphetic) places: the 1st, 10th, 11th, 7th and 9th — Ptolemy, Tetrabiblos III.10 (trans. Robbins
 * 1940, pp. 271–273); Lilly, Christian Astrology (1647) Book III, p. 527 ff., takes the same five houses of the figure.
 */
export const HYLEGIACAL_PLACES: readonly number[] = [1, 10, 11, 7, 9];

/**
 * @summary Ptolemy's place (1–12) of a longitude: twelve equal 30° places, the first running from 5° above the
 * Ascendant's degree to 25° below it (Tetrabiblos III.10: "the twelfth part of the zodiac surrounding the horoscope,
 * from 5° above the actual horizon up to the 25° that remain").
 * @example ptolemaicPlace(97, 100) // 1 (3° above the Ascendant's degree)
 */
export function ptolemaicPlace(longitude: number, ascendant: number): number {
  return Math.floor(normalizeDegrees(longitude - ascendant + 5) / 30) + 1;
}

/**
 * @summary How many of the four relations of domination (domicile, exaltation, triplicity, term lord — Ptolemy,
 * Tetrabiblos III.2) each planet holds over the given places, summed. Ptolemy also counts phase and configuration;
 * Urania counts the four essential relations only (docs/traditional.md).
 * @example dominationCounts([15], true).Sun // 2 (15° Aries by day: exaltation and triplicity)
 */
export function dominationCounts(longitudes: readonly number[], isDayChart: boolean): PlanetTally {
  const t = emptyTally();
  for (const lon of longitudes) {
    const r = placeRulers(lon, isDayChart);
    t[r.domicile] += 1;
    if (r.exaltation !== null) t[r.exaltation] += 1;
    t[r.triplicity] += 1;
    t[r.terms] += 1;
  }
  return t;
}

/** The first-ranked planet of a tally with a positive tally, or null. */
function topPlanet(tally: PlanetTally): TraditionalPlanet | null {
  const first = rankTally(tally)[0]!;
  return tally[first] > 0 ? first : null;
}

/**
 * Ptolemy, Tetrabiblos III.10 (Robbins pp. 275–277): by day the Sun if he stands in a hylegiacal place; if not the
 * Moon; if not, the planet holding most relations of domination over the Sun, the preceding syzygy and the Ascendant,
 * when it stands in a hylegiacal place; else the Ascendant. By night the Moon first, then the Sun, then the planet
 * with most relations over the Moon, the preceding syzygy and the Lot of Fortune; else the Ascendant when the
 * syzygy was a new Moon, the Lot of Fortune when it was a full Moon.
 */
function ptolemyHyleg(c: HylegInput): HylegResult {
  const place = (lon: number) => ptolemaicPlace(lon, c.ascendant);
  const inPlace = (lon: number) => HYLEGIACAL_PLACES.includes(place(lon));
  const [first, second] = c.isDayChart ? (['Sun', 'Moon'] as const) : (['Moon', 'Sun'] as const);
  for (const light of [first, second]) {
    const lon = c.planets[light];
    if (inPlace(lon)) return chosen(light, lon, place(lon), { kind: 'ptolemyLight', light, place: place(lon) });
  }
  const third = c.isDayChart ? c.ascendant : c.fortune;
  const lord = topPlanet(dominationCounts([c.planets[first], c.syzygy.longitude, third], c.isDayChart));
  if (lord !== null && inPlace(c.planets[lord])) {
    const lon = c.planets[lord];
    return chosen(lord, lon, place(lon), { kind: 'ptolemyLord', lord, first, isDayChart: c.isDayChart, place: place(lon) });
  }
  if (!c.isDayChart && c.syzygy.type === 'fullMoon') {
    return chosen('PartOfFortune', c.fortune, place(c.fortune), { kind: 'ptolemyFortune' });
  }
  return chosen('Ascendant', c.ascendant, 1, { kind: 'ptolemyAscendant', isDayChart: c.isDayChart });
}

/**
 * Lilly, Christian Astrology (1647) Book III, pp. 527–529 (as summarised by D. Houlding, skyscript.co.uk glossary
 * "Hyleg"): the light of the sect if it stands in the 1st, 10th, 11th, 7th or 9th house of the figure, else the
 * other light there; if neither, by day the almuten (most essential dignities) of the prenatal syzygy's degree, by
 * night the planet with most essential dignities over the Moon's degree, the prenatal syzygy's degree and the Lot
 * of Fortune, when that planet stands in a hylegiacal house; else the Ascendant. (Lilly also weighs the lights'
 * dignities against each other and takes the luminary above the earth at a full Moon; Urania takes the light of the
 * sect first and the syzygy's degree as the Moon's.)
 */
function lillyHyleg(c: HylegInput): HylegResult {
  const inPlace = (lon: number) => HYLEGIACAL_PLACES.includes(c.houseOf(lon));
  const [first, second] = c.isDayChart ? (['Sun', 'Moon'] as const) : (['Moon', 'Sun'] as const);
  for (const light of [first, second]) {
    const lon = c.planets[light];
    if (inPlace(lon)) return chosen(light, lon, c.houseOf(lon), { kind: 'lillyLight', light, house: c.houseOf(lon) });
  }
  const places = c.isDayChart ? [c.syzygy.longitude] : [c.planets.Moon, c.syzygy.longitude, c.fortune];
  const lord = topPlanet(addTallies(places.map((lon) => almutenScores(lon, c.isDayChart))));
  if (lord !== null && inPlace(c.planets[lord])) {
    const lon = c.planets[lord];
    return chosen(lord, lon, c.houseOf(lon), { kind: 'lillyLord', lord, isDayChart: c.isDayChart, house: c.houseOf(lon) });
  }
  return chosen('Ascendant', c.ascendant, 1, { kind: 'lillyAscendant' });
}

/**
 * @summary The hyleg (giver of life, apheta) of a nativity by Ptolemy's or Lilly's rules (docs/traditional.md).
 * @example hylegOf(chart, 'ptolemy').point // 'Sun' when the Sun of a day birth stands in the 10th place
 */
export function hylegOf(chart: HylegInput, method: HylegMethod): HylegResult {
  return method === 'ptolemy' ? ptolemyHyleg(chart) : lillyHyleg(chart);
}
