import { writeFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { draconicChartWheel, harmonicChartWheel } from '../chart-wheel/index.js';
import { davisonChart, draconicChart, harmonicChart, lots, marksChart, uranianPictures } from '../records/index.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import type { ChartWheelOptions, DavisonChartRequest, DraconicChartRequest, HarmonicChartRequest, LotsRequest, Sign, UranianPicturesRequest, WheelTheme } from '../schemas/index.js';
import { BIRTH_OPTIONS, birthRequestFlags, joinNegativeValues, numberFlag } from './birth-flags.js';
import { writePng } from './chart-command.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { TRADITIONAL_WORDS } from './traditional-words.js';
import { DERIVED_WORDS } from './derived-words.js';
import { calendarText } from '../icalendar/calendar-text.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';

const BIRTH_USAGE = `  --date YYYY-MM-DD  birth date (required); --time HH:MM; --lat DEG --lon DEG or --place NAME; --tz ZONE
  --json             the record as JSON (default: a table)
${langUsage(17, 'the table\'s headings and names (and of the wheel\'s labels where there is one)')}`;
const WHEEL_USAGE = `  --svg FILE         also draw the chart as a wheel to FILE as SVG (docs/derived-charts.md)
  --png FILE         also draw the wheel to FILE as PNG (needs the optional package @resvg/resvg-js)
  --theme THEME      the wheel's theme (light, dark, mono, print); --size PX; --aries-left`;

export const HARMONIC_USAGE = `Usage: urania harmonic --harmonic N --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) [--json]
                       [--svg FILE] [--png FILE] [--theme THEME] [--size PX] [--aries-left] [--lang TAG]

The Nth harmonic chart (1..180): every longitude × N mod 360 (docs/derived-charts.md).
${BIRTH_USAGE}
${WHEEL_USAGE}`;
export const DRACONIC_USAGE = `Usage: urania draconic --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) [--mean-node] [--json]
                       [--svg FILE] [--png FILE] [--theme THEME] [--size PX] [--aries-left] [--lang TAG]

The draconic chart: the North Node (true, or --mean-node) at 0° Aries (docs/derived-charts.md).
${BIRTH_USAGE}
${WHEEL_USAGE}`;
export const LOTS_USAGE = `Usage: urania lots --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--id ID ...] [--formula 'NAME=Asc + Venus - Saturn' ...] [--reverse-at-night] [--lang TAG] [--json]

Lots of the catalogue (default: all of them) and of your own formulas (docs/lots.md); --reverse-at-night reverses
your formulas in a night chart.
${BIRTH_USAGE}`;
export const URANIAN_USAGE = `Usage: urania uranian --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) [--orb DEG] [--no-tnp] [--lang TAG] [--json]

The 90° dial, midpoint trees and planetary pictures A + B − C = D within --orb (default 1°); --no-tnp leaves out the
eight Hamburg transneptunians (docs/derived-charts.md).
${BIRTH_USAGE}`;
export const DAVISON_USAGE = `Usage: urania davison|marks --date-a YYYY-MM-DD --lat-a DEG --lon-a DEG [--time-a HH:MM] [--tz-a ZONE]
                      --date-b YYYY-MM-DD --lat-b DEG --lon-b DEG [--time-b HH:MM] [--tz-b ZONE] [--coordinates] [--lang TAG] [--json]

The Davison chart of two births (midpoint in time and on the great circle; --coordinates: the mean latitude and
longitude), or the Marks chart of person A (docs/derived-charts.md).
${langUsage(17, 'the table')}`;

/** The names and numbers of the derived charts' tables in a label locale (English as it always printed). */
function tableWords(locale: LabelLocale) {
  const labels = labelCatalogue(locale);
  const en = locale === 'en';
  return {
    words: DERIVED_WORDS[locale],
    body: (b: string) => {
      if (en) return b;
      if (b === 'Ascendant' || b === 'Midheaven') return labels.angles[b];
      return b === 'AriesPoint' ? DERIVED_WORDS[locale].ariesPoint : ((labels.bodies as Readonly<Record<string, string>>)[b] ?? b);
    },
    sign: (s: Sign) => (en ? s : labels.signs[s]),
    n: (x: number, decimals = 4) => formatNumber(x, decimals, locale),
    say: (template: string, values: Readonly<Record<string, string | number>>) => formatLabel(template, values, locale),
  };
}

/** The wheel flags of `urania harmonic` and `urania draconic` (the same as `urania chart`'s). */
const WHEEL_OPTIONS = {
  svg: { type: 'string' }, png: { type: 'string' }, theme: { type: 'string' }, size: { type: 'string' },
  'aries-left': { type: 'boolean', default: false }, ...LANG_OPTION,
} as const;

/** The `wheel` options the flags ask for. */
function wheelFlags(v: Record<string, string | boolean | string[] | undefined>, io: CliIo): ChartWheelOptions {
  const locale = commandLocale(v.lang as string | undefined, io);
  return {
    ...(locale !== 'en' ? { locale } : {}),
    ...(v.theme !== undefined ? { theme: v.theme as WheelTheme } : {}),
    ...(v.size !== undefined ? { size: numberFlag(v.size as string, '--size') } : {}),
    ...(v['aries-left'] === true ? { orientation: 'aries-left' as const } : {}),
  };
}

/** Write the wheel `draw` makes to --svg and/or --png, when asked. */
function writeWheel(v: Record<string, string | boolean | string[] | undefined>, io: CliIo, command: string, draw: (wheel: ChartWheelOptions) => string): number | Promise<number> {
  if (v.svg === undefined && v.png === undefined) return EXIT.ok;
  const svg = draw(wheelFlags(v, io));
  if (v.svg !== undefined) writeFileSync(v.svg as string, svg);
  return v.png === undefined ? EXIT.ok : writePng(v.png as string, svg, io, command);
}

function oneBirth(argv: readonly string[], extra: NonNullable<ParseArgsConfig['options']>) {
  const { values } = parseArgs({ args: joinNegativeValues(argv, ['--lat', '--lon']), options: { ...BIRTH_OPTIONS, json: { type: 'boolean', default: false }, ...LANG_OPTION, ...extra }, strict: true });
  const v = values as Record<string, string | boolean | string[] | undefined>;
  const { houseSystem: _ignored, ...birth } = birthRequestFlags(v as never);
  return { birth, v };
}

function print(io: CliIo, json: boolean, record: unknown, headers: string[], rows: (string | number)[][]): number {
  io.stdout(json ? `${JSON.stringify(record)}\n` : `${formatTable(headers, rows)}\n`);
  return EXIT.ok;
}

/** @summary `urania harmonic`: the harmonic chart of a birth; with `--svg` / `--png` also its wheel (`harmonicChartWheel`). */
export function harmonicCommand(argv: readonly string[], io: CliIo): number | Promise<number> {
  const { birth, v } = oneBirth(argv, { harmonic: { type: 'string' }, ...WHEEL_OPTIONS });
  if (v.harmonic === undefined) throw new UsageError('--harmonic is required, a whole number 1..180, for example --harmonic 5', 'requiredExample', { flag: '--harmonic', example: '--harmonic 5' });
  const request = { birth, harmonic: numberFlag(v.harmonic as string, '--harmonic') } as HarmonicChartRequest;
  const c = harmonicChart(request);
  const t = tableWords(commandLocale(v.lang as string | undefined, io));
  const [body, natal, harmonic, sign] = t.words.harmonicColumns;
  print(io, v.json === true, c, [body, natal, t.say(harmonic, { n: String(c.harmonic) }), sign], c.positions.map((p) => [t.body(p.body), t.n(p.natalLongitude), t.n(p.longitude), t.sign(p.sign)]));
  return writeWheel(v, io, 'harmonic', (wheel) => harmonicChartWheel({ ...request, wheel }));
}

/** @summary `urania draconic`: the draconic chart of a birth; with `--svg` / `--png` also its wheel (`draconicChartWheel`). */
export function draconicCommand(argv: readonly string[], io: CliIo): number | Promise<number> {
  const { birth, v } = oneBirth(argv, { 'mean-node': { type: 'boolean', default: false }, ...WHEEL_OPTIONS });
  const request = { birth, ...(v['mean-node'] === true ? { node: 'mean' } : {}) } as DraconicChartRequest;
  const c = draconicChart(request);
  const t = tableWords(commandLocale(v.lang as string | undefined, io));
  print(io, v.json === true, c, [...t.words.draconicColumns], c.positions.map((p) => [t.body(p.body), t.n(p.tropicalLongitude), t.n(p.longitude), t.sign(p.sign)]));
  return writeWheel(v, io, 'draconic', (wheel) => draconicChartWheel({ ...request, wheel }));
}

/** @summary `urania lots`: catalogue lots and lots of the caller's formulas. */
export function lotsCommand(argv: readonly string[], io: CliIo): number {
  const { birth, v } = oneBirth(argv, { id: { type: 'string', multiple: true }, formula: { type: 'string', multiple: true }, 'reverse-at-night': { type: 'boolean', default: false } });
  const locale = commandLocale(v.lang as string | undefined, io);
  const formulas = ((v.formula as string[] | undefined) ?? []).map((text) => {
    const eq = text.indexOf('=');
    if (eq <= 0) {
      const example = "--formula 'Mine=Asc + Venus - Saturn'";
      throw new UsageError(`--formula takes NAME=FORMULA, for example ${example}; got ${JSON.stringify(text)}`, 'formulaShape', { flag: '--formula', example, value: JSON.stringify(text) });
    }
    return { name: text.slice(0, eq).trim(), formula: text.slice(eq + 1).trim(), ...(v['reverse-at-night'] === true ? { reverseAtNight: true } : {}) };
  });
  const ids = v.id as string[] | undefined;
  const found = lots({ birth, ...(ids === undefined ? {} : { ids }), ...(formulas.length === 0 ? {} : { formulas }), ...(locale === 'en' ? {} : { locale }) } as LotsRequest);
  // The catalogue lots' names in the language (the record's own), the signs from the label catalogue (issue 31).
  const sign = (s: Sign) => (locale === 'en' ? s : labelCatalogue(locale).signs[s]);
  return print(io, v.json === true, found, [...TRADITIONAL_WORDS[locale].lotColumns], found.lots.map((l) => [l.name, formatNumber(l.longitude, 4, locale), sign(l.sign), l.formula]));
}

/** @summary `urania uranian`: the 90° dial and the planetary pictures of a birth. */
export function uranianCommand(argv: readonly string[], io: CliIo): number {
  const { birth, v } = oneBirth(argv, { orb: { type: 'string' }, 'no-tnp': { type: 'boolean', default: false } });
  const u = uranianPictures({ birth, ...(v.orb === undefined ? {} : { orb: numberFlag(v.orb as string, '--orb') }), ...(v['no-tnp'] === true ? { transneptunians: false } : {}) } as UranianPicturesRequest);
  const t = tableWords(commandLocale(v.lang as string | undefined, io));
  return print(io, v.json === true, u, [...t.words.uranianColumns], u.pictures.map((p) => [`${t.body(p.a)} + ${t.body(p.b)} - ${t.body(p.c)} = ${t.body(p.d)}`, t.n(p.sensitivePoint), t.n(p.orb, 2)]));
}

const PERSON = ['date', 'time', 'lat', 'lon', 'tz'] as const;

/** @summary `urania davison` and `urania marks`: a relationship chart of two births. */
export function relationshipChartCommand(kind: 'davison' | 'marks') {
  return (argv: readonly string[], io: CliIo): number => {
    const options = Object.fromEntries(PERSON.flatMap((f) => [[`${f}-a`, { type: 'string' }], [`${f}-b`, { type: 'string' }]]));
    const { values } = parseArgs({
      args: joinNegativeValues(argv, ['--lat-a', '--lon-a', '--lat-b', '--lon-b']),
      options: { ...options, coordinates: { type: 'boolean', default: false }, json: { type: 'boolean', default: false }, ...LANG_OPTION } as NonNullable<ParseArgsConfig['options']>,
      strict: true,
    });
    const v = values as Record<string, string | boolean | undefined>;
    const person = (p: 'a' | 'b') => {
      if (v[`date-${p}`] === undefined) throw new UsageError(`--date-${p} is required`, 'required', { flag: `--date-${p}` });
      const at = (f: string) => v[`${f}-${p}`] as string | undefined;
      return birthRequestFlags({ date: at('date'), time: at('time'), lat: at('lat'), lon: at('lon') }, at('tz'));
    };
    const request = { personA: person('a'), personB: person('b'), ...(v.coordinates === true ? { placeMidpoint: 'coordinates' } : {}) } as DavisonChartRequest;
    const c = kind === 'davison' ? davisonChart(request) : marksChart(request);
    const locale = commandLocale(v.lang as string | undefined, io);
    const t = tableWords(locale);
    const instant = locale === 'en' ? c.instant : calendarText(locale).time(c.instant, 'instant');
    const title = t.say(t.words.relationshipTitle, { instant, latitude: t.n(c.latitude), longitude: t.n(c.longitude) });
    io.stdout(v.json === true
      ? `${JSON.stringify(c)}\n`
      : `${title}\n${formatTable([...t.words.relationshipColumns], c.positions.map((p) => [t.body(p.body), t.n(p.position.longitude), t.sign(p.position.sign)]))}\n`);
    return EXIT.ok;
  };
}
