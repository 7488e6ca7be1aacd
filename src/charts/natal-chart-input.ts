import { UraniaError, requireNumberInRange, requireOneOf } from '../errors/index.js';
import {
  HOUSE_SYSTEMS, ORB_PROFILES, type HouseSystem, type NatalChartRequest, type OrbProfile,
} from '../schemas/index.js';
import { civilInstant, type CivilInstant } from '../time/index.js';
import { parseCivilDate } from '../time/wall-clock.js';

/** A validated natal chart request with its civil time resolved to an Instant. */
export interface NatalChartInput {
  readonly birthDate: string;
  /** `HH:MM`, absent when the birth time is unknown. */
  readonly birthTime?: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly houseSystem: HouseSystem;
  readonly orbProfile: OrbProfile;
  /** The civil-time resolution (zone, offset, fold/gap handling, warnings); noon when `birthTime` is absent. */
  readonly civil: CivilInstant;
}

/** The members of `NatalChartRequest` (the schema rejects any other). */
const REQUEST_MEMBERS = [
  'birthDate', 'birthTime', 'latitude', 'longitude', 'houseSystem', 'orbProfile', 'timezone',
] as const;

/** `HH:MM` on the 24-hour clock, 00:00..23:59 (the schema's `CLOCK_TIME_PATTERN`). */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** civilInstant names its fields after its own input; the natal request names them differently. */
const FIELD_NAMES: Readonly<Record<string, string>> = { date: 'birthDate', time: 'birthTime' };

function renamed(error: UraniaError): UraniaError {
  const field = typeof error.details.field === 'string' ? error.details.field : undefined;
  const target = field === undefined ? undefined : FIELD_NAMES[field];
  if (target === undefined || field === undefined) return error;
  const message = error.message.startsWith(field) ? `${target}${error.message.slice(field.length)}` : error.message;
  return new UraniaError(error.code, message, { ...error.details, field: target });
}

/**
 * @summary Validate a natal chart request and resolve its local birth time to an Instant.
 *
 * Every failure is a `UraniaError` naming the request member (`birthDate`, `birthTime`, `latitude`,
 * `longitude`, `houseSystem`, `orbProfile`, `timezone`) and what it allows. Without `birthTime` the instant
 * is local noon of the birth date (civilInstant's rule), with a warning.
 * @example natalChartInput({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7, longitude: -74 }).civil.timezone
 * // 'America/New_York'
 */
export function natalChartInput(request: NatalChartRequest): NatalChartInput {
  if (request === null || typeof request !== 'object' || Array.isArray(request)) {
    throw new UraniaError('INVALID_ARGUMENT', 'the natal chart request must be an object { birthDate, latitude, longitude, … }', {
      field: 'request',
      received: request,
      allowed: `an object with members ${REQUEST_MEMBERS.join(', ')}`,
    });
  }
  for (const key of Object.keys(request)) {
    if (!(REQUEST_MEMBERS as readonly string[]).includes(key)) {
      throw new UraniaError('INVALID_ARGUMENT', `${key} is not a member of a natal chart request`, {
        field: key,
        received: (request as Record<string, unknown>)[key],
        allowed: `members: ${REQUEST_MEMBERS.join(', ')}`,
      });
    }
  }
  for (const field of ['birthDate', 'latitude', 'longitude'] as const) {
    if (request[field] === undefined) {
      throw new UraniaError('MISSING_ARGUMENT', `${field} is required`, {
        field,
        allowed: field === 'birthDate' ? 'YYYY-MM-DD' : field === 'latitude' ? '-90..90' : '-180..180',
      });
    }
  }
  const date = parseCivilDate(request.birthDate, 'birthDate');
  const birthDate = `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  const latitude = requireNumberInRange(request.latitude, 'latitude', -90, 90);
  const longitude = requireNumberInRange(request.longitude, 'longitude', -180, 180);
  const { birthTime } = request;
  if (birthTime !== undefined && (typeof birthTime !== 'string' || !CLOCK_TIME.test(birthTime))) {
    throw new UraniaError('INVALID_ARGUMENT', 'birthTime must be HH:MM on the 24-hour clock, 00:00 to 23:59', {
      field: 'birthTime',
      received: birthTime,
      allowed: '00:00..23:59 (HH:MM)',
    });
  }
  const houseSystem = request.houseSystem === undefined ? 'Placidus' : requireOneOf(request.houseSystem, 'houseSystem', HOUSE_SYSTEMS);
  const orbProfile = request.orbProfile === undefined ? 'modern-western' : requireOneOf(request.orbProfile, 'orbProfile', ORB_PROFILES);
  let civil: CivilInstant;
  try {
    civil = civilInstant({
      date: birthDate,
      ...(birthTime === undefined ? {} : { time: birthTime }),
      latitude,
      longitude,
      ...(request.timezone === undefined ? {} : { timezone: request.timezone }),
    });
  } catch (error) {
    throw error instanceof UraniaError ? renamed(error) : error;
  }
  return {
    birthDate,
    ...(birthTime === undefined ? {} : { birthTime }),
    latitude,
    longitude,
    houseSystem,
    orbProfile,
    civil,
  };
}
