import { requireOneOf } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';
import type { PlanetaryPosition } from '../schemas/index.js';
import { BODIES, type Body } from '../schemas/enums.js';
import { instant, type TimeInput } from '../time/instant.js';
import { zodiacPosition } from '../zodiac/zodiac-position.js';
import { apparentPlaceOf } from './apparent-body.js';
import { availableBodies } from './bodies.js';
import { observerOf, type PositionOptions } from './body-position.js';

/** Options of `planetaryPositions`. */
export interface PlanetaryPositionsOptions extends PositionOptions {
  /** Which bodies, in this order. Default: every available body (Vertex/AntiVertex only with an observer). */
  readonly bodies?: readonly Body[];
}

/** @summary Validate a list of bodies (INVALID_ARGUMENT naming `bodies[i]` and the allowed values). */
export function requireBodies(bodies: unknown, field = 'bodies'): Body[] {
  if (!Array.isArray(bodies)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be an array of bodies`, {
      field,
      received: bodies,
      allowed: `array of: ${BODIES.join(', ')}`,
    });
  }
  return bodies.map((b, i) => requireOneOf(b, `${field}[${i}]`, BODIES));
}

/**
 * @summary The spec's `PlanetaryPosition[]` (body + ZodiacPosition) at an instant, all bodies sharing one
 * apparent-place context (one Earth, one nutation, one precession matrix).
 * @example planetaryPositions('2000-01-01T12:00:00Z', { bodies: ['Sun'] })[0].position.sign // 'Capricorn'
 */
export function planetaryPositions(at: TimeInput, options: PlanetaryPositionsOptions = {}): PlanetaryPosition[] {
  const when = instant(at);
  const observer = observerOf(options);
  const bodies =
    options.bodies !== undefined
      ? requireBodies(options.bodies)
      : availableBodies().filter((b) => observer !== undefined || (b !== 'Vertex' && b !== 'AntiVertex'));
  return bodies.map((body) => {
    const p = apparentPlaceOf(body, when, observer);
    return { body, position: zodiacPosition(p.longitude, p.speed < 0) };
  });
}
