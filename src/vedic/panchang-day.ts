import { framePlaceOf } from '../ephemeris/frame-place.js';
import { horizonCrossings } from '../events/horizon-crossings.js';
import { findLunations } from '../events/moon-phases.js';
import { horizonModel, riseSetBetween, type Place } from '../events/rise-set.js';
import { findCrossings } from '../events/search.js';
import { sunMoon } from '../events/sun-moon.js';
import { instantFromJulianDay } from '../time/instant.js';
import { dayOfWeek } from '../time/julian-day.js';
import { ttFromUt } from '../time/time-scales.js';
import { normalizeDegrees } from '../units/angle.js';
import { ayanamsaAt, meanAyanamsaAt } from '../zodiac/ayanamsa.js';
import { ghatikaPeriods } from './ghatika-periods.js';
import { muhurtaPeriods, type MuhurtaPeriods, type MuhurtaSpan } from './muhurta-periods.js';
import { NAKSHATRAS } from './nakshatras.js';
import {
  LUNAR_MONTH_NAMES, RITU_NAMES, SAMVATSARA_NAMES, VARA_LORDS, VARA_NAMES, YOGA_NAMES, karanaName, tithiName,
} from './panchang-names.js';
import { SUNRISE_ALTITUDES, type VedicConventions } from './vedic-conventions.js';

/**
 * The Panchang of one Vedic day (sunrise to the next sunrise), numeric (UT Julian Days). Each limb is an angle of
 * the Sun and Moon cut into equal arcs (panchang-names.ts has the sources):
 *   tithi      = ⌊(λ☾ − λ☉) mod 360 / 12°⌋        karana = ⌊(λ☾ − λ☉) mod 360 / 6°⌋
 *   nakshatra  = ⌊λ☾* / 13°20′⌋ (pada: quarters)  yoga   = ⌊(λ☾* + λ☉*) mod 360 / 13°20′⌋
 * (λ* sidereal: tropical minus the ayanamsa of the conventions). The limb in force at sunrise names the day
 * (Muhurta Chintamani I: the udaya tithi); every limb beginning before the next sunrise is listed with its start
 * and end. The instants where the angle reaches a boundary are found by the one search engine
 * (events/search.ts `findCrossings`: a 6-hour scan — each angle moves at most ≈ 16° in it, less than one arc of
 * any limb but the karana's 6°, which the Moon's elongation covers in no less than 9 hours — refined by the Illinois
 * method to 1e-6 day, 0.09 s) on the full-theory Sun and Moon (apparent or geometric, conventions.positions).
 */

/** A limb span: its index (0-based), name, start and end (UT JD). */
export interface LimbSpan {
  readonly index: number;
  readonly name: string;
  readonly startJdUt: number;
  readonly endJdUt: number;
}

/** A nakshatra span, with the pada (1–4) at sunrise or at its start (whichever is later). */
export interface NakshatraSpan extends LimbSpan {
  readonly pada: number;
}

/** A lunar month: its index (0 Chaitra), name and whether it is an adhika (intercalary) month. */
export interface LunarMonth {
  readonly index: number;
  readonly name: string;
  readonly adhika: boolean;
}

/** The numeric Panchang of one Vedic day. */
export interface PanchangDay {
  readonly sunriseJdUt: number;
  readonly sunsetJdUt: number;
  readonly nextSunriseJdUt: number;
  readonly moonriseJdUt: number | null;
  readonly moonsetJdUt: number | null;
  readonly vara: { readonly index: number; readonly name: string; readonly lord: string };
  readonly tithis: LimbSpan[];
  readonly paksha: 'Shukla' | 'Krishna';
  readonly nakshatras: NakshatraSpan[];
  readonly yogas: LimbSpan[];
  readonly karanas: LimbSpan[];
  readonly amantaMonth: LunarMonth;
  readonly purnimantaMonth: LunarMonth;
  /** Shaka year (Shalivahana era) and Vikram Samvat of the lunisolar year, which begins at Chaitra's new moon. */
  readonly shakaYear: number;
  readonly vikramSamvat: number;
  readonly samvatsara: { readonly south: string; readonly north: string };
  readonly ritu: string;
  readonly ayana: 'Uttarayana' | 'Dakshinayana';
  readonly sunSiderealLongitude: number;
  readonly moonSiderealLongitude: number;
  /** The muhurta periods, with the Amrit kalam and Varjyam of the nakshatras in force (ghatika-periods.ts). */
  readonly muhurta: MuhurtaPeriods & { readonly amritKalam: MuhurtaSpan[]; readonly varjyam: MuhurtaSpan[] };
}

