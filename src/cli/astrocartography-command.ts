import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadPngRenderer, PNG_UNAVAILABLE } from '../http/svg-to-png.js';
import { atlasLoadsOnFirstUse, isAtlasLoaded, loadAtlas } from '../places/index.js';
import { astrocartography, relocatedChart, type AstrocartographyInput, type RelocatedChartInput } from '../records/index.js';
import { astrocartographyMap, loadWorldLand } from '../world-map/index.js';
import { BIRTH_DATE_PLACE_OPTIONS, joinNegativeValues, numberFlag, zoneFlag } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import type { Body, Sign } from '../schemas/index.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { MAP_WORDS } from './map-words.js';

const BIRTH_OPTIONS = {
  ...BIRTH_DATE_PLACE_OPTIONS,
  json: { type: 'boolean', default: false },
  ...LANG_OPTION,
} as const;

const BIRTH_USAGE = `  --date, --time  the birth: local date and wall-clock time (both required)
  --lat, --lon    the birth place, degrees north and east positive (or --place NAME, an atlas place)
  --tz ZONE       IANA zone of --time (also --timezone; default the zone at the place)
  --json          print the record as JSON
${langUsage(14, 'the table and the map')}`;

export const ASTROCARTOGRAPHY_USAGE = `Usage: urania astrocartography --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--lang TAG] [options]

The AS, DS, MC and IC lines of each body on the globe at the birth instant, the paran latitudes and the local space
lines (docs/astrocartography.md).
${BIRTH_USAGE}
  --bodies LIST   comma-separated bodies (default Sun, Moon, Mercury … Pluto)
  --mode M        mundane (default: with the ecliptic latitude) or zodiacal (latitude 0)
  --horizon H     geometric (default) or apparent (−34′ of refraction)
  --step DEG      latitude step of the lines, 0.25–5 (default 1)
  --svg FILE      draw the world map to FILE as SVG; --png FILE as PNG (needs @resvg/resvg-js)
  --projection P  equirectangular (default), equal-earth or mollweide
  --theme T       light, dark, print or mono
  --parans        mark the paran crossings on the map; --local-space draws the local space lines
  --cities N      mark the N largest cities of the atlas (0–200)`;

export const RELOCATE_USAGE = `Usage: urania relocate --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) (--to-lat DEG --to-lon DEG | --to PLACE) [--house-system NAME] [--lang TAG] [--json]

The relocated chart: the birth instant cast for another place — its Ascendant, Midheaven and houses (docs/astrocartography.md).
${BIRTH_USAGE}
  --to-lat, --to-lon  the new place (or --to NAME, an atlas place)
  --house-system S    house system (default Placidus)`;

function birthOf(values: { date?: string; time?: string; lat?: string; lon?: string; place?: string; tz?: string; timezone?: string }): Record<string, unknown> {
  if (values.date === undefined) throw new UsageError('--date is required (the birth date, YYYY-MM-DD)', 'requiredExample', { flag: '--date', example: '--date 1990-07-15' });
  if (values.time === undefined) throw new UsageError('--time is required (the birth time, HH:MM): the lines need the birth instant', 'requiredExample', { flag: '--time', example: '--time 14:30' });
  if (values.place !== undefined && (values.lat !== undefined || values.lon !== undefined)) throw new UsageError('give --place or --lat and --lon, not both', 'placeOrLatLon');
  const timezone = zoneFlag(values);
  return {
    birthDate: values.date,
    birthTime: values.time,
    ...(values.place !== undefined ? { place: values.place } : { latitude: numberFlag(values.lat, '--lat'), longitude: numberFlag(values.lon, '--lon') }),
    ...(timezone !== undefined ? { timezone } : {}),
  };
}

/** Degrees with two decimals in a label locale (English `toFixed`, as always). */
const degreesIn = (locale: LabelLocale) => (x: number | undefined) => `${formatNumber(x ?? Number.NaN, 2, locale)}°`;

