import { refuseExtraArguments } from '../errors/extra-arguments.js';
import {
  BirthTimeSensitivityRequest, type BirthTimeSensitivity, type SensitivityChange, type SensitivityStay,
} from '../schemas/index.js';
import { calendarFromJulianDay, epochMsFromJd, isoDateText, jdFromEpochMs, isoString, type DateCalendar } from '../time/index.js';
import { isZoneOnLocalMeanTime } from '../time/civil-time.js';
import { zoneOffsetMs } from '../time/time-zone.js';
import { birthMoment, civilTimeReading } from './birth-moment.js';
import type { AtPlace } from './birth-place.js';
import { BirthTimeFacts, factKey, type Fact } from './birth-time-facts.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { warningText } from '../i18n/warning-catalogues.js';

/** The bracketing step: the facts are read every 30 s of birth time, then each change is bisected. */
export const SENSITIVITY_STEP_SECONDS = 30;
/** Bisection stops when the change is bracketed within this many seconds (the instant reported is within it). */
export const SENSITIVITY_PRECISION_SECONDS = 0.5;

const SECONDS_PER_DAY = 86_400;
const MINUTES_PER_DAY = 1440;

/** The birth given to `birthTimeSensitivity`: coordinates, or an atlas `place` (docs/places.md). */
type BirthOrPlace = BirthTimeSensitivityRequest['birth'] | AtPlace<BirthTimeSensitivityRequest['birth']>;

/** One change found: the fact (its value before and after) and the first instant of its new value. */
interface Found { readonly before: Fact; readonly after: Fact; readonly jdUt: number }

/**
 * The changes of fact `k` between `a` (value `va`) and `b` (whose value differs), in time order: bisect to the
 * first instant of another value, then go on from there while the value at `b` is not reached.
 */
function changesBetween(facts: BirthTimeFacts, k: number, a: number, va: Fact, b: number, vb: Fact, out: Found[]): void {
  const tolerance = SENSITIVITY_PRECISION_SECONDS / SECONDS_PER_DAY;
  let lo = a;
  let hi = b;
  let atHi = vb;
  while (hi - lo > tolerance) {
    const mid = (lo + hi) / 2;
    const vm = facts.factsAt(mid)[k]!;
    if (vm.value === va.value) lo = mid;
    else {
      hi = mid;
      atHi = vm;
    }
  }
  out.push({ before: va, after: atHi, jdUt: hi });
  if (atHi.value !== vb.value && hi < b) changesBetween(facts, k, hi, atHi, b, vb, out);
}

/**
 * One end of the window or one change: the UT instant rounded to the second (as `isoString` rounds it), and the
 * local date and clock time of that same second at `offsetMinutes` — whole seconds counted from a midnight (JD − 0.5),
 * so that the clock time and the instant never differ by a rounding.
 */
function localClock(jdUt: number, offsetMinutes: number, calendar: DateCalendar): { date: string; clockTime: string; instant: string } {
  const utSeconds = Math.round((jdUt - 0.5) * SECONDS_PER_DAY);
  const local = utSeconds + Math.round(offsetMinutes * 60);
  const day = Math.floor(local / SECONDS_PER_DAY);
  const ofDay = local - day * SECONDS_PER_DAY;
  const c = calendarFromJulianDay(day + 0.5, calendar);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: isoDateText(c.year, c.month, c.day),
    clockTime: `${pad(Math.floor(ofDay / 3600))}:${pad(Math.floor(ofDay / 60) % 60)}:${pad(ofDay % 60)}`,
    instant: isoString(utSeconds / SECONDS_PER_DAY + 0.5, 'second', calendar),
  };
}

