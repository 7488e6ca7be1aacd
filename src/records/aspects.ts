import { wording } from '../errors/error-wording.js';
import { aspectsAmong, type AspectInput } from '../aspects/aspects.js';
import { requireOneOf } from './request-checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { availableBodies } from '../ephemeris/bodies.js';
import { apparentBodyPosition } from '../ephemeris/body-position.js';
import { AspectsRequest, type AspectsResponse } from '../schemas/aspects.js';
import { BODIES, ORB_PROFILES, type Aspect, type AspectType, type OrbProfile } from '../schemas/index.js';
import { instant } from '../time/instant.js';
import { aspectTypes } from './aspect-types.js';
import { parse } from './parse.js';
import { hasDataAt } from '../ephemeris/body-data-span.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The aspects record of `GET /aspects` and `/aspects/today`: every aspect in orb among the bodies this
 * build computes (observer points left out) at an instant, under a named orb profile (default modern-western),
 * with applying/separating from the bodies' speeds.
 * @example aspectsAt({ at: '2024-03-20T12:00:00Z', orbProfile: 'traditional' }).aspects[0].body1 // 'Sun'
 */
export function aspectsAt(request: AspectsRequest): AspectsResponse {
  const r = parse(AspectsRequest, request);
  const when = instant(r.at);
  const bodies = availableBodies().filter((b) => b !== 'Vertex' && b !== 'AntiVertex' && hasDataAt(b, when.jdTt));
  const orbProfile = r.orbProfile ?? 'modern-western';
  const positions = bodies.map((b) => apparentBodyPosition(b, when));
  return { at: r.at, orbProfile, aspects: aspectsAmong(positions, orbProfile) };
}

/** Options of {@link aspects}. */
export interface AspectsOptions {
  /** Orb profile (default `'modern-western'`). */
  readonly orbProfile?: OrbProfile;
  /** Only these aspect types (default: every aspect of the profile). */
  readonly types?: readonly AspectType[];
}

/** The boundary check of `aspects`' positions: an array of { body, longitude, speed? }, each body once, finite numbers. */
function checkedPositions(positions: unknown): AspectInput[] {
  if (!Array.isArray(positions)) {
    throw new UraniaError('INVALID_ARGUMENT', 'positions must be an array of { body, longitude, speed }', {
      wording: wording('shape.arrayOf', { field: 'positions', shape: '{ body, longitude, speed }' }),
      field: 'positions', received: positions, allowed: 'array of { body, longitude, speed? }',
    });
  }
  const seen = new Set<string>();
  positions.forEach((p: unknown, i) => {
    const item = p as Partial<AspectInput> | null;
    if (item === null || typeof item !== 'object') {
      throw new UraniaError('INVALID_ARGUMENT', `positions[${i}] must be an object { body, longitude, speed }`, {
        wording: wording('shape.object', { field: `positions[${i}]`, shape: '{ body, longitude, speed }' }),
        field: `positions[${i}]`, received: p,
      });
    }
    requireOneOf(item.body, `positions[${i}].body`, BODIES);
    if (seen.has(item.body!)) {
      throw new UraniaError('INVALID_ARGUMENT', `positions[${i}].body ${item.body} appears twice; each body once`, {
        wording: wording('appearsTwice', { field: `positions[${i}].body`, body: String(item.body) }),
        field: `positions[${i}].body`, received: item.body, allowed: 'each body at most once',
      });
    }
    seen.add(item.body!);
    for (const key of ['longitude', 'speed'] as const) {
      const v = item[key];
      if (key === 'speed' && v === undefined) continue;
      if (typeof v !== 'number' || !Number.isFinite(v)) {
        throw new UraniaError('INVALID_ARGUMENT', `positions[${i}].${key} must be a finite number`, {
          wording: wording('finiteNumber', { field: `positions[${i}].${key}` }),
          field: `positions[${i}].${key}`, received: v, allowed: 'finite number',
        });
      }
    }
  });
  return positions as AspectInput[];
}

/**
 * @summary The aspects among a set of bodies, each pair once, under an orb profile.
 *
 * For each pair (in the order of the spec's `Body` enumeration: `body1` comes before `body2`, pairs sorted by
 * body1 then body2) the closest aspect within the profile's orb is reported (see `aspectBetween`), with
 * `orb` in degrees from exact and `isApplying` from the two speeds (see `isApplying`). Pairs that are
 * always in aspect by definition are left out (`ALWAYS_LINKED_PAIRS`). Errors: INVALID_ARGUMENT naming
 * `positions[i].body` (unknown or repeated), `positions[i].longitude`/`.speed` (not finite), `orbProfile`,
 * `types[i]`. The numeric core, for callers with valid input, is `aspectsAmong` (src/aspects/aspects.ts).
 * @example
 * aspects([{ body: 'Sun', longitude: 10, speed: 1 }, { body: 'Mars', longitude: 98, speed: 0.5 }])
 * // [{ body1: 'Sun', body2: 'Mars', type: 'square', orb: 2, isApplying: false }]
 */
export function aspects(positions: readonly AspectInput[], options: AspectsOptions = {}): Aspect[] {
  refuseExtraArguments(arguments.length, 2, 'aspects(positions, options?)', "aspects([{ body: 'Sun', longitude: 10, speed: 1 }, { body: 'Mars', longitude: 98, speed: 0.5 }])");
  const list = checkedPositions(positions);
  const profile = requireOneOf(options.orbProfile ?? 'modern-western', 'orbProfile', ORB_PROFILES);
  return aspectsAmong(list, profile, aspectTypes(options.types));
}
