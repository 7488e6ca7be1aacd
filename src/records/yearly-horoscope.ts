import { signContext } from '../horoscope/sign-context.js';
import { horoscopeZodiac } from '../horoscope/horoscope-zodiac.js';
import { yearEvents, type YearIngress } from '../horoscope/year-events.js';
import { yearlyNarrative } from '../horoscope/yearly-narrative.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { horoscopeTextFamily } from './horoscope-text-family.js';
import { YEAR_KINDS } from '../horoscope/period-events.js';
import { horoscopeEventsIn, horoscopeLabelUses } from './horoscope-events.js';
import { wholeSignHouse } from '../horoscope/sign-transits.js';
import { zodiacSignOf, type HoroscopeZodiac } from '../horoscope/horoscope-zodiac.js';
import { apparentLongitude } from '../ephemeris/index.js';
import type { YearEvents } from '../horoscope/year-events.js';
import {
  YearlyHoroscopeQuery, type ConjunctionEntry, type EclipseEntry, type HousePassage, type Ingress, type Quarter,
  type RetrogradeEntry, type Sign, type YearlyHoroscope,
} from '../schemas/index.js';
import { isoString } from '../time/instant.js';
import { julianDay } from '../time/julian-day.js';
import { SIGN_FACTS, signOf } from '../zodiac/index.js';
import { parse } from './parse.js';
import { isoDateText, isoYear } from '../time/iso-year.js';
import { ttFromUt } from '../time/time-scales.js';
import { zodiacChoice, zodiacEcho } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The query of a yearly horoscope (spec GET /api/v1/horoscope/yearly): its schema's type (YearlyHoroscopeQuery). */
export type YearlyHoroscopeInput = YearlyHoroscopeQuery;

const QUARTER_MONTHS = [1, 4, 7, 10] as const;
const LAST_DAYS = ['03-31', '06-30', '09-30', '12-31'] as const;

/** @summary The record form of an ingress: planet, sign entered, UT instant (second precision). */
export function ingressRecord(i: YearIngress): Ingress {
  return { planet: i.body, sign: i.sign, date: isoString(i.jdUt, 'second') };
}

/**
 * @summary Yearly horoscope of a sign (spec YearlyHoroscope). Rules (docs/horoscopes.md "Yearly"):
 * - quarters are the calendar quarters in UT (Jan–Mar, Apr–Jun, Jul–Sep, Oct–Dec), each with every sign
 *   ingress of Sun–Pluto in it, retrograde re-entries included (the record names the sign entered);
 * - eclipses: every solar and lunar eclipse whose greatest eclipse falls in the UT year; `type` is
 *   "<type> <kind>" ("total lunar", "annular solar"); `sign` is the sign of the eclipse's lunation (Sun = Moon for a solar eclipse, the Moon
 *   for a lunar one; docs/events.md "Eclipses"); `magnitude`, `gamma`, `saros`, `sarosMember` as on EclipseEvent;
 *   `isDirectImpact` when that sign is the queried sign or its opposite (for the rising perspective, the
 *   1st/7th-house axis of the whole-sign chart — the same test);
 * - retrogrades: every retrograde period of Mercury–Pluto overlapping the year, from the retrograde station
 *   (`startDate`, `startSign` = the sign of the station) to the direct station (`endDate`, `endSign` its sign: another
 *   when the planet backs over a sign boundary), UT instants.
 * `narrative` (Urania extension, on unless the query says `narrative: false`): the readable horoscope of the year,
 * from the record's own data (horoscope/yearly-narrative.ts), in `locale` (issue 31; default en; `warnings` names what
 * read in English).
 * The year's events are computed once and shared by the 12 signs (horoscope/year-events.ts). The perspective
 * is echoed; the sky events of a year do not depend on it. The query is checked against YearlyHoroscopeQuery.
 * `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri; docs/horoscopes.md "Sidereal horoscopes"): the ingresses are
 * the sidereal sign ingresses, the eclipses' signs (and so `isDirectImpact`) and the stations' signs sidereal; the
 * record says `zodiac` and `ayanamsa` (its value at 1 January 00:00 UT). INVALID_ARGUMENT naming `ayanamsa` when
 * `zodiac` is 'tropical' and an ayanamsa is given.
 * @example yearlyHoroscope({ sign: 'Leo', year: 2024 }).eclipses.length // 4
 */