/** Scan step of the limb searches, days (see above). */
const LIMB_STEP_DAYS = 0.25;
/** Root tolerance of the limb searches, days (0.09 s). */
const LIMB_TOLERANCE_DAYS = 1e-6;
/** A limb lasts at most ≈ 27 hours (the nakshatra, at the Moon's slowest): the searches reach this far past the day. */
const LIMB_MARGIN_DAYS = 1.25;
const NAKSHATRA_ARC = 360 / 27;
/** The pada is read this far into the span (1 minute). */
const PADA_OFFSET_DAYS = 1 / 1440;

/** Sidereal Sun and Moon (degrees) at a TT Julian Day in the given conventions. */
export interface SiderealSunMoon {
  readonly sun: number;
  readonly moon: number;
}

/**
 * @summary The Sun's and Moon's tropical longitudes (degrees) at a TT Julian Day, apparent (full theories, the
 * almanacs' places) or geometric (no light time, no aberration, no deflection), of the true equinox of date.
 */
export function tropicalSunMoon(jdTt: number, positions: VedicConventions['positions']): SiderealSunMoon {
  if (positions !== 'geometric') {
    const sm = sunMoon(jdTt);
    if (positions === 'apparent') return { sun: sm.sun.longitude, moon: sm.moon.longitude };
    // The apparent Sun moved back once more by its annual aberration, −20.4898″/R (Meeus, Astronomical Algorithms
    // 2nd ed., eq. 25.10): the Sun corrected both for the Earth's motion during the light time and for aberration,
    // which for the Sun are one effect counted twice. Reproduces Drik Panchang's published tithi and yoga ends
    // (docs/vedic.md "Accuracy").
    return { sun: normalizeDegrees(sm.sun.longitude - SUN_ABERRATION_ARCSEC / sm.sun.distanceAu / 3600), moon: sm.moon.longitude };
  }
  const at = instantFromJulianDay(jdTt, 'TT');
  return { sun: framePlaceOf('Sun', at, { geometric: true }).longitude, moon: framePlaceOf('Moon', at, { geometric: true }).longitude };
}

/** The constant of the Sun's annual aberration in longitude at 1 AU, arcseconds (Meeus eq. 25.10). */
const SUN_ABERRATION_ARCSEC = 20.4898;

/** @summary The ayanamsa of the conventions at a TT Julian Day (true: with nutation; mean: without). */
export function conventionAyanamsa(jdTt: number, c: VedicConventions): number {
  return c.ayanamsaKind === 'true' ? ayanamsaAt(c.ayanamsa, jdTt) : meanAyanamsaAt(c.ayanamsa, jdTt);
}

/** @summary The sidereal Sun and Moon of the conventions at a TT Julian Day. */
export function siderealSunMoon(jdTt: number, c: VedicConventions): SiderealSunMoon {
  const t = tropicalSunMoon(jdTt, c.positions);
  const a = conventionAyanamsa(jdTt, c);
  return { sun: normalizeDegrees(t.sun - a), moon: normalizeDegrees(t.moon - a) };
}

/** The four limb angles of a sidereal Sun and Moon, degrees [0, 360). */
export const LIMB_ANGLES = {
  tithi: (s: SiderealSunMoon) => normalizeDegrees(s.moon - s.sun),
  karana: (s: SiderealSunMoon) => normalizeDegrees(s.moon - s.sun),
  nakshatra: (s: SiderealSunMoon) => s.moon,
  yoga: (s: SiderealSunMoon) => normalizeDegrees(s.moon + s.sun),
} as const;

/** The arc of each limb, degrees. */
export const LIMB_ARCS = { tithi: 12, karana: 6, nakshatra: NAKSHATRA_ARC, yoga: NAKSHATRA_ARC } as const;

type Limb = keyof typeof LIMB_ARCS;

