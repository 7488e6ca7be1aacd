import { apparentContext, type ApparentContext } from '../ephemeris/apparent-context.js';
import type { Sign } from '../schemas/index.js';
import { signedDelta } from '../units/angle.js';
import { signOf } from '../zodiac/signs.js';
import { FIXED_STARS, type FixedStarEntry } from './fixed-star-catalogue.js';
import { starApparentPlace, starState, type StarState } from './star-apparent-place.js';

/** Apparent geocentric position of a fixed star at an instant. */
export interface FixedStarPosition {
  /** Traditional name, as in the catalogue. */
  readonly name: string;
  /** Bayer-style designation (`alTau` = α Tauri). */
  readonly designation: string;
  /** Apparent ecliptic longitude, true ecliptic and equinox of date, degrees [0, 360). */
  readonly longitude: number;
  /** Apparent ecliptic latitude, degrees [−90, 90]. */
  readonly latitude: number;
  /** Rate of change of the longitude, degrees per day (precession ≈ +0.000038, plus aberration's wobble). */
  readonly speed: number;
  /** Apparent right ascension, true equator and equinox of date, degrees [0, 360). */
  readonly rightAscension: number;
  /** Apparent declination, degrees [−90, 90]. */
  readonly declination: number;
  /** Visual magnitude V. */
  readonly magnitude: number;
  /** Zodiac sign of the longitude. */
  readonly sign: Sign;
}

/** Half-width (days) of the symmetric difference that gives the daily motion (error < 1e-9 °/day). */
const SPEED_STEP_DAYS = 0.5;

const STATES = new Map<string, { entry: FixedStarEntry; state: StarState }>(
  FIXED_STARS.map((entry) => [entry.name.toLowerCase(), { entry, state: starState(entry) }]),
);

/** The three contexts (t − h, t, t + h) one instant needs; built once per call and shared by every star. */
interface Contexts {
  readonly now: ApparentContext;
  readonly before: ApparentContext;
  readonly after: ApparentContext;
}

function contextsAt(jdTt: number): Contexts {
  // apparentContext memoises only the last instant, so take each one once, in order.
  const before = apparentContext(jdTt - SPEED_STEP_DAYS);
  const after = apparentContext(jdTt + SPEED_STEP_DAYS);
  const now = apparentContext(jdTt);
  return { now, before, after };
}

function positionOf(entry: FixedStarEntry, state: StarState, ctx: Contexts): FixedStarPosition {
  const p = starApparentPlace(state, ctx.now);
  const lonBefore = starApparentPlace(state, ctx.before).longitude;
  const lonAfter = starApparentPlace(state, ctx.after).longitude;
  return {
    name: entry.name,
    designation: entry.designation,
    longitude: p.longitude,
    latitude: p.latitude,
    speed: signedDelta(lonBefore, lonAfter) / (2 * SPEED_STEP_DAYS),
    rightAscension: p.rightAscension,
    declination: p.declination,
    magnitude: entry.magnitudeV,
    sign: signOf(p.longitude),
  };
}

/** @summary The names of the catalogue's stars, in catalogue order. */
export function fixedStarNames(): string[] {
  return FIXED_STARS.map((s) => s.name);
}

/** @summary Whether a name (trimmed, any case) is a catalogue star's. */
export function isFixedStarName(name: string): boolean {
  return STATES.has(name.trim().toLowerCase());
}

/**
 * @summary Apparent position of one catalogue star (name matched trimmed and case-insensitively) at a TT Julian
 * day, or undefined for a name not in the catalogue.
 * @example fixedStarAt('Regulus', 2460310.5)?.sign // 'Virgo'
 */
export function fixedStarAt(name: string, jdTt: number): FixedStarPosition | undefined {
  const found = STATES.get(name.trim().toLowerCase());
  return found === undefined ? undefined : positionOf(found.entry, found.state, contextsAt(jdTt));
}

/**
 * @summary Apparent positions of all 70 catalogue stars at a TT Julian day, in catalogue order.
 * @example fixedStarPositionsAt(2451545).length // 70
 */
export function fixedStarPositionsAt(jdTt: number): FixedStarPosition[] {
  const ctx = contextsAt(jdTt);
  return [...STATES.values()].map(({ entry, state }) => positionOf(entry, state, ctx));
}
