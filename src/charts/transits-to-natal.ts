import { aspectBetween, isApplying } from '../aspects/index.js';
import { requireOneOf } from '../errors/index.js';
import {
  BODIES, ORB_PROFILES, type BirthData, type Body, type OrbProfile, type TransitAspect,
} from '../schemas/index.js';
import { instant, type TimeInput } from '../time/index.js';
import { birthDataInput } from './birth-data-input.js';
import { requireRequestMembers } from './request-members.js';
import { placeBodies, techniqueBodies } from './technique-bodies.js';

/** Request of {@link transitsToNatal}. */
export interface TransitsToNatalRequest {
  /** The birth data (spec `BirthData`). */
  readonly birth: BirthData;
  /** The instant of the transits: ISO date or date-time with a zone, Date, or Instant. */
  readonly at: TimeInput;
  /** Orb profile; default `tight` (transits are read within a few degrees). */
  readonly orbProfile?: OrbProfile;
}

/** Library options (not part of the request). */
export interface TransitsToNatalOptions {
  /** The natal bodies; default `TECHNIQUE_BODIES`. */
  readonly natalBodies?: readonly Body[];
  /** The transiting bodies; default `TECHNIQUE_BODIES`. */
  readonly transitBodies?: readonly Body[];
}

const MEMBERS = ['birth', 'at', 'orbProfile'] as const;
const RANK = new Map<Body, number>(BODIES.map((b, i) => [b, i]));

/**
 * @summary Aspects of the transiting bodies at `at` to the natal bodies (spec `TransitAspect`).
 *
 * Every pair (transiting body, natal body) — the same body included (a Saturn return is transiting Saturn
 * conjunct natal Saturn) — gets the closest aspect within the orb the profile allows the two bodies
 * (`aspectBetween`; default profile `tight`: 3° for the major aspects, 2° for the sextile, 1° for the minor ones).
 * `isApplying`: the natal point is fixed, so the aspect applies when the transiting body's own motion (retrograde
 * included) shrinks the orb (`isApplying` with natal speed 0). Sorted by transiting body then natal body, in the
 * spec's `Body` order. Transiting positions are apparent, geocentric, true ecliptic and equinox of date; natal ones
 * those of the natal chart.
 *
 * Errors: `UraniaError` naming the member (`birth.birthDate`, …, `at`, `orbProfile`).
 * @example
 * transitsToNatal({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-07-15T12:00:00Z' })
 * // [{ transitBody: 'Sun', natalBody: 'Sun', aspect: 'conjunction', orb: 0.…, isApplying: …, … }, …]
 */
export function transitsToNatal(request: TransitsToNatalRequest, options: TransitsToNatalOptions = {}): TransitAspect[] {
  const record = requireRequestMembers(request, MEMBERS, ['birth', 'at'], '', 'a transits request');
  const birth = birthDataInput(record.birth, 'birth');
  const at = instant(record.at as TimeInput, 'at');
  const profile = record.orbProfile === undefined ? 'tight' : requireOneOf(record.orbProfile, 'orbProfile', ORB_PROFILES);
  const observer = { latitude: birth.latitude, longitude: birth.longitude };
  const natal = placeBodies(techniqueBodies(options.natalBodies, 'natalBodies'), birth.civil.instant, birth.birthTime === undefined ? undefined : observer)
    .sort((a, b) => RANK.get(a.body)! - RANK.get(b.body)!);
  const transits = placeBodies(techniqueBodies(options.transitBodies, 'transitBodies'), at, observer)
    .sort((a, b) => RANK.get(a.body)! - RANK.get(b.body)!);
  const out: TransitAspect[] = [];
  for (const t of transits) {
    for (const n of natal) {
      const match = aspectBetween(t.longitude, n.longitude, profile, t.body, n.body);
      if (match === null) continue;
      out.push({
        transitBody: t.body,
        natalBody: n.body,
        aspect: match.type,
        orb: match.orb,
        isApplying: isApplying(t.longitude, t.speed, n.longitude, 0, match.angle),
        transitLongitude: t.longitude,
        natalLongitude: n.longitude,
      });
    }
  }
  return out;
}
