import { aspectMatch } from '../aspects/index.js';
import type { AspectType, OrbProfile } from '../schemas/index.js';
import type { AspectLine } from './draw-aspects.js';
import type { HouseInput } from './draw-houses.js';
import type { WheelPlacement } from './draw-bodies.js';

/**
 * @summary The aspects between the bodies of two charts (every inner body with every outer body), the closest
 * aspect of the allowed types within the orb the profile allows the pair (`aspectMatch`), in the wheel's body
 * order (inner body, then outer body).
 * @example interAspects([sun], [moon], ['trine'], 'modern-western') // [{ body1: 'Sun', body2: 'Moon', type: 'trine', … }]
 */
export function interAspects(
  inner: readonly WheelPlacement[],
  outer: readonly WheelPlacement[],
  types: readonly AspectType[],
  profile: OrbProfile,
): AspectLine[] {
  const out: AspectLine[] = [];
  for (const a of inner) {
    for (const b of outer) {
      const m = aspectMatch(a.longitude, b.longitude, profile, a.body, b.body, types);
      if (m !== null)
        out.push({
          body1: a.body,
          body2: b.body,
          longitude1: a.longitude,
          longitude2: b.longitude,
          type: m.type,
          orb: m.orb,
        });
    }
  }
  return out;
}

/**
 * @summary The aspects of the outer chart's bodies to the inner chart's Ascendant and Midheaven (each angle taken as
 * an ordinary planet for the orb, as `natalChart` lists `angleAspects`): transiting Saturn on the natal MC, the
 * partner's Venus on the Ascendant. None without the inner chart's houses.
 */
export function angleInterAspects(
  houses: HouseInput | undefined,
  outer: readonly WheelPlacement[],
  types: readonly AspectType[],
  profile: OrbProfile,
): AspectLine[] {
  if (houses === undefined) return [];
  const out: AspectLine[] = [];
  for (const [angle, longitude] of [
    ['Ascendant', houses.ascendant],
    ['Midheaven', houses.midheaven],
  ] as const) {
    for (const b of outer) {
      const m = aspectMatch(b.longitude, longitude, profile, b.body, undefined, types);
      if (m !== null)
        out.push({
          body1: angle,
          body2: b.body,
          longitude1: longitude,
          longitude2: b.longitude,
          type: m.type,
          orb: m.orb,
        });
    }
  }
  return out;
}