/** @summary `urania astrocartography`: each body's lines in short (MC/IC meridians, where it rises), `--json`, or the map. */
export async function astrocartographyCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: {
      ...BIRTH_OPTIONS, bodies: { type: 'string' }, mode: { type: 'string' }, horizon: { type: 'string' }, step: { type: 'string' },
      svg: { type: 'string' }, png: { type: 'string' }, projection: { type: 'string' }, theme: { type: 'string' },
      parans: { type: 'boolean', default: false }, 'local-space': { type: 'boolean', default: false }, cities: { type: 'string' },
    },
    strict: true,
  });
  const record = astrocartography({
    birth: birthOf(values),
    ...(values.bodies !== undefined ? { bodies: values.bodies.split(',').map((b) => b.trim()) } : {}),
    ...(values.mode !== undefined ? { mode: values.mode } : {}),
    ...(values.horizon !== undefined ? { horizon: values.horizon } : {}),
    ...(values.step !== undefined ? { latitudeStep: numberFlag(values.step, '--step') } : {}),
  } as unknown as AstrocartographyInput);
  const locale = commandLocale(values.lang, io);
  if (values.json) io.stdout(`${JSON.stringify(record)}\n`);
  else {
    // The headings and body names in the language asked for (issue 31); English prints as it always has.
    const words = MAP_WORDS[locale];
    const deg = degreesIn(locale);
    const say = (template: string, v: Readonly<Record<string, string | number>>) => formatLabel(template, v, locale);
    const rows = record.bodies.map((b) => {
      const line = (angle: string) => record.lines.find((l) => l.body === b.body && l.angle === angle);
      const as = line('AS');
      const rises = as === undefined ? words.neverRises : say(words.between, { from: deg(as.points[0]![0]), to: deg(as.points[as.points.length - 1]![0]) });
      return [locale === 'en' ? b.body : labelCatalogue(locale).bodies[b.body as Body], deg(line('MC')!.points[0]![1]), deg(line('IC')!.points[0]![1]), rises];
    });
    io.stdout(`${formatTable([...words.lineColumns], rows)}\n${say(words.parans, { count: record.parans.length })}\n`);
  }
  if (values.svg === undefined && values.png === undefined) return EXIT.ok;
  await loadWorldLand();
  const cities = values.cities === undefined ? 0 : numberFlag(values.cities, '--cities');
  if (cities > 0 && !isAtlasLoaded() && !atlasLoadsOnFirstUse()) await loadAtlas();
  const svg = astrocartographyMap(record, {
    ...(values.projection !== undefined ? { projection: values.projection as 'equal-earth' } : {}),
    ...(values.theme !== undefined ? { theme: values.theme as 'dark' } : {}),
    parans: values.parans, localSpace: values['local-space'], cities,
    ...(locale === 'en' ? {} : { locale }),
  });
  if (values.svg !== undefined) writeFileSync(values.svg, svg);
  if (values.png === undefined) return EXIT.ok;
  const render = await loadPngRenderer();
  if (render === undefined) {
    io.stderr(`urania astrocartography: ${PNG_UNAVAILABLE}\n`);
    return EXIT.failure;
  }
  writeFileSync(values.png, render(svg));
  return EXIT.ok;
}

/** @summary `urania relocate`: the relocated chart's angles and cusps, or `--json`. */
export async function relocateCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon', '--to-lat', '--to-lon']),
    options: { ...BIRTH_OPTIONS, to: { type: 'string' }, 'to-lat': { type: 'string' }, 'to-lon': { type: 'string' }, 'house-system': { type: 'string' } },
    strict: true,
  });
  if (values.to !== undefined && (values['to-lat'] !== undefined || values['to-lon'] !== undefined)) throw new UsageError('give --to or --to-lat and --to-lon, not both', 'notBoth', { a: '--to', b: '--to-lat --to-lon' });
  if ((values.to !== undefined || values.place !== undefined) && !isAtlasLoaded() && !atlasLoadsOnFirstUse()) await loadAtlas();
  const chart = relocatedChart({
    birth: birthOf(values),
    ...(values.to !== undefined ? { place: values.to } : { latitude: numberFlag(values['to-lat'], '--to-lat'), longitude: numberFlag(values['to-lon'], '--to-lon') }),
    ...(values['house-system'] !== undefined ? { houseSystem: values['house-system'] } : {}),
  } as unknown as RelocatedChartInput);
  if (values.json) {
    io.stdout(`${JSON.stringify(chart)}\n`);
    return EXIT.ok;
  }
  // The words, signs and numbers in the language asked for (issue 31); English prints as it always has.
  const locale = commandLocale(values.lang, io);
  const words = MAP_WORDS[locale];
  const labels = labelCatalogue(locale);
  const deg = degreesIn(locale);
  const sign = (s: Sign) => (locale === 'en' ? s : labels.signs[s]);
  const where = chart.place === undefined ? `${deg(chart.latitude)}, ${deg(chart.longitude)}` : `${chart.place.name}, ${chart.place.country}`;
  const cusps = formatTable([...words.cuspColumns], (chart.houses ?? []).map((h) => [String(h.house), deg(h.cusp.longitude), sign(h.cusp.sign)]));
  const angles = `${locale === 'en' ? 'Ascendant' : labels.angles.Ascendant} ${deg(chart.ascendant!)} ${sign(chart.ascendantSign!)} · ${locale === 'en' ? 'Midheaven' : labels.angles.Midheaven} ${deg(chart.midheaven!)} ${sign(chart.midheavenSign!)}`;
  io.stdout(`${formatLabel(words.relocated, { where, born: `${deg(chart.birthLatitude)}, ${deg(chart.birthLongitude)}` }, locale)}\n${angles}\n${cusps}\n`);
  return EXIT.ok;
}
