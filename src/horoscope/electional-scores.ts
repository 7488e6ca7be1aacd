import { ASPECTS, isApplying } from '../aspects/index.js';
import { apparentLongitudeAndSpeed, isAvailable } from '../ephemeris/index.js';
import { isUraniaError } from '../errors/urania-error.js';
import { phaseName } from '../events/moon-phase.js';
import { planetaryHoursOf } from '../events/planetary-hours.js';
import type { ElectionalActivity, ElectionalFactor, MoonPhase, Sign } from '../schemas/index.js';
import type { ElectionalFact } from '../text/electional-factor-text.js';
import { timezoneForLocation } from '../time/time-zone.js';
import { ttFromUt } from '../time/time-scales.js';
import { epochMsFromJd, jdFromEpochMs } from '../time/unix-time.js';
import { normalizeDegrees, signedDelta } from '../units/index.js';
import { SIGN_FACTS, TEN_PLANETS, signOf, type Planet } from '../zodiac/index.js';
import {
  ACTIVITY_RULES, BALSAMIC_FROM_DEG, BENEFICS, FACTOR_POINTS, MALEFICS, MOON_APPLYING_ORB, MOON_COMBUST_DEG,
  MOON_UNDER_BEAMS_DEG,
} from './electional-activities.js';
import { addDays, dayNumber, localDateOf } from '../time/local-day.js';
import { moonVoidPeriods, overlapsVoid } from './moon-void.js';

/**
 * Electional scoring, numeric (docs/horoscopes.md "Electional windows"): the planetary hours of a range at a
 * place, each scored for an activity at its middle instant. UT Julian Days in and out; the records layer
 * (records/electional-windows.ts) validates the request and formats the windows.
 */

const PTOLEMAIC = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
const WAXING = new Set(['Waxing Crescent', 'First Quarter', 'Waxing Gibbous']);
const WANING = new Set(['Waning Gibbous', 'Last Quarter', 'Waning Crescent']);

/** One planetary hour: UT Julian Days [start, end), its ruler, and whether it is a day hour (sunrise to sunset). */
interface HourWindow {
  readonly startJdUt: number;
  readonly endJdUt: number;
  readonly ruler: Planet;
  readonly isDaytime: boolean;
}

/**
 * A factor that scored a window: its stable English key (`factor`), its effect, and what it says as facts, which the
 * records layer words in the asked language (src/text/electional-factor-locales.ts).
 */
export interface ScoredFactor {
  readonly factor: string;
  readonly impact: ElectionalFactor['impact'];
  readonly fact: ElectionalFact;
}

/** One planetary hour scored for an activity, numeric (UT Julian Days). */
export interface ScoredWindow {
  readonly startJdUt: number;
  readonly endJdUt: number;
  /** Sum of the factors' points (FACTOR_POINTS); higher is better. */
  readonly score: number;
  readonly moonSign: Sign;
  readonly moonPhase: MoonPhase;
  /** Ruler of the planetary hour. */
  readonly ruler: Planet;
  /** True when the Moon is void of course at the middle of the hour. */
  readonly isVoid: boolean;
  readonly factors: readonly ScoredFactor[];
}

/** A UT Julian Day to the millisecond: planetary hours are published (GET /planetary-hours) to the millisecond. */
const toMs = (jdUt: number): number => jdFromEpochMs(epochMsFromJd(jdUt));

/** The planetary hours (Chaldean order, sunrise–sunset division; events layer) that start inside the range. */
function hourWindows(fromJdUt: number, toJdUt: number, latitude: number, longitude: number): HourWindow[] {
  const timezone = timezoneForLocation(latitude, longitude);
  const out: HourWindow[] = [];
  // Each local day from the day before the range to its last, counted in days: dates compared as strings would not
  // stop before year 0 from a range at the span's start in a western zone (-003000-01-01 sorts before -003001-12-31).
  const first = localDateOf(fromJdUt - 1, timezone);
  const days = dayNumber(localDateOf(toJdUt, timezone)) - dayNumber(first);
  for (let k = 0; k <= days; k++) {
    const date = addDays(first, k);
    let hours;
    try {
      hours = planetaryHoursOf(date, { latitude, longitude }, timezone).hours;
    } catch (e) {
      // The sunrises of the first and last days of the supported span (−3000..+3000) may fall outside it: those
      // days have no planetary hours here (documented in docs/horoscopes.md).
      if (isUraniaError(e) && e.code === 'OUT_OF_RANGE') continue;
      throw e;
    }
    for (const h of hours) {
      const start = toMs(h.startJdUt);
      if (start >= fromJdUt && start < toJdUt) {
        out.push({ startJdUt: start, endJdUt: toMs(h.endJdUt), ruler: h.ruler, isDaytime: h.isDaytime });
      }
    }
  }
  return out.sort((a, b) => a.startJdUt - b.startJdUt);
}