export function yearlyHoroscope(input: YearlyHoroscopeInput): YearlyHoroscope {
  refuseExtraArguments(arguments.length, 1, 'yearlyHoroscope(input)', "yearlyHoroscope({ sign: 'Leo', year: 2024 })");
  const { sign, year, perspective = 'sun', narrative = true, locale = 'en', ...members } = parse(YearlyHoroscopeQuery, input);
  const choice = zodiacChoice(members);
  const ev = yearEvents(year, horoscopeZodiac(choice.ayanamsa));
  const quarters = QUARTER_MONTHS.map((month, q): Quarter => {
    const from = julianDay(year, month, 1);
    const to = q === 3 ? julianDay(year + 1, 1, 1) : julianDay(year, month + 3, 1);
    return {
      quarter: q + 1,
      startDate: isoDateText(year, month, 1),
      endDate: `${isoYear(year)}-${LAST_DAYS[q]}`,
      ingresses: ev.ingresses.filter((i) => i.jdUt >= from && i.jdUt < to).map(ingressRecord),
    };
  });
  const opposite = SIGN_FACTS[sign].opposite;
  const eclipses = ev.eclipses
    .filter((e) => e.jdUt >= ev.startJdUt && e.jdUt < ev.endJdUt)
    .map((e): EclipseEntry => ({
      date: isoString(e.jdUt, 'date'),
      type: `${e.type} ${e.kind}`,
      sign: e.sign,
      isDirectImpact: e.sign === sign || e.sign === opposite,
      magnitude: e.magnitude,
      gamma: e.gamma,
      saros: e.saros,
      sarosMember: e.sarosMember,
    }));
  const retrogrades = ev.retrogrades.map((r): RetrogradeEntry => ({
    body: r.body,
    startDate: isoString(r.startJdUt, 'second'),
    endDate: isoString(r.endJdUt, 'second'),
    startSign: signOf(r.startLongitude),
    endSign: signOf(r.endLongitude),
  }));
  const zodiac = horoscopeZodiac(choice.ayanamsa);
  const conjunctions = ev.conjunctions.map((c): ConjunctionEntry => ({
    date: isoString(c.jdUt, 'second'), bodies: [...c.bodies], longitude: Math.round(c.longitude * 1e4) / 1e4, sign: c.sign, house: wholeSignHouse(sign, c.sign),
  }));
  const found = horoscopeEventsIn(zodiac, ev.startJdUt, ev.endJdUt, sign, YEAR_KINDS, locale);
  const record: YearlyHoroscope = {
    sign, year, signContext: signContext(sign, locale), quarters, eclipses, retrogrades, perspective,
    conjunctions,
    housePassages: housePassages(ev, zodiac, sign),
    events: found.english,
    ...zodiacEcho(choice, ttFromUt(ev.startJdUt)),
  };
  // The narrative reads the record's English labels; the record carries the locale's (issue 31).
  const labelled = locale === 'en' ? record : { ...record, events: found.labelled };
  if (!narrative) return withTextWarnings(locale, labelled, horoscopeLabelUses(locale));
  const fellBack = new Set<string>();
  const text = yearlyNarrative(record, locale, fellBack);
  return withTextWarnings(locale, { ...labelled, narrative: text }, [horoscopeTextFamily(fellBack), ...horoscopeLabelUses(locale)]);
}

/**
 * @summary Jupiter's and Saturn's stretches through the signs within a UT year (issue 26): the sign at 1 January
 * 00:00 UT, then each sign ingress of the year (retrograde re-entries included), each stretch placed in the solar
 * house of its sign counted from `sign`.
 */
export function housePassages(ev: YearEvents, zodiac: HoroscopeZodiac, sign: Sign): HousePassage[] {
  return (['Jupiter', 'Saturn'] as const).flatMap((body) => {
    const startTt = ttFromUt(ev.startJdUt);
    const cuts = ev.ingresses.filter((i) => i.body === body && i.jdUt >= ev.startJdUt && i.jdUt < ev.endJdUt);
    const bounds = [ev.startJdUt, ...cuts.map((i) => i.jdUt), ev.endJdUt];
    const signs: Sign[] = [zodiacSignOf(zodiac, apparentLongitude(body, startTt), startTt), ...cuts.map((i) => i.sign)];
    return signs.map((s, k): HousePassage => ({
      body, sign: s, house: wholeSignHouse(sign, s), startDate: isoString(bounds[k]!, 'second'), endDate: isoString(bounds[k + 1]!, 'second'),
    }));
  });
}
