import { UraniaError } from '../errors/urania-error.js';
import { apparentContext, type ApparentContext } from '../ephemeris/apparent-context.js';
import type { Sign } from '../schemas/index.js';
import { instant, type TimeInput } from '../time/instant.js';
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

/**
 * @summary Apparent position of one fixed star (name matched case-insensitively) at an instant.
 * @throws UraniaError NOT_FOUND when the name is not in the catalogue (the message lists the names).
 * @example fixedStar('Regulus', '2024-01-01T00:00:00Z').sign // 'Virgo' (Regulus entered Virgo in 2011)
 */
export function fixedStar(name: string, at: TimeInput): FixedStarPosition {
  const found = typeof name === 'string' ? STATES.get(name.trim().toLowerCase()) : undefined;
  if (found === undefined) {
    throw new UraniaError('NOT_FOUND', `name must be one of the ${FIXED_STARS.length} catalogue stars: ${fixedStarNames().join(', ')}`, {
      field: 'name',
      received: name,
      allowed: `one of: ${fixedStarNames().join(', ')}`,
    });
  }
  const t = instant(at);
  return positionOf(found.entry, found.state, contextsAt(t.jdTt));
}

/**
 * @summary Apparent positions of all 70 catalogue stars at an instant, in catalogue order.
 * @example fixedStarPositions('2000-01-01T12:00:00Z').length // 70
 */
export function fixedStarPositions(at: TimeInput): FixedStarPosition[] {
  const t = instant(at);
  const ctx = contextsAt(t.jdTt);
  return [...STATES.values()].map(({ entry, state }) => positionOf(entry, state, ctx));
}
