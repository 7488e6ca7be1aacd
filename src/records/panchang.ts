import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { PanchangRequest, type MuhurtaPeriod, type Panchang, type PanchangLimb } from '../schemas/panchang.js';
import { localDaySpan } from '../time/local-day.js';
import { parseCivilDate } from '../time/wall-clock.js';
import { SUPPORTED_SPAN } from '../time/supported-span.js';
import type { MuhurtaSpan } from '../vedic/muhurta-periods.js';
import { panchangDay, type LimbSpan, type NakshatraSpan } from '../vedic/panchang-day.js';
import { vedicConventions, type VedicConventionsChoice } from '../vedic/vedic-conventions.js';
import { ayanamsaLabel } from '../zodiac/ayanamsa.js';
import { eventDate } from './event-range.js';
import { parse } from './parse.js';

export type { PanchangRequest } from '../schemas/panchang.js';
export type { Panchang };

const isoOrNull = (jdUt: number | null): string | null => (jdUt === null ? null : eventDate(jdUt));

function limb(s: LimbSpan | NakshatraSpan): PanchangLimb {
  return {
    number: s.index + 1,
    name: s.name,
    start: eventDate(s.startJdUt),
    end: eventDate(s.endJdUt),
    ...('pada' in s ? { pada: s.pada } : {}),
  };
}

function period(s: MuhurtaSpan & { quality?: string }): MuhurtaPeriod {
  return {
    name: s.name,
    start: eventDate(s.startJdUt),
    end: eventDate(s.endJdUt),
    ...(s.quality === undefined ? {} : { quality: s.quality as MuhurtaPeriod['quality'] & string }),
  };
}

/**
 * @summary The Panchang of a local civil date at a place: the Vedic day from that date's sunrise to the next, its
 * vara, the tithis, nakshatras (with pada), yogas and karanas in force with their start and end, the paksha, the
 * lunar month (amanta and purnimanta, adhika marked), the Shaka and Vikram years and the samvatsara, ritu, ayana,
 * sunrise, sunset, moonrise, moonset, and the muhurta periods (Rahu kalam, Yamaganda, Gulika kalam, Abhijit, Brahma
 * muhurta, Durmuhurta, Choghadiya, horas, Amrit kalam, Varjyam). `conventions` is a preset name or members over one (default `'drik'`:
 * docs/vedic.md). INVALID_ARGUMENT naming `latitude` when the Sun does not rise and set that day.
 * @example panchang({ date: '2024-04-23', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' }).tithi[0]!.name // 'Purnima'
 */
export function panchang(request: PanchangRequest): Panchang {
  refuseExtraArguments(
    arguments.length, 1, 'panchang(request)', "panchang({ date: '2024-04-23', latitude: 28.6139, longitude: 77.209 })",
  );
  const r = parse(PanchangRequest, request);
  const conventions = vedicConventions(r.conventions as VedicConventionsChoice | undefined);
  const place = { latitude: r.latitude, longitude: r.longitude };
  const span = localDaySpan(r.date, place, r.timezone);
  const civil = parseCivilDate(r.date, 'date');
  const day = withinSpanForDate(r.date, () =>
    panchangDay({ fromJdUt: span.fromJdUt, toJdUt: span.toJdUt, year: civil.year, month: civil.month, place, conventions }));
  if (day === null) {
    throw new UraniaError(
      'INVALID_ARGUMENT',
      `latitude ${r.latitude}: the Sun does not both rise and set on ${r.date} there (polar day or night), so there is no Vedic day; give a latitude nearer the equator or another date`,
      { wording: wording('polarDay.panchang', { field: 'latitude', latitude: String(r.latitude), date: r.date }), field: 'latitude', received: r.latitude, allowed: 'a place and date where the Sun rises and sets' },
    );
  }
  const m = day.muhurta;
  return {
    date: r.date,
    timezone: span.timezone,
    conventions: { ...conventions, ayanamsa: ayanamsaLabel(conventions.ayanamsa) },
    sunrise: eventDate(day.sunriseJdUt),
    sunset: eventDate(day.sunsetJdUt),
    nextSunrise: eventDate(day.nextSunriseJdUt),
    moonrise: isoOrNull(day.moonriseJdUt),
    moonset: isoOrNull(day.moonsetJdUt),
    vara: { name: day.vara.name, lord: day.vara.lord },
    tithi: day.tithis.map(limb),
    paksha: day.paksha,
    nakshatra: day.nakshatras.map(limb),
    yoga: day.yogas.map(limb),
    karana: day.karanas.map(limb),
    amantaMonth: { name: day.amantaMonth.name, adhika: day.amantaMonth.adhika },
    purnimantaMonth: { name: day.purnimantaMonth.name, adhika: day.purnimantaMonth.adhika },
    shakaYear: day.shakaYear,
    vikramSamvat: day.vikramSamvat,
    samvatsara: day.samvatsara,
    ritu: day.ritu,
    ayana: day.ayana,
    sunLongitude: day.sunSiderealLongitude,
    moonLongitude: day.moonSiderealLongitude,
    muhurta: {
      rahuKalam: period(m.rahuKalam),
      yamaganda: period(m.yamaganda),
      gulikaKalam: period(m.gulikaKalam),
      abhijit: period(m.abhijit),
      brahmaMuhurta: period(m.brahmaMuhurta),
      durmuhurta: m.durmuhurta.map(period),
      dayChoghadiya: m.dayChoghadiya.map(period),
      nightChoghadiya: m.nightChoghadiya.map(period),
      horas: m.horas.map(period),
      amritKalam: m.amritKalam.map(period),
      varjyam: m.varjyam.map(period),
    },
  };
}

/**
 * The Vedic day reads the sky before its date (the lunation that opens its lunar month, up to a month earlier) and
 * after it (the next sunrise): near the span's ends such an instant can fall outside the supported span. That is the
 * request's `date`, not an internal instant: the error names `date` and says what to do.
 */
function withinSpanForDate<T>(date: string, compute: () => T): T {
  try {
    return compute();
  } catch (e) {
    if (!(e instanceof UraniaError) || e.code !== 'OUT_OF_RANGE' || e.details?.field === 'date') throw e;
    throw new UraniaError(
      'OUT_OF_RANGE',
      `date ${date}: its Vedic day and lunar month need the sky beyond the supported span (${SUPPORTED_SPAN.firstDate} to ${SUPPORTED_SPAN.lastDate}); give a date at least a month inside it`,
      { wording: wording('span.panchang', { field: 'date', date, from: SUPPORTED_SPAN.firstDate, to: SUPPORTED_SPAN.lastDate }), field: 'date', received: date, allowed: `a date at least a month inside ${SUPPORTED_SPAN.firstDate} to ${SUPPORTED_SPAN.lastDate}` },
    );
  }
}