const factor = (name: string, points: number, fact: ElectionalFact): ScoredFactor & { points: number } => ({
  factor: name,
  impact: points > 0 ? 'positive' : points < 0 ? 'negative' : 'neutral',
  fact,
  points,
});

/**
 * @summary Score one window for an activity at its middle instant (docs/horoscopes.md "Electional windows").
 * Returns the factors with their points; the score is their sum.
 */
function scoreWindow(w: HourWindow, activity: ElectionalActivity, isVoid: boolean): ScoredWindow {
  const rules = ACTIVITY_RULES[activity];
  const jdTt = ttFromUt((w.startJdUt + w.endJdUt) / 2);
  const moon = apparentLongitudeAndSpeed('Moon', jdTt);
  const sun = apparentLongitudeAndSpeed('Sun', jdTt);
  const moonSign = signOf(moon.longitude);
  const phase = phaseName(normalizeDegrees(moon.longitude - sun.longitude));
  const factors: (ScoredFactor & { points: number })[] = [];
  if (isVoid) {
    factors.push(
      rules.voidAllowed
        ? factor('void of course', 0, { kind: 'voidOfCourse', allowed: true })
        : factor('void of course', FACTOR_POINTS.voidOfCourse, { kind: 'voidOfCourse', allowed: false }),
    );
  }
  // The Moon's closest applying Ptolemaic aspect to a planet (within MOON_APPLYING_ORB).
  let best: { planet: Planet; type: (typeof PTOLEMAIC)[number]; orb: number } | undefined;
  for (const planet of TEN_PLANETS) {
    if (planet === 'Moon' || !isAvailable(planet)) continue;
    const p = planet === 'Sun' ? sun : apparentLongitudeAndSpeed(planet, jdTt);
    const sep = Math.abs(signedDelta(moon.longitude, p.longitude));
    for (const type of PTOLEMAIC) {
      const orb = Math.abs(sep - ASPECTS[type].angle);
      if (orb <= MOON_APPLYING_ORB && isApplying(moon.longitude, moon.speed, p.longitude, p.speed, ASPECTS[type].angle)) {
        if (best === undefined || orb < best.orb) best = { planet, type, orb };
      }
    }
  }
  if (best !== undefined) {
    const hard = ASPECTS[best.type].nature === 'challenging' || (best.type === 'conjunction' && MALEFICS.includes(best.planet));
    const what = { kind: 'applying', planet: best.planet, aspect: best.type, orb: best.orb } as const;
    if (BENEFICS.includes(best.planet) && !(best.type === 'square' || best.type === 'opposition')) {
      factors.push(factor('Moon applying to a benefic', FACTOR_POINTS.moonApplyingBenefic, { ...what, quality: 'benefic' }));
    } else if (MALEFICS.includes(best.planet) && hard) {
      factors.push(factor('Moon applying to a malefic', FACTOR_POINTS.moonApplyingMaleficHard, { ...what, quality: 'malefic' }));
    } else if (hard) {
      factors.push(factor('Moon applying by a hard aspect', FACTOR_POINTS.moonApplyingHard, { ...what, quality: 'hard' }));
    } else {
      factors.push(factor('Moon applying by a soft aspect', FACTOR_POINTS.moonApplyingHarmonious, { ...what, quality: 'soft' }));
    }
  }
  // The Moon and the Sun's light: combust, under the beams (either side of the conjunction), balsamic.
  const elongation = normalizeDegrees(moon.longitude - sun.longitude);
  const fromSun = Math.min(elongation, 360 - elongation);
  if (fromSun <= MOON_COMBUST_DEG) {
    factors.push(factor('Moon combust', FACTOR_POINTS.moonCombust, { kind: 'combust', distance: fromSun }));
  } else if (fromSun <= MOON_UNDER_BEAMS_DEG) {
    factors.push(factor('Moon under the beams', FACTOR_POINTS.moonUnderBeams, { kind: 'underBeams', distance: fromSun }));
  } else if (elongation >= BALSAMIC_FROM_DEG) {
    factors.push(
      rules.moon === 'waxing'
        ? factor('balsamic Moon', FACTOR_POINTS.balsamicMoon, { kind: 'balsamic', against: true })
        : factor('balsamic Moon', 0, { kind: 'balsamic', against: false }),
    );
  }
  if (phase === 'New Moon') {
    factors.push(factor('dark Moon', FACTOR_POINTS.darkMoon, { kind: 'darkMoon' }));
  } else if (rules.moon !== 'any') {
    const suits = rules.moon === 'waxing' ? WAXING.has(phase) : WANING.has(phase);
    const against = rules.moon === 'waxing' ? WANING.has(phase) : WAXING.has(phase);
    if (suits) factors.push(factor('lunar phase', FACTOR_POINTS.phaseSuits, { kind: 'phase', phase, preferred: rules.moon, suits: true }));
    else if (against) factors.push(factor('lunar phase', FACTOR_POINTS.phaseAgainst, { kind: 'phase', phase, preferred: rules.moon, suits: false }));
  }
  for (const s of rules.significators) {
    if (s === 'Sun' || s === 'Moon' || !isAvailable(s)) continue;
    if (apparentLongitudeAndSpeed(s, jdTt).speed < 0) {
      factors.push(factor(`${s} retrograde`, FACTOR_POINTS.retrogradeSignificator, { kind: 'retrograde', planet: s }));
    }
  }
  if (rules.hourRulers.includes(w.ruler)) {
    factors.push(factor('planetary hour', FACTOR_POINTS.hourOfSignificator, { kind: 'hour', planet: w.ruler, significator: true }));
  } else if (MALEFICS.includes(w.ruler)) {
    factors.push(factor('planetary hour', FACTOR_POINTS.hourOfMalefic, { kind: 'hour', planet: w.ruler, significator: false }));
  }
  if (rules.daylight && !w.isDaytime) {
    factors.push(factor('night hour', FACTOR_POINTS.nightHour, { kind: 'nightHour' }));
  }
  if (rules.moonModality !== null && SIGN_FACTS[moonSign].modality === rules.moonModality) {
    factors.push(factor('Moon sign', FACTOR_POINTS.moonModality, { kind: 'moonModality', sign: moonSign, modality: rules.moonModality }));
  }
  if (moonSign === 'Cancer' || moonSign === 'Taurus') {
    factors.push(factor('Moon dignified', FACTOR_POINTS.moonDignified, { kind: 'moonDignity', sign: moonSign, dignity: moonSign === 'Cancer' ? 'domicile' : 'exaltation' }));
  } else if (moonSign === 'Capricorn' || moonSign === 'Scorpio') {
    factors.push(factor('Moon debilitated', FACTOR_POINTS.moonDebilitated, { kind: 'moonDignity', sign: moonSign, dignity: moonSign === 'Capricorn' ? 'detriment' : 'fall' }));
  }
  return {
    startJdUt: w.startJdUt,
    endJdUt: w.endJdUt,
    score: factors.reduce((sum, f) => sum + f.points, 0),
    moonSign,
    moonPhase: phase,
    ruler: w.ruler,
    isVoid,
    factors: factors.map(({ points: _points, ...f }) => f),
  };
}

/**
 * @summary The planetary hours starting in [fromJdUt, toJdUt) at a place, each scored for an activity at its
 * middle from the void-of-course Moon, the Moon's closest applying aspect, the Moon combust, under the beams or
 * balsamic, the phase, retrograde significators, the hour's ruler, a night hour, the Moon sign's modality and the
 * Moon's dignity (FACTOR_POINTS), in time order.
 */
export function electionalScores(
  activity: ElectionalActivity,
  fromJdUt: number,
  toJdUt: number,
  latitude: number,
  longitude: number,
): ScoredWindow[] {
  const voids = moonVoidPeriods(fromJdUt - 3, toJdUt + 1);
  return hourWindows(fromJdUt, toJdUt, latitude, longitude).map((w) => {
    const mid = (w.startJdUt + w.endJdUt) / 2;
    return scoreWindow(w, activity, overlapsVoid(voids, mid, mid + 1e-9));
  });
}
