import type { ResolvedBirth } from '../charts/builders/resolved-birth.js';
import { UraniaError } from '../errors/index.js';
import type { BirthData } from '../schemas/index.js';
import { civilInstant, type CivilInstant } from '../time/index.js';

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

/**
 * @summary The civil-time boundary step of a parsed birth (`BirthData`, or a natal chart request): its local date
 * and time at the birth place resolved to an Instant (`civilInstant`: the zone from `timezone` or the coordinates,
 * IANA history, local mean time before standard time, DST folds take the first occurrence, gaps move forward).
 * Without `birthTime` the instant is local noon. Errors name the birth's member under `prefix`
 * (`birth.birthDate` OUT_OF_RANGE outside 1800–2200, `personB.timezone` INVALID_ARGUMENT for an unknown zone).
 * @example birthMoment({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }).civil.timezone
 * // 'America/New_York'
 */
export function birthMoment(birth: BirthData, prefix = ''): BirthMoment {
  let civil: CivilInstant;
  try {
    civil = civilInstant({
      date: birth.birthDate,
      ...(birth.birthTime === undefined ? {} : { time: birth.birthTime }),
      latitude: birth.latitude,
      longitude: birth.longitude,
      ...(birth.timezone === undefined ? {} : { timezone: birth.timezone }),
    });
  } catch (error) {
    throw error instanceof UraniaError ? renamed(error, prefix) : error;
  }
  return {
    birth: { at: civil.instant, latitude: birth.latitude, longitude: birth.longitude, timeKnown: birth.birthTime !== undefined },
    birthDate: birth.birthDate,
    ...(birth.birthTime === undefined ? {} : { birthTime: birth.birthTime }),
    civil,
  };
}
