import { wording } from '../../errors/error-wording.js';
import { ascendantAndMidheaven } from '../../charts/builders/ascendant-and-midheaven.js';
import { eclipticToEquatorial } from '../../coords/ecliptic-equatorial.js';
import { apparentBodyPosition } from '../../ephemeris/body-position.js';
import { UraniaError } from '../../errors/urania-error.js';
import { approximateSun } from '../../coords/approximate-sun.js';
import { instantFromJulianDay, type Instant } from '../../time/instant.js';
import { dayOfWeek } from '../../time/julian-day.js';
import { localSiderealTime } from '../../time/sidereal-time.js';
import { meanObliquity, trueObliquity } from '../../time/obliquity.js';
import { normalizeDegrees } from '../../units/angle.js';
import { SUNRISE_ALTITUDES, type VedicSunriseKind } from '../vedic-conventions.js';
import { KALI_EPOCH_JD, type AyanaRule } from './kala-bala.js';
import type { ShadbalaChart } from './shadbala-of.js';
import { SHADBALA_GRAHAS, type ShadbalaGraha } from './shadbala-tables.js';

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** The Sun's hour angle at a UT instant, degrees (−180, 180], from the low-accuracy Sun (Meeus ch. 25, ~0.01°). */
function sunHourAngleAt(jdUt: number, longitude: number): { hourAngle: number; declination: number } {
  const at = instantFromJulianDay(jdUt, 'UT');
  const eq = eclipticToEquatorial(approximateSun(at.jdTt).longitudeRad * DEG, 0, meanObliquity(at.jdTt));
  const h = normalizeDegrees(localSiderealTime(at, longitude, false) - eq.rightAscension); // mean: nutation (< 1 s) ignored
  return { hourAngle: h > 180 ? h - 360 : h, declination: eq.declination };
}

/**
 * @summary The sunrise (sign −1) or sunset (+1) of the solar day whose upper transit is near `transitGuess` (UT JD):
 * the hour angle H0 where the Sun's altitude is h0, cos H0 = (sin h0 − sin φ sin δ)/(cos φ cos δ) (Meeus ch. 15),
 * reached by three corrections of the time (the Sun's hour angle grows 360° a day); null where the Sun does not cross
 * h0 (polar day or night).
 */
function crossing(transitGuess: number, sign: -1 | 1, latitude: number, longitude: number, h0: number): number | null {
  let jd = transitGuess;
  for (let i = 0; i < 4; i += 1) {
    const s = sunHourAngleAt(jd, longitude);
    const phi = latitude * RAD;
    const cosH0 = (Math.sin(h0 * RAD) - Math.sin(phi) * Math.sin(s.declination * RAD)) / (Math.cos(phi) * Math.cos(s.declination * RAD));
    if (!(cosH0 >= -1 && cosH0 <= 1)) return null;
    const target = sign * Math.acos(cosH0) * DEG;
    const d = normalizeDegrees(target - s.hourAngle + 180) - 180;
    jd += d / 360;
  }
  return jd;
}

/**
 * @summary The Vedic day and its halves around a UT instant at a place: the sunrise that opened the day, whether the
 * Sun was up, and the fraction of the day (sunrise → sunset) or night (sunset → sunrise) elapsed. Sunrise and sunset
 * at the altitude of the conventions' `sunrise` kind, from the low-accuracy Sun (a few seconds of time: the kala
 * bala's thirds and hours need no more). INVALID_ARGUMENT naming `birth.latitude` where the Sun does not rise and
 * set around the birth (polar day or night): the day and night parts need both.
 */
