import type { ResolvedBirth } from '../charts/builders/resolved-birth.js';
import { ascendant } from '../coords/chart-angles.js';
import { UraniaError } from '../errors/index.js';
import type { BirthData, CivilTimeReading } from '../schemas/index.js';
import {
  civilInstant, decimalYear, deltaTUncertaintySeconds, localSiderealTime, trueObliquity, type CivilInstant, type Instant,
} from '../time/index.js';
import { RAD_PER_DEG, signedDelta } from '../units/angle.js';
import type { Located } from './birth-place.js';
import { warningText } from '../i18n/warning-catalogues.js';
import type { LabelLocale } from '../schemas/label-locale.js';

/** A parsed birth with its civil time resolved: the numeric birth the chart builders take, and what a record echoes. */
export interface BirthMoment {
  /** Instant, place and whether the time is known, for the builders. */
  readonly birth: ResolvedBirth;
  /** The civil date of birth as given (`YYYY-MM-DD`). */
  readonly birthDate: string;
  /** `HH:MM` as given, absent when the birth time is unknown. */
  readonly birthTime?: string;
  /** The civil-time resolution (zone, offset, fold/gap handling, warnings); noon when `birthTime` is absent. */
  readonly civil: CivilInstant;
}

/** civilInstant names its fields after its own input; a birth names them differently. */
const FIELD_NAMES: Readonly<Record<string, string>> = { date: 'birthDate', time: 'birthTime' };

/** The error with its field renamed to the birth's member, under `prefix` (`personA.birthDate`). */
function renamed(error: UraniaError, prefix: string): UraniaError {
  const field = typeof error.details.field === 'string' ? error.details.field : undefined;
  if (field === undefined) return error;
  const target = `${prefix === '' ? '' : `${prefix}.`}${FIELD_NAMES[field] ?? field}`;
  if (target === field) return error;
  const message = error.message.startsWith(field) ? `${target}${error.message.slice(field.length)}` : `${target}: ${error.message}`;
  return new UraniaError(error.code, message, { ...error.details, field: target });
}

/** The Ascendant shift (degrees) above which a birth chart warns that ΔT's uncertainty blurs its angles. */
export const DELTA_T_ASCENDANT_WARNING_DEG = 1;

/**
 * @summary How far (degrees) the Ascendant moves when UT shifts by ΔT's 1σ uncertainty either way (the larger of the
 * two shifts; `deltaTUncertaintySeconds`): the Ascendant's blur from the Earth's unknown rotation at that epoch.
 * @example ascendantDeltaTSpread(instant('2000-01-01'), 51.5, 0) // ≈ 0.001 (σ = 0.1 s)
 */
export function ascendantDeltaTSpread(at: Instant, latitude: number, longitude: number): number {
  const sigmaDays = deltaTUncertaintySeconds(at.jdUt) / 86400;
  const obliquity = trueObliquity(at.jdTt);
  const ascAt = (jdUt: number) => {
    const moment = { jdUt, jdTt: at.jdTt };
    return ascendant(localSiderealTime(moment, longitude), obliquity, latitude);
  };
  const asc = ascAt(at.jdUt);
  return Math.max(Math.abs(signedDelta(asc, ascAt(at.jdUt + sigmaDays))), Math.abs(signedDelta(asc, ascAt(at.jdUt - sigmaDays))));
}

/** The Earth rotation angle's rate, degrees per day of UT1: 360° × 1.00273781191135448 (IERS Conventions 2010, eq. 5.15). */
const ERA_DEG_PER_DAY = 360 * 1.0027378119113546;

/**
 * Below this the bound (`ascendantDeltaTSpreadBound`) alone rules the warning out: 1° less a margin far above the
 * rounding of the full computation (~1e-12°).
 */
const SPREAD_BOUND_CLEAR_DEG = 0.99 * DELTA_T_ASCENDANT_WARNING_DEG;

/**
 * @summary An upper bound (degrees) of `ascendantDeltaTSpread` at a latitude, without the Ascendant: σ(ΔT) turned
 * into sidereal angle, times the Ascendant's fastest rate at that latitude, cos φ / cos(ε + |φ|); Infinity where the
 * ecliptic can lie in the horizon (|φ| ≥ 90° − ε), where the rate has no bound.
 * The rate: with ARMC θ, the Ascendant λ obeys tan λ = −cos θ / (sin ε tan φ + cos ε sin θ) (Meeus, Astronomical
 * Algorithms, 2nd ed. 1998, eq. 14.2; this library's `ascendant` computes the same point). Differentiating,
 * dλ/dθ = N/D with N = b + a s, D = 1 + a² + 2ab s − (1 − b²)s², where a = sin ε tan φ, b = cos ε, s = sin θ; and
 * D − N² = (1 − s²)(1 − b² + a²) ≥ 0, so 0 < dλ/dθ ≤ 1/N ≤ 1/(b − |a|) = cos φ / cos(ε + |φ|) whenever b > |a|
 * (equality at sin θ = −sign a). As UT moves by ±σ, θ moves by ±σ·ERA rate (ΔT's σ moves the Earth rotation
 * angle alone: the rest of the sidereal time follows TT, held fixed), and by the mean value theorem λ by at most
 * that times the bound. tests/time/delta-t-warning.test.ts holds the bound above the full computation.
 * @example ascendantDeltaTSpreadBound(instant('2000-01-01'), 51.5) // ≈ 0.0013 (σ = 0.1 s)
 */
