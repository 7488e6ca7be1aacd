import { ASPECTS, isApplying } from '../aspects/index.js';
import { apparentLongitudeAndSpeed, isAvailable } from '../ephemeris/index.js';
import { requireIntegerInRange, requireNumberInRange, requireOneOf } from '../errors/checks.js';
import { UraniaError, isUraniaError } from '../errors/urania-error.js';
import { requireMaxSpan } from '../events/event-range.js';
import { phaseName } from '../events/moon-phase.js';
import { planetaryHours } from '../events/planetary-hours.js';
import {
  ELECTIONAL_ACTIVITIES, type ElectionalFactor, type ElectionalRequest, type ElectionalResponse, type TimeWindow,
} from '../schemas/index.js';
import { instant, isoString } from '../time/instant.js';
import { timezoneForLocation } from '../time/time-zone.js';
import { normalizeDegrees, signedDelta } from '../units/index.js';
import { SIGN_FACTS, TEN_PLANETS, signOf, type Planet } from '../zodiac/index.js';
import { ACTIVITY_RULES, BENEFICS, FACTOR_POINTS, MALEFICS, MOON_APPLYING_ORB } from './electional-activities.js';
import { addDays, localDateOf, ttOf } from './local-day.js';
import { moonVoidPeriods, overlapsVoid } from './moon-void.js';

/** Longest range searched, days (issue 6: ranges over 366 days are rejected). */
export const ELECTIONAL_MAX_DAYS = 366;
/** Default and bounds of `topN`. */
export const ELECTIONAL_TOP_N = { default: 5, min: 1, max: 20 } as const;

const PTOLEMAIC = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
const WAXING = new Set(['Waxing Crescent', 'First Quarter', 'Waxing Gibbous']);
const WANING = new Set(['Waning Gibbous', 'Last Quarter', 'Waning Crescent']);
const MS_PER_DAY = 86400000;
const jdOfMs = (ms: number): number => ms / MS_PER_DAY + 2440587.5;

interface Window {
  readonly startJdUt: number;
  readonly endJdUt: number;
  readonly ruler: Planet;
}

/** The planetary hours (Chaldean order, sunrise–sunset division; events layer) that start inside the range. */
function hourWindows(fromJdUt: number, toJdUt: number, latitude: number, longitude: number): Window[] {
  const timezone = timezoneForLocation(latitude, longitude);
  const out: Window[] = [];
  const last = localDateOf(toJdUt, timezone);
  for (let date = localDateOf(fromJdUt - 1, timezone); date <= last; date = addDays(date, 1)) {
    let hours;
    try {
      hours = planetaryHours({ date, latitude, longitude, timezone }).hours;
    } catch (e) {
      // The sunrises of the first and last days of 1800–2200 may fall outside the supported range: those
      // days have no planetary hours here (documented in docs/horoscopes.md).
      if (isUraniaError(e) && e.code === 'OUT_OF_RANGE') continue;
      throw e;
    }
    for (const h of hours) {
      const start = jdOfMs(Date.parse(h.start));
      if (start >= fromJdUt && start < toJdUt) out.push({ startJdUt: start, endJdUt: jdOfMs(Date.parse(h.end)), ruler: h.ruler });
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
function scoreWindow(w: Window, activity: ElectionalRequest['activity'], isVoid: boolean): TimeWindow {
  const rules = ACTIVITY_RULES[activity];
  const jdTt = ttOf((w.startJdUt + w.endJdUt) / 2);
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
  if (rules.significators.includes(w.ruler)) {
    factors.push(factor('planetary hour', FACTOR_POINTS.hourOfSignificator, `The hour of ${named(w.ruler)}, a significator of the activity.`));
  } else if (MALEFICS.includes(w.ruler)) {
    factors.push(factor('planetary hour', FACTOR_POINTS.hourOfMalefic, `The hour of ${named(w.ruler)}, a malefic not ruling the activity.`));
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
    date: isoString(w.startJdUt, 'date'),
    startTime: isoString(w.startJdUt, 'second'),
    endTime: isoString(w.endJdUt, 'second'),
    score: factors.reduce((sum, f) => sum + f.points, 0),
    moonSign,
    moonPhase: phase,
    planetaryHour: w.ruler as TimeWindow['planetaryHour'],
    isVoidOfCourse: isVoid,
    factors: factors.map(({ points: _points, ...f }) => f),
  };
}

/**
 * @summary Best and worst times for an activity in a range at a place (spec ElectionalRequest/Response;
 * docs/horoscopes.md "Electional windows"). The range is cut into planetary hours (the traditional electional
 * unit: each hour has a planetary ruler); each hour starting in the range is scored at its middle from the
 * void-of-course Moon, the Moon's closest applying aspect, the phase, retrograde significators, the hour's
 * ruler, the Moon sign's modality and the Moon's dignity (FACTOR_POINTS). Returns the `topN` best (highest
 * score first, earlier first on ties) and worst (lowest first). `startDate` and `endDate` are instants (a date
 * alone is 00:00 UT); the range must be at most 366 days.
 * @example electionalWindows({ activity: 'wedding', startDate: '2024-06-01', endDate: '2024-06-08', latitude: 48.85, longitude: 2.35 }).bestWindows.length // 5
 */
export function electionalWindows(request: ElectionalRequest): ElectionalResponse {
  if (typeof request !== 'object' || request === null) {
    throw new UraniaError('MISSING_ARGUMENT', 'an ElectionalRequest object is required', { field: 'request', received: request });
  }
  const activity = requireOneOf(request.activity, 'activity', ELECTIONAL_ACTIVITIES);
  const latitude = requireNumberInRange(request.latitude, 'latitude', -90, 90);
  const longitude = requireNumberInRange(request.longitude, 'longitude', -180, 180);
  const topN =
    request.topN === undefined
      ? ELECTIONAL_TOP_N.default
      : requireIntegerInRange(request.topN, 'topN', ELECTIONAL_TOP_N.min, ELECTIONAL_TOP_N.max);
  for (const field of ['startDate', 'endDate'] as const) {
    if (request[field] === undefined) {
      throw new UraniaError('MISSING_ARGUMENT', `${field} is required (ISO date or date-time)`, { field, allowed: 'YYYY-MM-DD or ISO date-time' });
    }
  }
  const from = instant(request.startDate, 'startDate');
  const to = instant(request.endDate, 'endDate');
  if (to.jdUt <= from.jdUt) {
    throw new UraniaError('INVALID_ARGUMENT', 'endDate must be after startDate', {
      field: 'endDate',
      received: request.endDate,
      allowed: `an instant after ${request.startDate}`,
    });
  }
  requireMaxSpan(from, to, { from: 'startDate', to: 'endDate' }, request.endDate, ELECTIONAL_MAX_DAYS, 'days');
  const windows = hourWindows(from.jdUt, to.jdUt, latitude, longitude);
  const voids = moonVoidPeriods(from.jdUt - 3, to.jdUt + 1);
  const scored = windows.map((w, index) => {
    const mid = (w.startJdUt + w.endJdUt) / 2;
    return { index, window: scoreWindow(w, activity, overlapsVoid(voids, mid, mid + 1e-9)) };
  });
  const best = [...scored].sort((a, b) => b.window.score - a.window.score || a.index - b.index);
  const worst = [...scored].sort((a, b) => a.window.score - b.window.score || a.index - b.index);
  return {
    activity,
    dateRange: { start: request.startDate, end: request.endDate },
    bestWindows: best.slice(0, topN).map((s) => s.window),
    worstWindows: worst.slice(0, topN).map((s) => s.window),
  };
}
