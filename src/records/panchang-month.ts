import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { PanchangMonthRequest, type Observance, type PanchangMonth, type PanchangMonthDay } from '../schemas/panchang-month.js';
import { isoDateText } from '../time/iso-year.js';
import { addDays, localDaySpan } from '../time/local-day.js';
import { parseCivilDate } from '../time/wall-clock.js';
import { sankrantiDate, tithiObservances, type DatedPanchangDay } from '../vedic/observances.js';
import { panchangDay, type LimbSpan } from '../vedic/panchang-day.js';
import { RASHI_NAMES, sankrantis } from '../vedic/sankrantis.js';
import { vedicConventions, type VedicConventionsChoice } from '../vedic/vedic-conventions.js';
import { ayanamsaLabel } from '../zodiac/ayanamsa.js';
import { birthPlaceOf, withBirthPlace, type AtPlace } from './birth-place.js';
import { eventDate } from './event-range.js';
import { parse } from './parse.js';
import { SUPPORTED_SPAN } from '../time/supported-span.js';

export type { PanchangMonthRequest } from '../schemas/panchang-month.js';
export type { PanchangMonth };

/** Days computed on each side of the month, so that a tithi running across its first or last day is judged whole. */
const MARGIN_DAYS = 2;

const udaya = (s: LimbSpan) => ({ number: s.index + 1, name: s.name, end: eventDate(s.endJdUt) });

/**
 * @summary The Panchang of every civil day of a Gregorian month at a place — each day compact: sunrise, sunset,
 * vara, and the tithi, nakshatra, yoga and karana in force at sunrise with their ends, the paksha and the lunar
 * months — and the recurring observances kept on days of the month (Ekadashi, Purnima, Amavasya, Pradosh, Vinayaka
 * and Sankashti Chaturthi, Masik and Maha Shivaratri, the sankrantis), each on its civil day by its named rule
 * (docs/vedic.md, "Month and observances"). `place` (an atlas name or GeoNames id) may stand for latitude and
 * longitude. INVALID_ARGUMENT naming `latitude` when the Sun does not rise and set on a day of the month.
 * @example panchangMonth({ year: 2024, month: 4, latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' }).days.length // 30
 */
export function panchangMonth(request: PanchangMonthRequest | AtPlace<PanchangMonthRequest>): PanchangMonth {
  refuseExtraArguments(
    arguments.length, 1, 'panchangMonth(request)', 'panchangMonth({ year: 2024, month: 4, latitude: 28.6139, longitude: 77.209 })',
  );
  const r = parse(PanchangMonthRequest, withBirthPlace(request));
  const atlasPlace = birthPlaceOf(request);
  const conventions = vedicConventions(r.conventions as VedicConventionsChoice | undefined);
  const place = { latitude: r.latitude, longitude: r.longitude };
  const first = isoDateText(r.year, r.month, 1);
  const dates: string[] = [];
  for (let d = first; parseCivilDate(d).month === r.month; d = addDays(d, 1)) dates.push(d);
  const span = [...Array.from({ length: MARGIN_DAYS }, (_, k) => addDays(first, k - MARGIN_DAYS)), ...dates,
    ...Array.from({ length: MARGIN_DAYS }, (_, k) => addDays(dates.at(-1)!, k + 1))];
  let timezone = r.timezone;
  const days: DatedPanchangDay[] = withinSpanForYear(r.year, () => span.map((date) => {
    const local = localDaySpan(date, place, timezone);
    timezone = local.timezone;
    const civil = parseCivilDate(date);
    const day = panchangDay({ fromJdUt: local.fromJdUt, toJdUt: local.toJdUt, year: civil.year, month: civil.month, place, conventions });
    if (day === null) {
      throw new UraniaError(
        'INVALID_ARGUMENT',
        `latitude ${r.latitude}: the Sun does not both rise and set on ${date} there (polar day or night), so that day has no Vedic day; give a latitude nearer the equator or another month`,
        { wording: wording('polarDay.panchangMonth', { field: 'latitude', latitude: String(r.latitude), date }), field: 'latitude', received: r.latitude, allowed: 'a place where the Sun rises and sets every day of the month' },
      );
    }
    return { date, day };
  }));
  const inMonth = new Set(dates);
  const observances: Observance[] = tithiObservances(days)
    .filter((o) => inMonth.has(o.date))
    .map((o) => ({ name: o.name, date: o.date, rule: o.rule, start: eventDate(o.startJdUt), end: eventDate(o.endJdUt) }));
  const entries = sankrantis(days[0]!.day.sunriseJdUt, days.at(-1)!.day.nextSunriseJdUt, conventions);
  for (const s of entries) {
    const date = sankrantiDate(s.jdUt, days);
    if (date !== undefined && inMonth.has(date)) {
      observances.push({ name: `${RASHI_NAMES[s.sign]} Sankranti`, date, rule: 'sankranti', start: eventDate(s.jdUt), end: eventDate(s.jdUt) });
    }
  }
  observances.sort((a, b) => (a.date === b.date ? a.start.localeCompare(b.start) : a.date.localeCompare(b.date)));
  const month: PanchangMonthDay[] = days.filter((d) => inMonth.has(d.date)).map(({ date, day }) => ({
    date,
    sunrise: eventDate(day.sunriseJdUt),
    sunset: eventDate(day.sunsetJdUt),
    vara: { name: day.vara.name, lord: day.vara.lord },
    tithi: udaya(day.tithis[0]!),
    paksha: day.paksha,
    nakshatra: udaya(day.nakshatras[0]!),
    yoga: udaya(day.yogas[0]!),
    karana: udaya(day.karanas[0]!),
    amantaMonth: { name: day.amantaMonth.name, adhika: day.amantaMonth.adhika },
    purnimantaMonth: { name: day.purnimantaMonth.name, adhika: day.purnimantaMonth.adhika },
    observances: observances.filter((o) => o.date === date).map((o) => o.name),
  }));
  return {
    year: r.year,
    month: r.month,
    latitude: r.latitude,
    longitude: r.longitude,
    timezone: timezone!,
    ...(atlasPlace === undefined ? {} : { place: atlasPlace }),
    conventions: { ...conventions, ayanamsa: ayanamsaLabel(conventions.ayanamsa) },
    days: month,
    observances,
  };
}


/** The month reads the sky a month before its first day and days after its last: near the span's ends, name `year`. */
function withinSpanForYear<T>(year: number, compute: () => T): T {
  try {
    return compute();
  } catch (e) {
    if (!(e instanceof UraniaError) || e.code !== 'OUT_OF_RANGE') throw e;
    throw new UraniaError(
      'OUT_OF_RANGE',
      `year ${year}: this month's Panchang needs the sky beyond the supported span (${SUPPORTED_SPAN.firstDate} to ${SUPPORTED_SPAN.lastDate}); give a month at least two months inside it`,
      { wording: wording('span.panchangMonth', { field: 'year', year: String(year), from: SUPPORTED_SPAN.firstDate, to: SUPPORTED_SPAN.lastDate }), field: 'year', received: year, allowed: `a month at least two months inside ${SUPPORTED_SPAN.firstDate} to ${SUPPORTED_SPAN.lastDate}` },
    );
  }
}
