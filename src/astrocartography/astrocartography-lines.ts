import { eclipticToEquatorial } from '../coords/ecliptic-equatorial.js';
import { apparentBodyPosition } from '../ephemeris/index.js';
import type { Body } from '../schemas/enums.js';
import type { Instant } from '../time/index.js';
import { greenwichApparentSiderealTime, trueObliquity } from '../time/index.js';
import { ARCMIN } from '../units/angle.js';
import { MAP_ANGLES, angleLine, roundCoordinate, type GeoPoint, type MapAngle } from './angle-lines.js';
import { localSpaceLine, type LocalSpaceLine } from './local-space-line.js';
import { paranLatitudes, type BodyEquator, type ParanCrossing } from './paran-latitudes.js';

/** `mundane`: the body's true right ascension and declination (in mundo); `zodiacal`: its ecliptic degree (β = 0). */
export type AstrocartographyMode = 'mundane' | 'zodiacal';
/** `geometric`: the horizon at altitude 0; `apparent`: at −34′, the standard refraction at the horizon. */
export type HorizonChoice = 'geometric' | 'apparent';

/**
 * @summary The altitude of the horizon the AS and DS lines use: 0 for the geometric horizon (the chart's own
 * Ascendant is on it), −34′ for the apparent one (the mean refraction at the horizon, Meeus ch. 15 p. 101: a body's
 * centre is seen rising when it is 34′ below the geometric horizon; no semi-diameter).
 */
export function horizonAltitude(horizon: HorizonChoice): number {
  return horizon === 'apparent' ? -34 * ARCMIN : 0;
}

/**
 * @summary The right ascension and declination a body's lines are drawn for: in `mundane` mode its apparent
 * geocentric ones (true equator and equinox of date), in `zodiacal` mode those of its ecliptic longitude with
 * latitude 0 (Meeus (13.3), (13.4) p. 93, true obliquity).
 */
export function bodyEquator(body: Body, at: Instant, mode: AstrocartographyMode): BodyEquator {
  const p = apparentBodyPosition(body, at);
  if (mode === 'mundane') return { body, rightAscension: p.rightAscension, declination: p.declination };
  const eq = eclipticToEquatorial(p.longitude, 0, trueObliquity(at.jdTt));
  return { body, rightAscension: eq.rightAscension, declination: eq.declination };
}

/** One angle line of a body. */
export interface BodyLine {
  readonly body: Body;
  readonly angle: MapAngle;
  readonly points: GeoPoint[];
}

/** What {@link astrocartographyLines} computes. */
export interface AstrocartographyLines {
  readonly greenwichSiderealTime: number;
  readonly equators: BodyEquator[];
  readonly lines: BodyLine[];
  readonly parans: ParanCrossing[];
  readonly localSpace: (LocalSpaceLine & { readonly body: Body })[];
}

/**
 * @summary Every line of a relocation map at one instant: the AS, DS, MC and IC lines of each body (`angleLine`,
 * latitude `step`), the paran crossings of every pair (`paranLatitudes`) and the local space line of each body from
 * the birth place (`localSpaceLine`; its azimuth is the body's true one whatever the mode).
 */
export function astrocartographyLines(
  at: Instant, bodies: readonly Body[], mode: AstrocartographyMode, horizon: HorizonChoice, step: number,
  birth: { readonly latitude: number; readonly longitude: number },
): AstrocartographyLines {
  const gast = greenwichApparentSiderealTime(at);
  const h0 = horizonAltitude(horizon);
  const equators = bodies.map((b) => bodyEquator(b, at, mode));
  const lines: BodyLine[] = [];
  for (const [i, body] of bodies.entries()) {
    const e = equators[i]!;
    for (const angle of MAP_ANGLES) {
      const points = angleLine(angle, e.rightAscension, e.declination, gast, h0, step);
      if (points.length > 0) lines.push({ body, angle, points });
    }
  }
  const parans: ParanCrossing[] = [];
  for (let i = 0; i < equators.length; i++) {
    for (let j = i + 1; j < equators.length; j++) parans.push(...paranLatitudes(equators[i]!, equators[j]!, gast, h0));
  }
  const lst = gast + birth.longitude;
  const localSpace = bodies.map((body, i) => {
    const e = mode === 'mundane' ? equators[i]! : bodyEquator(body, at, 'mundane');
    return { body, ...localSpaceLine(e.rightAscension, e.declination, birth.latitude, birth.longitude, lst) };
  });
  return {
    greenwichSiderealTime: roundCoordinate(gast),
    equators: equators.map((e) => ({ ...e, rightAscension: roundCoordinate(e.rightAscension), declination: roundCoordinate(e.declination) })),
    lines,
    parans,
    localSpace,
  };
}