/** A UTC offset as the warnings write it: `UTC+01:00`, `UTC−05:00` (LMT offsets to the second: `UTC+00:39:46`). */
function offsetText(minutes: number): string {
  const seconds = Math.round(Math.abs(minutes) * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  const s = seconds % 60;
  return `UTC${minutes < 0 ? '−' : '+'}${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}${s === 0 ? '' : `:${pad(s)}`}`;
}

/**
 * The UTC offset (minutes) of the birth's zone at a Unix time: the birth longitude's mean time while the zone kept
 * local mean time (as the birth itself is read, civil-time.ts), else the zone's offset at that instant — the tz
 * database's history before 1970 (src/time/data/zone-history.ts), Intl's from then on (time-zone.ts).
 */
function offsetMinutesAt(timezone: string, longitude: number, epochMs: number): number {
  return isZoneOnLocalMeanTime(timezone, epochMs) ? longitude * 4 : zoneOffsetMs(timezone, epochMs) / 60_000;
}

/** A change of the zone's UTC offset inside the window: its first instant and the offsets either side. */
interface ClockChange { readonly jdUt: number; readonly before: number; readonly after: number }

/**
 * The first whole second of a new offset between `aMs` and `bMs` (whose offsets differ), bisected over whole seconds
 * (the tz database's transitions fall on whole seconds; offsets are read per second).
 */
function clockChangeBetween(offsetAt: (epochMs: number) => number, aMs: number, bMs: number): ClockChange {
  let lo = Math.floor(aMs / 1000);
  let hi = Math.ceil(bMs / 1000);
  const before = offsetAt(lo * 1000);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetAt(mid * 1000) === before) lo = mid;
    else hi = mid;
  }
  return { jdUt: jdFromEpochMs(hi * 1000), before, after: offsetAt(hi * 1000) };
}

/**
 * @summary What stays and what changes in a chart when the birth time is uncertain by ±`plusMinusMinutes`
 * (issue 24): the Ascendant and MC signs, each body's house, the Moon's sign and nakshatra, the navamsa Ascendant,
 * the chart ruler, the Vimshottari lord, and the aspects of the bodies to the Ascendant and the MC — each change with
 * the local clock time at which it happens, found by reading the facts every 30 s and bisecting each change to
 * within 0.5 s; and how far every Vimshottari dasha date moves per minute of birth time (the balance).
 *
 * The bodies are the natal chart's aspect bodies (ten planets, Chiron, the true nodes); signs, houses (`houseSystem`,
 * default Placidus), the chart ruler (traditional) and the aspects to the angles (`orbProfile`, default
 * modern-western, as the natal chart's `angleAspects`) are tropical; the nakshatra, navamsa (Parashara's D9) and
 * dasha are sidereal (`ayanamsa`, default Lahiri). The window is elapsed time (±`plusMinusMinutes` of UT around the
 * birth instant); each clock time is written with the zone's UTC offset at that instant, so a clock change inside
 * the window (daylight saving, war time; the tz database's history before 1970) shows in the clock times and is
 * named in `warnings`. Errors: `UraniaError` naming the member (`birth.birthTime`
 * MISSING_ARGUMENT, `plusMinusMinutes` 1..720, …).
 * @example
 * const s = birthTimeSensitivity({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, plusMinusMinutes: 30 });
 * s.changes.find((c) => c.fact === 'ascendantSign') // undefined or the clock time the Ascendant changes sign
 */
