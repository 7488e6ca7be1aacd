import { ASPECTS, isApplying } from '../aspects/index.js';
import { apparentLongitudeAndSpeed, isAvailable } from '../ephemeris/index.js';
import { isUraniaError } from '../errors/urania-error.js';
import { phaseName } from '../events/moon-phase.js';
import { planetaryHoursOf } from '../events/planetary-hours.js';
import type { ElectionalActivity, ElectionalFactor, MoonPhase, Sign } from '../schemas/index.js';
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
  readonly factors: readonly ElectionalFactor[];
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

const named = (p: Planet): string => (p === 'Sun' || p === 'Moon' ? `the ${p}` : p);

const factor = (name: string, points: number, description: string): ElectionalFactor & { points: number } => ({
  factor: name,
  impact: points > 0 ? 'positive' : points < 0 ? 'negative' : 'neutral',
  description,
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
  const factors: (ElectionalFactor & { points: number })[] = [];
  if (isVoid) {
    factors.push(
      rules.voidAllowed
        ? factor('void of course', 0, 'The Moon is void of course: fine for retreat and contemplation.')
        : factor('void of course', FACTOR_POINTS.voidOfCourse, 'The Moon is void of course: matters begun now tend to come to nothing.'),
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
    const what = `The Moon applies to ${best.planet} by ${best.type} (${best.orb.toFixed(1)}° orb)`;
    if (BENEFICS.includes(best.planet) && !(best.type === 'square' || best.type === 'opposition')) {
      factors.push(factor('Moon applying to a benefic', FACTOR_POINTS.moonApplyingBenefic, `${what}: support and ease.`));
    } else if (MALEFICS.includes(best.planet) && hard) {
      factors.push(factor('Moon applying to a malefic', FACTOR_POINTS.moonApplyingMaleficHard, `${what}: obstacles and friction.`));
    } else if (hard) {
      factors.push(factor('Moon applying by a hard aspect', FACTOR_POINTS.moonApplyingHard, `${what}: tension to work through.`));
    } else {
      factors.push(factor('Moon applying by a soft aspect', FACTOR_POINTS.moonApplyingHarmonious, `${what}: a smooth flow.`));
    }
  }
  // The Moon and the Sun's light: combust, under the beams (either side of the conjunction), balsamic.
  const elongation = normalizeDegrees(moon.longitude - sun.longitude);
  const fromSun = Math.min(elongation, 360 - elongation);
  if (fromSun <= MOON_COMBUST_DEG) {
    factors.push(factor('Moon combust', FACTOR_POINTS.moonCombust, `The Moon is combust, ${fromSun.toFixed(1)}° from the Sun: burnt up and unseen, it cannot carry the matter.`));
  } else if (fromSun <= MOON_UNDER_BEAMS_DEG) {
    factors.push(factor('Moon under the beams', FACTOR_POINTS.moonUnderBeams, `The Moon is under the Sun's beams, ${fromSun.toFixed(1)}° from the Sun: weak and hidden.`));
  } else if (elongation >= BALSAMIC_FROM_DEG) {
    factors.push(
      rules.moon === 'waxing'
        ? factor('balsamic Moon', FACTOR_POINTS.balsamicMoon, 'A balsamic Moon, waning towards the Sun: a time to end things, not to begin them.')
        : factor('balsamic Moon', 0, 'A balsamic Moon, waning towards the Sun: fine for ending and letting go.'),
    );
  }
  if (phase === 'New Moon') {
    factors.push(factor('dark Moon', FACTOR_POINTS.darkMoon, 'The Moon is new and hidden in the Sun’s light: wait for the crescent.'));
  } else if (rules.moon !== 'any') {
    const suits = rules.moon === 'waxing' ? WAXING.has(phase) : WANING.has(phase);
    const against = rules.moon === 'waxing' ? WANING.has(phase) : WAXING.has(phase);
    if (suits) factors.push(factor('lunar phase', FACTOR_POINTS.phaseSuits, `A ${phase} Moon suits this activity (${rules.moon} Moon preferred).`));
    else if (against) factors.push(factor('lunar phase', FACTOR_POINTS.phaseAgainst, `A ${phase} Moon works against it (${rules.moon} Moon preferred).`));
  }
  for (const s of rules.significators) {
    if (s === 'Sun' || s === 'Moon' || !isAvailable(s)) continue;
    if (apparentLongitudeAndSpeed(s, jdTt).speed < 0) {
      factors.push(factor(`${s} retrograde`, FACTOR_POINTS.retrogradeSignificator, `${s}, a significator of the activity, is retrograde: expect delays and revisions.`));
    }
  }
  if (rules.hourRulers.includes(w.ruler)) {
    factors.push(factor('planetary hour', FACTOR_POINTS.hourOfSignificator, `The hour of ${named(w.ruler)}, a significator of the activity.`));
  } else if (MALEFICS.includes(w.ruler)) {
    factors.push(factor('planetary hour', FACTOR_POINTS.hourOfMalefic, `The hour of ${named(w.ruler)}, a malefic not ruling the activity.`));
  }
  if (rules.daylight && !w.isDaytime) {
    factors.push(factor('night hour', FACTOR_POINTS.nightHour, 'A night hour: a public act wants the Sun above the horizon.'));
  }
  if (rules.moonModality !== null && SIGN_FACTS[moonSign].modality === rules.moonModality) {
    factors.push(factor('Moon sign', FACTOR_POINTS.moonModality, `The Moon in ${moonSign}, a ${rules.moonModality.toLowerCase()} sign, suits the activity.`));
  }
  if (moonSign === 'Cancer' || moonSign === 'Taurus') {
    factors.push(factor('Moon dignified', FACTOR_POINTS.moonDignified, `The Moon is strong in ${moonSign} (${moonSign === 'Cancer' ? 'domicile' : 'exaltation'}).`));
  } else if (moonSign === 'Capricorn' || moonSign === 'Scorpio') {
    factors.push(factor('Moon debilitated', FACTOR_POINTS.moonDebilitated, `The Moon is weak in ${moonSign} (${moonSign === 'Capricorn' ? 'detriment' : 'fall'}).`));
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