/** @summary The spans of a limb that overlap [sunrise, nextSunrise), the one in force at sunrise first. */
function limbSpans(
  limb: Limb, sample: (jdTt: number) => SiderealSunMoon, riseUt: number, nextRiseUt: number, name: (i: number) => string,
): LimbSpan[] {
  const arc = LIMB_ARCS[limb];
  const count = Math.round(360 / arc);
  const angle = (t: number): number => LIMB_ANGLES[limb](sample(t));
  const targets = Array.from({ length: count }, (_, i) => i * arc);
  const riseTt = ttFromUt(riseUt);
  const dt = riseTt - riseUt;
  const crossings = findCrossings(
    { angle, targets, stepDays: LIMB_STEP_DAYS, toleranceDays: LIMB_TOLERANCE_DAYS },
    riseTt - LIMB_MARGIN_DAYS,
    ttFromUt(nextRiseUt) + LIMB_MARGIN_DAYS,
  ).filter((c) => c.direction > 0);
  const boundaries = crossings.map((c) => ({ jdUt: c.jdTt - dt, index: Math.round(c.target / arc) % count }));
  const spans: LimbSpan[] = [];
  for (let i = 0; i + 1 < boundaries.length; i += 1) {
    const start = boundaries[i]!;
    const end = boundaries[i + 1]!;
    if (end.jdUt <= riseUt || start.jdUt >= nextRiseUt) continue;
    spans.push({ index: start.index, name: name(start.index), startJdUt: start.jdUt, endJdUt: end.jdUt });
  }
  return spans;
}

/** @summary Sunrises and sunsets of the Sun's centre at `altitude` degrees, UT, in [from, to]. */
function sunHorizon(place: Place, altitude: number, fromUt: number, toUt: number): { jdUt: number; rise: boolean }[] {
  const model = horizonModel('Sun', place, fromUt);
  const found = horizonCrossings({ f: (t) => model.altitude(t) - altitude, hourAngle: model.hourAngle, toleranceDays: 1e-6 }, fromUt, toUt);
  return found.crossings.map((c) => ({ jdUt: c.jdUt, rise: c.direction > 0 }));
}

/** @summary The lunar month (amanta) of the lunation holding a TT instant, and its bounding new moons. */
function amantaMonthAt(jdTt: number, c: VedicConventions): { month: LunarMonth; startTt: number; endTt: number } {
  const newMoons = findLunations(jdTt - 31, jdTt + 31, [0]).map((l) => l.jdTt);
  const startTt = Math.max(...newMoons.filter((t) => t <= jdTt));
  const endTt = Math.min(...newMoons.filter((t) => t > jdTt));
  const sign = (t: number): number => Math.floor(siderealSunMoon(t, c).sun / 30);
  const s0 = sign(startTt);
  const s1 = sign(endTt);
  // The month holding the Sun's entry into sign s0 + 1 is named after it (Mesha → Chaitra): index (s0 + 1) mod 12;
  // a lunation with no entry (s1 === s0) is adhika and takes the name of the month that follows it.
  const index = (s0 + 1) % 12;
  return { month: { index, name: LUNAR_MONTH_NAMES[index]!, adhika: s1 === s0 }, startTt, endTt };
}

/** The inputs of `panchangDay`: the civil date's local midnight span, the place and the conventions. */
export interface PanchangDayInput {
  /** UT Julian Days of the local day's start and end (the sunrise of the day is sought in it). */
  readonly fromJdUt: number;
  readonly toJdUt: number;
  /** Gregorian year and month (1–12) of the civil date (for the Shaka year). */
  readonly year: number;
  readonly month: number;
  readonly place: Place;
  readonly conventions: VedicConventions;
}

/**
 * @summary The Panchang of the Vedic day that begins at the first sunrise of a local civil day, or null when the Sun
 * does not rise and set that day (polar day or night).
 */
