import { RAD_PER_DEG } from '../units/index.js';
import { eclipticVector, equatorialVector, rightAscensionOfVector, type Vector3 } from './circle-cusp.js';
import { longitudeOfRightAscension } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Krusinski-Pisa-Goelzer houses: the great circle through the Ascendant and the zenith is divided into twelve
 * 30° arcs starting at the Ascendant (the zenith is the third division point, the nadir the ninth), and each division
 * point is carried to the ecliptic along its hour circle (great circle through the celestial poles): cusp n is the
 * ecliptic point with the right ascension of the division point 30° × (n − 1) from the Ascendant, counted away from
 * the zenith for houses 2, 3 (below the horizon). Cusp 1 = Ascendant, cusp 10 = MC (the zenith's hour circle is the
 * meridian). B. Krusiński (1990s), after A. Pisa and H. Goelzer; described in M. Grabarek, Fast Track Astrologer
 * ("Celestial Geometry", astrology.com.pl). Vectors: the circle's points are A cos t + B sin t with A the Ascendant
 * and B the zenith made orthogonal to A (Gram–Schmidt). Conversion: Meeus (13.3) p. 93. Defined at every latitude
 * (the Ascendant is never the zenith).
 * @example krusinskiPisaGoelzerCusps(frame).cusps[9] // frame.midheaven
 */
export function krusinskiPisaGoelzerCusps(frame: HouseFrame): CuspResult {
  const a = eclipticVector(frame.ascendant, frame.obliquity);
  const z = equatorialVector(frame.armc, frame.latitude);
  const az = a[0] * z[0] + a[1] * z[1] + a[2] * z[2];
  const bRaw: Vector3 = [z[0] - az * a[0], z[1] - az * a[1], z[2] - az * a[2]];
  const bLen = Math.hypot(...bRaw);
  const b: Vector3 = [bRaw[0] / bLen, bRaw[1] / bLen, bRaw[2] / bLen];
  const cusps = Array.from({ length: 12 }, (_, i) => {
    if (i === 0) return frame.ascendant;
    if (i === 9) return frame.midheaven;
    const t = -30 * i * RAD_PER_DEG; // house 2 lies below the horizon: away from the zenith
    const p: Vector3 = [
      a[0] * Math.cos(t) + b[0] * Math.sin(t),
      a[1] * Math.cos(t) + b[1] * Math.sin(t),
      a[2] * Math.cos(t) + b[2] * Math.sin(t),
    ];
    return longitudeOfRightAscension(rightAscensionOfVector(p), frame.obliquity);
  });
  return { ok: true, cusps };
}