export function vedicDayAround(jdUt: number, latitude: number, longitude: number, sunrise: VedicSunriseKind): { isDay: boolean; fractionElapsed: number; sunriseJdUt: number } {
  const h0 = SUNRISE_ALTITUDES[sunrise];
  const transit = jdUt - normalizeDegrees(sunHourAngleAt(jdUt, longitude).hourAngle) / 360; // the last upper transit
  const events: { jdUt: number; rise: boolean }[] = [];
  for (const k of [-1, 0, 1, 2]) {
    for (const sign of [-1, 1] as const) {
      const t = crossing(transit + k, sign, latitude, longitude, h0);
      if (t !== null) events.push({ jdUt: t, rise: sign < 0 });
    }
  }
  events.sort((a, b) => a.jdUt - b.jdUt);
  const lastRise = [...events].reverse().find((e) => e.rise && e.jdUt <= jdUt);
  const lastSet = [...events].reverse().find((e) => !e.rise && e.jdUt <= jdUt);
  const nextRise = events.find((e) => e.rise && e.jdUt > jdUt);
  const nextSet = events.find((e) => !e.rise && e.jdUt > jdUt);
  if (lastRise === undefined || lastSet === undefined || nextRise === undefined || nextSet === undefined) {
    throw new UraniaError('INVALID_ARGUMENT', `birth.latitude ${latitude} has no sunrise or no sunset around the birth (polar day or night): the kala bala needs both; give a place nearer the equator`, {
      wording: wording('polarDay.shadbala', { field: 'birth.latitude', latitude: String(latitude) }),
      field: 'birth.latitude', received: latitude, allowed: 'a place where the Sun rises and sets that day',
    });
  }
  const isDay = lastRise.jdUt > lastSet.jdUt;
  const fractionElapsed = isDay ? (jdUt - lastRise.jdUt) / (nextSet.jdUt - lastRise.jdUt) : (jdUt - lastSet.jdUt) / (nextRise.jdUt - lastSet.jdUt);
  return { isDay, fractionElapsed, sunriseJdUt: lastRise.jdUt };
}

/**
 * @summary The `ShadbalaChart` of a birth: apparent geocentric places of the seven grahas (the sidereal ones by the
 * given ayanamsa), the sidereal Ascendant and Midheaven, the declinations of the ayana rule (`kranti`: of the
 * ecliptic point, latitude ignored, as the texts compute it from the sayana longitude; `declination`: the true one),
 * the Sun's hour angle, the Vedic day (weekday of its sunrise, local mean time) and the Kali ahargana of that day.
 */
export function shadbalaChart(at: Instant, latitude: number, longitude: number, ayanamsa: number, sunrise: VedicSunriseKind, ayana: AyanaRule): ShadbalaChart {
  const pos = Object.fromEntries(SHADBALA_GRAHAS.map((g) => [g, apparentBodyPosition(g, at)])) as Record<ShadbalaGraha, ReturnType<typeof apparentBodyPosition>>;
  const eps = trueObliquity(at.jdTt);
  const map = (f: (g: ShadbalaGraha) => number) => Object.fromEntries(SHADBALA_GRAHAS.map((g) => [g, f(g)])) as Record<ShadbalaGraha, number>;
  const angles = ascendantAndMidheaven(at, latitude, longitude);
  const day = vedicDayAround(at.jdUt, latitude, longitude, sunrise);
  const localSunrise = day.sunriseJdUt + longitude / 360; // local mean time
  const civilMidnight = Math.floor(localSunrise - 0.5) + 0.5;
  return {
    sidereal: map((g) => normalizeDegrees(pos[g].longitude - ayanamsa)),
    tropical: map((g) => pos[g].longitude),
    declination: map((g) => (ayana === 'declination' ? pos[g].declination : eclipticToEquatorial(pos[g].longitude, 0, eps).declination)),
    latitude: map((g) => pos[g].latitude),
    ascendant: normalizeDegrees(angles.ascendant - ayanamsa),
    midheaven: normalizeDegrees(angles.midheaven - ayanamsa),
    jdTt: at.jdTt,
    moment: {
      sunHourAngle: normalizeDegrees(localSiderealTime(at, longitude) - pos.Sun.rightAscension),
      isDay: day.isDay,
      fractionElapsed: day.fractionElapsed,
      hoursSinceSunrise: (at.jdUt - day.sunriseJdUt) * 24,
      weekday: dayOfWeek(localSunrise),
      ahargana: Math.round(civilMidnight - KALI_EPOCH_JD),
    },
  };
}