export function panchangDay(input: PanchangDayInput): PanchangDay | null {
  const { place, conventions: c } = input;
  const h0 = SUNRISE_ALTITUDES[c.sunrise];
  const events = sunHorizon(place, h0, input.fromJdUt - 1, input.toJdUt + 1.5);
  const sunrise = events.find((e) => e.rise && e.jdUt >= input.fromJdUt && e.jdUt < input.toJdUt);
  if (sunrise === undefined) return null;
  const sunset = events.find((e) => !e.rise && e.jdUt > sunrise.jdUt);
  const nextSunrise = events.find((e) => e.rise && e.jdUt > sunrise.jdUt);
  const previousSunset = [...events].reverse().find((e) => !e.rise && e.jdUt < sunrise.jdUt);
  if (sunset === undefined || nextSunrise === undefined || previousSunset === undefined || sunset.jdUt > nextSunrise.jdUt) return null;
  const rise = sunrise.jdUt;
  const next = nextSunrise.jdUt;

  const cache = new Map<number, SiderealSunMoon>();
  const sample = (t: number): SiderealSunMoon => {
    let s = cache.get(t);
    if (s === undefined) {
      s = siderealSunMoon(t, c);
      cache.set(t, s);
    }
    return s;
  };
  const tithis = limbSpans('tithi', sample, rise, next, tithiName);
  const karanas = limbSpans('karana', sample, rise, next, karanaName);
  const yogas = limbSpans('yoga', sample, rise, next, (i) => YOGA_NAMES[i]!);
  const nakshatras = limbSpans('nakshatra', sample, rise, next, (i) => NAKSHATRAS[i]!.name).map((n) => {
    // The pada a minute into the span (at its start the Moon sits on the boundary, within the search's tolerance).
    const from = Math.max(n.startJdUt, rise) + PADA_OFFSET_DAYS;
    const within = normalizeDegrees(sample(ttFromUt(from)).moon - n.index * NAKSHATRA_ARC);
    return { ...n, pada: Math.min(4, Math.max(1, Math.floor(within / (NAKSHATRA_ARC / 4)) + 1)) };
  });

  const riseTt = ttFromUt(rise);
  const atRise = sample(riseTt);
  const tithiAtRise = Math.floor(LIMB_ANGLES.tithi(atRise) / 12);
  const paksha = tithiAtRise < 15 ? 'Shukla' : 'Krishna';
  const amanta = amantaMonthAt(riseTt, c);
  // Purnimanta: the month runs full moon to full moon, so the dark half belongs to the NEXT month's name; an adhika
  // month stays the amanta one in both halves (the intercalation is reckoned from new moon to new moon).
  const purnimantaIndex = paksha === 'Krishna' && !amanta.month.adhika ? (amanta.month.index + 1) % 12 : amanta.month.index;
  const purnimanta: LunarMonth = { index: purnimantaIndex, name: LUNAR_MONTH_NAMES[purnimantaIndex]!, adhika: amanta.month.adhika };
  // The lunisolar year begins at the new moon that opens Chaitra: Shaka = year − 78 from then to December,
  // year − 79 in January–March before it.
  const m = amanta.month.index;
  const beforeChaitra = input.month <= 2 || (input.month <= 5 && m >= 9) || (input.month <= 5 && m === 0 && amanta.month.adhika);
  const shakaYear = input.year - (beforeChaitra ? 79 : 78);
  const weekday = dayOfWeek(rise + place.longitude / 360);
  const moonEvents = riseSetBetween('Moon', place, rise, next).filter((e) => e.type === 'rise' || e.type === 'set');
  return {
    sunriseJdUt: rise,
    sunsetJdUt: sunset.jdUt,
    nextSunriseJdUt: next,
    moonriseJdUt: moonEvents.find((e) => e.type === 'rise')?.jdUt ?? null,
    moonsetJdUt: moonEvents.find((e) => e.type === 'set')?.jdUt ?? null,
    vara: { index: weekday, name: VARA_NAMES[weekday]!, lord: VARA_LORDS[weekday]! },
    tithis,
    paksha,
    nakshatras,
    yogas,
    karanas,
    amantaMonth: amanta.month,
    purnimantaMonth: purnimanta,
    shakaYear,
    vikramSamvat: shakaYear + 135,
    // South (luni-solar, from Ugadi): Shaka + 11 mod 60 (Shaka 1946 = Krodhi, 2024–25); north: the Vikram year's
    // name at its start, Vikram Samvat + 9 mod 60 (2081 = Pingala) — the Jovian year's change within the year
    // (mean Jupiter entering a sign) is not modelled.
    // The remainder taken into 0..59 also for Shaka years before the era (down to −3079 in the supported span).
    samvatsara: { south: SAMVATSARA_NAMES[cycleOf60(shakaYear + 11)]!, north: SAMVATSARA_NAMES[cycleOf60(shakaYear + 135 + 9)]! },
    ritu: RITU_NAMES[Math.floor(m / 2)]!,
    // Uttarayana: the Sun from its entry into sidereal Capricorn (Makara sankranti) to its entry into Cancer.
    ayana: atRise.sun >= 270 || atRise.sun < 90 ? 'Uttarayana' : 'Dakshinayana',
    sunSiderealLongitude: atRise.sun,
    moonSiderealLongitude: atRise.moon,
    muhurta: {
      ...muhurtaPeriods({ weekday, sunriseJdUt: rise, sunsetJdUt: sunset.jdUt, nextSunriseJdUt: next, previousSunsetJdUt: previousSunset.jdUt }),
      ...ghatikaPeriods(nakshatras, rise, next),
    },
  };
}

/** A year's place in the 60-year cycle, 0..59, also for negative years (`%` keeps the sign of the dividend). */
function cycleOf60(year: number): number {
  return ((year % 60) + 60) % 60;
}