export function birthTimeSensitivity(request: BirthTimeSensitivityRequest | (Omit<BirthTimeSensitivityRequest, 'birth'> & { birth: BirthOrPlace })): BirthTimeSensitivity {
  refuseExtraArguments(
    arguments.length, 1, 'birthTimeSensitivity(request)',
    "birthTimeSensitivity({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, plusMinusMinutes: 30 })",
  );
  const r = parseBirthRequest(BirthTimeSensitivityRequest, request);
  const moment = birthMoment(r.birth, 'birth', r.locale ?? 'en');
  const { civil } = moment;
  const jd0 = moment.birth.at.jdUt;
  const half = r.plusMinusMinutes / MINUTES_PER_DAY;
  const from = jd0 - half;
  const to = jd0 + half;
  const houseSystem = r.houseSystem ?? 'Placidus';
  const facts = new BirthTimeFacts(from, to, r.birth.latitude, r.birth.longitude, houseSystem, r.orbProfile ?? 'modern-western', r.ayanamsa ?? 'Lahiri');

  const found: Found[] = [];
  const first = facts.factsAt(from);
  const steps = Math.ceil(((to - from) * SECONDS_PER_DAY) / SENSITIVITY_STEP_SECONDS);
  let prevJd = from;
  let prev = first;
  for (let i = 1; i <= steps; i += 1) {
    const jd = i === steps ? to : from + (i * SENSITIVITY_STEP_SECONDS) / SECONDS_PER_DAY;
    const cur = facts.factsAt(jd);
    cur.forEach((f, k) => {
      if (f.value !== prev[k]!.value) changesBetween(facts, k, prevJd, prev[k]!, jd, f, found);
    });
    prevJd = jd;
    prev = cur;
  }
  found.sort((a, b) => a.jdUt - b.jdUt);
  const changed = new Set(found.map((f) => factKey(f.before)));
  const stays: SensitivityStay[] = first.filter((f) => !changed.has(factKey(f)));
  const calendar = civil.calendar;
  const offsetAtMs = (epochMs: number) => offsetMinutesAt(civil.timezone, r.birth.longitude, epochMs);
  // The zone's clock changes inside the window: its offset read every 30 s of the window, each change bisected.
  const clockChanges: ClockChange[] = [];
  for (let i = 1, prevMs = epochMsFromJd(from), prevOffset = offsetAtMs(prevMs); i <= steps; i += 1) {
    const ms = epochMsFromJd(i === steps ? to : from + (i * SENSITIVITY_STEP_SECONDS) / SECONDS_PER_DAY);
    const offset = offsetAtMs(ms);
    if (offset !== prevOffset) clockChanges.push(clockChangeBetween(offsetAtMs, prevMs, ms));
    prevMs = ms;
    prevOffset = offset;
  }
  const end = (jd: number) => localClock(jd, offsetAtMs(epochMsFromJd(jd)), calendar);
  const changes: SensitivityChange[] = found.map((f) => ({
    fact: f.before.fact,
    ...(f.before.body === undefined ? {} : { body: f.before.body }),
    ...(f.before.angle === undefined ? {} : { angle: f.before.angle }),
    from: f.before.value,
    to: f.after.value,
    ...end(f.jdUt),
    minutesFromBirth: Math.round((f.jdUt - jd0) * MINUTES_PER_DAY * 1000) / 1000,
  }));

  // Every dasha date is the cycle's start plus fixed lengths: its rate per minute of birth time, differenced over ±1 min.
  const d0 = facts.dashaStart(jd0);
  const before = Math.max(from, jd0 - 1 / MINUTES_PER_DAY);
  const after = Math.min(to, jd0 + 1 / MINUTES_PER_DAY);
  // A side where the Moon enters another nakshatra (another lord) is left out: the dates jump there, they do not move.
  const sides = [[before, facts.dashaStart(before)], [jd0, d0], [after, facts.dashaStart(after)]] as const;
  const kept = sides.filter(([, d]) => d.lord === d0.lord);
  const [loJd, lo] = kept[0]!;
  const [hiJd, hi] = kept[kept.length - 1]!;
  const daysPerMinute = hiJd > loJd ? (hi.startJdUt - lo.startJdUt) / ((hiJd - loJd) * MINUTES_PER_DAY) : 0;

  return {
    birthDate: moment.birthDate,
    birthTime: r.birth.birthTime,
    plusMinusMinutes: r.plusMinusMinutes,
    timezone: civil.timezone,
    houseSystem,
    from: end(from),
    to: end(to),
    stays,
    changes,
    dasha: { lord: d0.lord as BirthTimeSensitivity['dasha']['lord'], balanceYears: d0.balanceYears, daysPerMinute },
    civilTime: civilTimeReading(civil),
    ...(civil.warnings.length + clockChanges.length === 0 ? {} : {
      warnings: [
        ...civil.warnings,
        ...clockChanges.map((c) => warningText({
          key: 'clocksChanged',
          values: { timezone: civil.timezone, instant: { instant: isoString(c.jdUt, 'second', calendar) }, before: offsetText(c.before), after: offsetText(c.after) },
        }, r.locale ?? 'en')),
      ],
    }),
  };
}