export function ascendantDeltaTSpreadBound(at: Instant, latitude: number): number {
  const phi = Math.abs(latitude) * RAD_PER_DEG;
  const denominator = Math.cos(trueObliquity(at.jdTt) * RAD_PER_DEG + phi);
  if (!(denominator > 0)) return Number.POSITIVE_INFINITY;
  const sigmaDays = deltaTUncertaintySeconds(at.jdUt) / 86400;
  return (sigmaDays * ERA_DEG_PER_DAY * Math.cos(phi)) / denominator;
}

/**
 * The ΔT warning of a timed birth, or undefined when its Ascendant moves by 1° or less (issue 14). Most births (any
 * since about 1600 away from the polar circles) are cleared by the bound, without the three sidereal times and
 * Ascendants of the full computation.
 */
function deltaTWarning(at: Instant, latitude: number, longitude: number, locale: LabelLocale): string | undefined {
  if (ascendantDeltaTSpreadBound(at, latitude) <= SPREAD_BOUND_CLEAR_DEG) return undefined;
  const spread = ascendantDeltaTSpread(at, latitude, longitude);
  if (!(spread > DELTA_T_ASCENDANT_WARNING_DEG)) return undefined;
  const sigma = deltaTUncertaintySeconds(at.jdUt);
  return warningText({
    key: 'deltaTBlur',
    values: { year: Math.round(decimalYear(at.jdUt)), sigma: Math.round(sigma), spread: { fixed: spread, decimals: 1 } },
  }, locale);
}

/**
 * @summary The civil-time boundary step of a parsed birth (`BirthData`, or a natal chart request): its local date
 * and time at the birth place resolved to an Instant (`civilInstant`: the zone from `timezone` or the coordinates,
 * IANA history, local mean time before standard time, DST folds take the first occurrence, gaps move forward).
 * Without `birthTime` the instant is local noon. The date is read in `calendar` (default: Julian before 1582-10-15).
 * With a birth time, a warning is added to `civil.warnings` when ΔT's uncertainty moves the Ascendant by more than
 * 1° (`ascendantDeltaTSpread`; births far from the present). Errors name the birth's member under `prefix`
 * (`birth.birthDate` OUT_OF_RANGE outside the supported span, `personB.timezone` INVALID_ARGUMENT for an unknown zone).
 * The warnings are written in `locale` (issue 31; default en).
 * @example birthMoment({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }).civil.timezone
 * // 'America/New_York'
 */
export function birthMoment(birth: Located<BirthData>, prefix = '', locale: LabelLocale = 'en'): BirthMoment {
  let civil: CivilInstant;
  try {
    civil = civilInstant({
      date: birth.birthDate,
      ...(birth.birthTime === undefined ? {} : { time: birth.birthTime }),
      latitude: birth.latitude,
      longitude: birth.longitude,
      ...(birth.timezone === undefined ? {} : { timezone: birth.timezone }),
      ...(birth.calendar === undefined ? {} : { calendar: birth.calendar }),
      ...(locale === 'en' ? {} : { locale }),
    });
  } catch (error) {
    throw error instanceof UraniaError ? renamed(error, prefix) : error;
  }
  const blur = birth.birthTime === undefined ? undefined : deltaTWarning(civil.instant, birth.latitude, birth.longitude, locale);
  if (blur !== undefined) civil = { ...civil, warnings: [...civil.warnings, blur] };
  return {
    birth: { at: civil.instant, latitude: birth.latitude, longitude: birth.longitude, timeKnown: birth.birthTime !== undefined },
    birthDate: birth.birthDate,
    ...(birth.birthTime === undefined ? {} : { birthTime: birth.birthTime }),
    civil,
  };
}

/**
 * @summary The record's account of a birth's civil time (`civilTime` of a natal chart; issue 24): the offset used,
 * the rule that gave it and its source, the calendar the date was read in and the same date in the Gregorian one.
 * @example civilTimeReading(birthMoment({ birthDate: '1944-06-06', birthTime: '12:00', latitude: 51.5, longitude: -0.12 }).civil).offsetRule
 * // 'wartime double summer time'
 */
export function civilTimeReading(civil: CivilInstant): CivilTimeReading {
  return {
    utcOffsetMinutes: civil.utcOffsetMinutes,
    offsetRule: civil.offsetRule,
    offsetSource: civil.offsetSource,
    calendar: civil.calendar,
    gregorianDate: civil.gregorianDate,
    ...(civil.calendarCountry === undefined ? {} : { calendarCountry: civil.calendarCountry }),
  };
}
