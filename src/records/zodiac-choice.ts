import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import type { ZODIAC_KINDS } from '../schemas/members.js';
import { normalizeDegrees } from '../units/angle.js';
import { ayanamsaAt, ayanamsaLabel, type AyanamsaChoice } from '../zodiac/ayanamsa.js';

/** The zodiac of a record: tropical or sidereal. */
export type ZodiacKind = (typeof ZODIAC_KINDS)[number];

/** The parsed `zodiac` / `ayanamsa` members of a request (`zodiacMembers` or `zodiacQueryMembers`). */
export interface ZodiacRequestMembers {
  readonly zodiac?: ZodiacKind;
  readonly ayanamsa?: AyanamsaChoice;
}

/** The zodiac a request asked for, resolved: `ayanamsa` undefined means tropical. */
export interface ZodiacChoice {
  /** The ayanamsa of a sidereal zodiac; undefined for the tropical zodiac. */
  readonly ayanamsa?: AyanamsaChoice;
  /** True when the request named its zodiac (a tropical record then echoes `zodiac: 'tropical'`). */
  readonly named: boolean;
}

/** The members a record adds to say which zodiac it is in (`zodiacRecordMembers`). */
export interface ZodiacEcho {
  readonly zodiac?: ZodiacKind;
  readonly ayanamsa?: { readonly system: string; readonly value: number };
}

/**
 * @summary Resolve a request's parsed `zodiac` and `ayanamsa` (docs/zodiac.md "Sidereal everywhere"): tropical by
 * default; `zodiac: 'sidereal'` with `ayanamsa` (default Lahiri); an `ayanamsa` alone implies sidereal. Errors:
 * INVALID_ARGUMENT naming `ayanamsa` (prefixed by `prefix`, e.g. `options.`) when `zodiac` is `'tropical'` and an
 * ayanamsa is given too — the two contradict each other.
 * @example zodiacChoice({ ayanamsa: 'FaganBradley' }).ayanamsa // 'FaganBradley'
 */
export function zodiacChoice(members: ZodiacRequestMembers, prefix = ''): ZodiacChoice {
  const { zodiac, ayanamsa } = members;
  if (zodiac === 'tropical' && ayanamsa !== undefined) {
    throw new UraniaError('INVALID_ARGUMENT', `${prefix}ayanamsa is only meaningful with zodiac 'sidereal' (zodiac is 'tropical')`, {
      field: `${prefix}ayanamsa`,
      received: ayanamsa,
      allowed: "absent with zodiac 'tropical'; with zodiac 'sidereal' (or without zodiac) a system name or { epochJdTt, valueDeg }",
      wording: wording('ayanamsaTropical', { field: `${prefix}ayanamsa` }),
    });
  }
  if (zodiac === 'sidereal' || ayanamsa !== undefined) return { ayanamsa: ayanamsa ?? 'Lahiri', named: true };
  return { named: zodiac !== undefined };
}

/**
 * @summary The shift from tropical to the chosen zodiac at a TT Julian day, degrees: 0 for the tropical zodiac, the
 * TRUE ayanamsa (`ayanamsaAt`, nutation included, so that sidereal = apparent tropical − ayanamsa is free of
 * nutation) for a sidereal one.
 * @example zodiacShift({ ayanamsa: 'Lahiri', named: true }, 2451545) // ≈ 23.853
 */
export function zodiacShift(choice: ZodiacChoice, jdTt: number): number {
  return choice.ayanamsa === undefined ? 0 : ayanamsaAt(choice.ayanamsa, jdTt);
}

/**
 * @summary The record members saying which zodiac a record is in: `zodiac` and `ayanamsa` `{ system, value }` (the
 * true ayanamsa at `jdTt`) for a sidereal record, `zodiac: 'tropical'` when the request named it, else nothing
 * (a record without `zodiac` is tropical).
 * @example zodiacEcho({ ayanamsa: 'Lahiri', named: true }, 2451545) // { zodiac: 'sidereal', ayanamsa: { system: 'Lahiri', value: ≈ 23.853 } }
 */
export function zodiacEcho(choice: ZodiacChoice, jdTt: number): ZodiacEcho {
  if (choice.ayanamsa === undefined) return choice.named ? { zodiac: 'tropical' } : {};
  return { zodiac: 'sidereal', ayanamsa: { system: ayanamsaLabel(choice.ayanamsa), value: ayanamsaAt(choice.ayanamsa, jdTt) } };
}

/**
 * @summary Refuse a sidereal zodiac with the J2000 frame: an ayanamsa is measured from the equinox of date, and a
 * J2000 longitude is not — INVALID_ARGUMENT naming `zodiac` (with `prefix`), listing both fields.
 * @example checkZodiacFrame({ ayanamsa: 'Lahiri', named: true }, 'j2000') // throws, field 'zodiac'
 */
export function checkZodiacFrame(choice: ZodiacChoice, frame: 'date' | 'j2000' | undefined, prefix = ''): void {
  if (choice.ayanamsa === undefined || frame !== 'j2000') return;
  throw new UraniaError('INVALID_ARGUMENT', "zodiac 'sidereal' needs the frame of date: the ayanamsa is measured from the equinox of date, not from J2000", {
    field: `${prefix}zodiac`,
    fields: [`${prefix}zodiac`, `${prefix}frame`],
    received: 'sidereal',
    allowed: "zodiac 'tropical' with frame 'j2000', or frame 'date' (the default) with zodiac 'sidereal'",
    wording: wording('siderealFrame', { field: `${prefix}zodiac` }),
  });
}

/**
 * @summary A position record moved into the chosen zodiac: for a sidereal choice its `longitude` minus the true
 * ayanamsa at `jdTt` (in [0, 360)) and the record members `zodiac`, `ayanamsa`; else the record as is (with
 * `zodiac: 'tropical'` when the request named it). Speed, latitude and the equatorial members are unchanged.
 * @example inZodiac({ body: 'Sun', longitude: 280, … }, { ayanamsa: 'Lahiri', named: true }, 2451545).longitude // ≈ 256.15
 */
export function inZodiac<P extends { readonly longitude: number }>(p: P, choice: ZodiacChoice, jdTt: number): P & ZodiacEcho {
  const echo = zodiacEcho(choice, jdTt);
  if (echo.ayanamsa === undefined) return { ...p, ...echo };
  return { ...p, longitude: normalizeDegrees(p.longitude - echo.ayanamsa.value), ...echo };
}
