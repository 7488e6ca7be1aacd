import { parseArgs } from 'node:util';
import { resolvePlace } from '../places/index.js';
import { panchang, type Panchang } from '../records/panchang.js';
import { panchangMonth } from '../records/panchang-month.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { panchangMonthText } from './panchang-month-text.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { panchangNamer } from './panchang-names-in.js';
import { PANCHANG_WORDS } from './panchang-words.js';
import { formatCivilDate, formatLabel } from '../i18n/format-label.js';

export const PANCHANG_USAGE = `Usage: urania panchang (--lat LAT --lon LON | --place NAME) [--date YYYY-MM-DD | --month YYYY-MM] [--tz ZONE] [--preset NAME] [--lang TAG] [--json]

The Panchang of a local date at a place (docs/vedic.md): the Vedic day from sunrise to the next sunrise, its tithi,
nakshatra, yoga and karana with their end times, the lunar month, samvatsara and the muhurta periods, in local time.
  --lat, --lon   the place, degrees (north and east positive)
  --place NAME   a place of the atlas instead ("Varanasi, India" or a GeoNames id; docs/places.md)
  --date         the local civil date (default today in the zone)
  --month        a month instead: one line per day and the observances (Ekadashi, Pradosh, Sankranti…)
  --tz           IANA zone of the date (default the zone at the coordinates, or the place's)
  --preset       conventions: ${VEDIC_PRESETS.join(', ')} (default drik)
  --json         print the Panchang record as JSON
${langUsage(13, 'the headings and names (months, samvatsaras and observances stay in Latin letters)')}`;

/** @summary hh:mm of an ISO instant in a zone, with the date when it is not `date`. */
function local(iso: string, timezone: string, date: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  return `${get('hour')}:${get('minute')}${day === date ? '' : ` (${day})`}`;
}

/** @summary A heading padded to `width` columns, or followed by one space when it is longer. */
export function padLabel(label: string, width: number): string {
  return label.padEnd(Math.max(width, label.length + 1));
}

function text(p: Panchang, locale: LabelLocale): string {
  const t = (iso: string | null) => (iso === null ? '—' : local(iso, p.timezone, p.date));
  const words = PANCHANG_WORDS[locale];
  const say = (template: string, values: Readonly<Record<string, string | number>>) => formatLabel(template, values, locale);
  const names = panchangNamer(locale);
  const limbs = (label: string, list: Panchang['tithi'], kind: 'tithis' | 'nakshatras' | 'yogas' | 'karanas') =>
    `${padLabel(label, 10)}${list.map((l) => say(words.limbUntil, { name: names.limb(kind, l.name), pada: l.pada === undefined ? 'none' : String(l.pada), time: t(l.end) })).join(words.then)}`;
  const span = (label: string, s: { start: string; end: string }) => `${padLabel(label, 16)}${t(s.start)}–${t(s.end)}`;
  const month = (m: Panchang['amantaMonth']) => (m.adhika ? say(words.adhika, { name: m.name }) : m.name);
  const m = p.muhurta;
  const r = words.rows;
  const periods = words.periods;
  return [
    say(words.title, { date: locale === 'en' ? p.date : formatCivilDate(p.date, undefined, locale), zone: p.timezone, vara: names.vara(p.vara.name), sunrise: p.conventions.sunrise, ayanamsa: p.conventions.ayanamsa }),
    say(words.sunAndMoon, { sunrise: t(p.sunrise), sunset: t(p.sunset), moonrise: t(p.moonrise), moonset: t(p.moonset) }),
    limbs(r.tithi, p.tithi, 'tithis'),
    `${padLabel(r.paksha, 10)}${names.paksha(p.paksha)}`,
    limbs(r.nakshatra, p.nakshatra, 'nakshatras'),
    limbs(r.yoga, p.yoga, 'yogas'),
    limbs(r.karana, p.karana, 'karanas'),
    `${padLabel(r.month, 10)}${say(words.months, { amanta: month(p.amantaMonth), purnimanta: month(p.purnimantaMonth) })}`,
    `${padLabel(r.year, 10)}${say(words.years, { shaka: String(p.shakaYear), south: p.samvatsara.south, vikram: String(p.vikramSamvat), north: p.samvatsara.north, ritu: p.ritu, ayana: p.ayana })}`,
    span(periods.rahuKalam, m.rahuKalam), span(periods.yamaganda, m.yamaganda), span(periods.gulikaKalam, m.gulikaKalam),
    span(periods.abhijit, m.abhijit), span(periods.brahmaMuhurta, m.brahmaMuhurta),
    ...m.durmuhurta.map((d) => span(periods.durmuhurta, d)),
    ...m.amritKalam.map((d) => span(periods.amritKalam, d)),
    ...m.varjyam.map((d) => span(periods.varjyam, d)),
  ].join('\n');
}

/** @summary `urania panchang`: the Panchang of a date at a place, readable (local times) or `--json`. */
export function panchangCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      lat: { type: 'string' }, lon: { type: 'string' }, place: { type: 'string' }, date: { type: 'string' }, tz: { type: 'string' },
      preset: { type: 'string' }, json: { type: 'boolean', default: false }, month: { type: 'string' }, ...LANG_OPTION,
    },
    strict: true,
  });
  if (values.place !== undefined && (values.lat !== undefined || values.lon !== undefined)) throw new UsageError('give --place or --lat and --lon, not both', 'placeOrLatLon');
  const place = values.place === undefined ? undefined : resolvePlace(values.place, '--place');
  if (place === undefined && (values.lat === undefined || values.lon === undefined)) {
    throw new UsageError('give the place: urania panchang --lat 28.61 --lon 77.21, or --place "New Delhi"', 'placeExample', {
      example: 'urania panchang --lat 28.61 --lon 77.21', place: '--place "New Delhi"',
    });
  }
  const latitude = place?.latitude ?? Number(values.lat);
  const longitude = place?.longitude ?? Number(values.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    const got = `${values.lat}, ${values.lon}`;
    throw new UsageError(`--lat and --lon take degrees, for example --lat 28.61 --lon 77.21; got ${got}`, 'latLonDegrees', {
      lat: '--lat', lon: '--lon', example: '--lat 28.61 --lon 77.21', values: got,
    });
  }
  const timezone = values.tz ?? place?.zone;
  const locale = commandLocale(values.lang, io);
  const conventions = values.preset === undefined ? {} : { conventions: values.preset as (typeof VEDIC_PRESETS)[number] };
  if (values.month !== undefined) {
    const ym = /^(-?\d{4})-(\d{2})$/.exec(values.month);
    if (ym === null || values.date !== undefined) {
      throw new UsageError(`--month takes YYYY-MM (for example --month 2024-04), without --date; got ${values.month}`, 'monthShape', {
        flag: '--month', example: '--month 2024-04', other: '--date', value: values.month,
      });
    }
    const m = panchangMonth({ year: Number(ym[1]), month: Number(ym[2]), latitude, longitude, ...(timezone === undefined ? {} : { timezone }), ...conventions });
    io.stdout(values.json ? `${JSON.stringify(m)}\n` : `${panchangMonthText(m, locale)}\n`);
    return EXIT.ok;
  }
  const date = values.date ?? new Intl.DateTimeFormat('en-CA', { timeZone: timezone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const p = panchang({
    date, latitude, longitude,
    ...(timezone === undefined ? {} : { timezone }),
    ...conventions,
  });
  const at = place === undefined ? '' : `${padLabel(PANCHANG_WORDS[locale].rows.place, 10)}${place.name}${place.division === undefined ? '' : `, ${place.division}`}, ${place.countryName} (${place.latitude}°, ${place.longitude}°; GeoNames ${place.id})\n`;
  io.stdout(values.json ? `${JSON.stringify(p)}\n` : `${at}${text(p, locale)}\n`);
  return EXIT.ok;
}
