import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { natalWheel } from '../chart-wheel/index.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { indianChart } from '../indian-chart/index.js';
import { loadPngRenderer, PNG_UNAVAILABLE } from '../http/svg-to-png.js';
import { natalChart } from '../records/index.js';
import { availableBodies } from '../ephemeris/index.js';
import { houseContaining } from '../houses/index.js';
import { zodiacPlace } from '../zodiac/index.js';
import type { AspectType, BirthData, Body, IndianChartStyle, NatalChartRequest, NatalChartResponse, Sign, WheelTheme } from '../schemas/index.js';
import { formatCivilDate, formatLabel, formatNumber, formatPlainNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import { CHART_WORDS } from './chart-words.js';
import { EXIT, type CliIo } from './cli-io.js';
import { BIRTH_OPTIONS, birthRequestFlags, joinNegativeValues, numberFlag } from './birth-flags.js';
import { zodiacUsage } from './zodiac-flags.js';
import { commandLocale, LANG_OPTION } from './lang-flag.js';
import { degreesMinutes, formatTable } from './format-table.js';

export const CHART_USAGE = `Usage: urania chart --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) [--tz ZONE]
                    [--house-system SYSTEM] [--orb-profile PROFILE] [--zodiac Z] [--ayanamsa NAME] [--aspect-bodies LIST|all] [--json]

The natal chart of a birth. --time is local wall-clock time at the place (in --tz, else the zone found
from the coordinates); without it the chart is cast for local noon and has no houses.
  --lat, --lon    degrees, north and east positive
  --place NAME    a place of the atlas instead of --lat/--lon ("Ulm, Germany" or a GeoNames id; its zone)
  --tz ZONE       IANA time zone of --time (also --timezone)
  --aspect-bodies comma-separated bodies whose aspects are listed, or "all" (every body placed);
                  default the ten planets, Chiron and the true nodes
  --json          print the NatalChartResponse record
  --svg FILE      also draw the chart wheel to FILE as SVG (docs/chart-wheel.md)
  --png FILE      also draw the chart wheel to FILE as PNG (needs the optional package @resvg/resvg-js)
  --theme THEME   wheel colors: light (default), dark, print or mono
  --size PX       wheel width and height in pixels, 240 to 4000 (default 640)
  --aries-left    put 0° Aries on the left instead of the Ascendant
  --style STYLE   draw an Indian chart instead of the wheel: north, south or east (docs/indian-charts.md)
  --varga N       with --style: the divisional chart drawn, 1 (default) … 60 (Parashara's sixteen)
  --degrees       with --style: write each graha's degree and minute
  --lang TAG      language of the tables and the drawing's labels: en (default), es, pt-BR, fr, de, it, hi, ru, tr, zh-Hans;
                  without it LC_ALL or LANG (e.g. de_DE.UTF-8); any other language is English (docs/i18n/README.md)
${zodiacUsage(18)}`;

/**
 * @summary The `--aspect-bodies` value as the request's `aspectBodies`: a comma list, or `all` for every body the
 * chart places (the natal chart validates the names).
 * @example aspectBodiesFlag('Sun, Moon,Ceres') // ['Sun', 'Moon', 'Ceres']
 */
export function aspectBodiesFlag(value: string): Body[] | 'all' {
  if (value.trim() === 'all') return 'all';
  return value.split(',').map((b) => b.trim()).filter((b) => b !== '') as Body[];
}

/**
 * @summary The zodiac of a chart for its header: `tropical`, or `sidereal, <ayanamsa> ayanamsa <value>°` (the chart's
 * longitudes are then sidereal: docs/zodiac.md "Sidereal everywhere"), in a language of the CLI (default English).
 * @example zodiacLabel({ zodiac: 'sidereal', ayanamsa: { system: 'Lahiri', value: 23.7291 } }) // 'sidereal, Lahiri ayanamsa 23.7291°'
 */
export function zodiacLabel(chart: Pick<NatalChartResponse, 'zodiac' | 'ayanamsa'>, locale: LabelLocale = 'en'): string {
  const words = CHART_WORDS[locale];
  if (chart.zodiac !== 'sidereal' || chart.ayanamsa === undefined) return words.tropical;
  return formatLabel(words.sidereal, { ayanamsa: chart.ayanamsa.system, value: formatNumber(chart.ayanamsa.value, 4, locale) }, locale);
}

/**
 * @summary A longitude as its degree and minute within its sign, the way a chart reads: `28°27′ Libra` (the sign in
 * a language of the CLI, default English).
 * @example signDegree(208.4554) // '28°27′ Libra'
 */
export function signDegree(longitude: number, locale: LabelLocale = 'en'): string {
  const z = zodiacPlace(longitude, false);
  return `${degreesMinutes(z.degree, z.minute).trim()} ${locale === 'en' ? z.sign : labelCatalogue(locale).signs[z.sign]}`;
}

/**
 * @summary The readable rendering of a natal chart: positions (with houses), angles, houses, aspects (the bodies'
 * among themselves, then to the Ascendant and Midheaven), balances; every column labelled, in a language of the CLI
 * (`--lang`, issue 31: headings, names and numbers; English by default, as it always printed).
 */
export function formatChart(chart: NatalChartResponse, locale: LabelLocale = 'en'): string {
  const words = CHART_WORDS[locale];
  const labels = labelCatalogue(locale);
  const en = locale === 'en';
  const sign = (s: Sign) => (en ? s : labels.signs[s]);
  const body = (b: Body) => (en ? b : labels.bodies[b]);
  const angle = (a: 'Ascendant' | 'Midheaven') => (en ? a : labels.angles[a]);
  const n = (value: number, decimals: number) => formatNumber(value, decimals, locale);
  const phase = (applying: boolean) => (applying ? words.applying : words.separating);
  const cusps = chart.houses?.map((h) => h.cusp.longitude);
  const lines: string[] = [];
  const where = `${chart.place === undefined ? '' : `${chart.place.name} (${chart.place.country}), `}${chart.latitude}°, ${chart.longitude}°`;
  const date = `${en ? chart.birthDate : formatCivilDate(chart.birthDate, undefined, locale)}${chart.birthTime ? ` ${chart.birthTime}` : words.noTime}`;
  lines.push(formatLabel(words.title, { date, place: where, houseSystem: chart.houseSystem, zodiac: zodiacLabel(chart, locale) }, locale), '');
  const [bodyColumn, signColumn, degreeColumn, longitudeColumn, houseColumn, retroColumn] = words.positionColumns;
  lines.push(
    formatTable(
      [bodyColumn, signColumn, degreeColumn, longitudeColumn, ...(cusps ? [houseColumn] : []), retroColumn],
      chart.positions.map((p) => [
        body(p.body),
        sign(p.position.sign),
        degreesMinutes(p.position.degree, p.position.minute),
        n(p.position.longitude, 4),
        ...(cusps ? [String(houseContaining(p.position.longitude, cusps))] : []),
        p.position.isRetrograde ? retroColumn : '',
      ]),
    ),
  );
  if (chart.ascendant !== undefined && chart.midheaven !== undefined) {
    lines.push('', `${angle('Ascendant')} ${signDegree(chart.ascendant, locale)} (${n(chart.ascendant, 4)}°)   ${angle('Midheaven')} ${signDegree(chart.midheaven, locale)} (${n(chart.midheaven, 4)}°)`);
  }
  if (chart.houses) {
    lines.push('', formatTable([...words.houseColumns], chart.houses.map((h) => [String(h.house), sign(h.cusp.sign), degreesMinutes(h.cusp.degree, h.cusp.minute), n(h.cusp.longitude, 4)])));
  }
  const aspect = (t: AspectType) => (en ? t : labels.aspects[t]);
  lines.push(
    '',
    formatTable(
      [...words.aspectColumns],
      [
        ...chart.aspects.map((a) => [body(a.body1), aspect(a.type), body(a.body2), n(a.orb, 2), phase(a.isApplying)]),
        ...(chart.angleAspects ?? []).map((a) => [body(a.body), aspect(a.type), en ? a.angle : labels.angles[a.angle], n(a.orb, 2), phase(a.isApplying)]),
      ],
    ),
  );
  const e = chart.elementBalance;
  const m = chart.modalityBalance;
  // A weight as the record holds it (String in English, as the line always printed), the language's decimal mark else.
  const w = (v: number) => formatPlainNumber(v, locale);
  lines.push('', formatLabel(words.elements, { fire: w(e.fire), earth: w(e.earth), air: w(e.air), water: w(e.water), dominant: words.elementNames[e.dominant] }, locale));
  lines.push(formatLabel(words.modalities, { cardinal: w(m.cardinal), fixed: w(m.fixed), mutable: w(m.mutable), dominant: words.modalityNames[m.dominant] }, locale));
  return `${lines.join('\n')}\n`;
}

/**
 * @summary `urania chart`: the natal chart as a readable table, or the NatalChartResponse with --json; with `--svg` /
 * `--png` also its wheel (`natalWheel`) written to a file.
 */
export function chartCommand(argv: readonly string[], io: CliIo): number | Promise<number> {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon', '--date']),
    options: {
      ...BIRTH_OPTIONS,
      'orb-profile': { type: 'string' },
      'aspect-bodies': { type: 'string' },
      json: { type: 'boolean', default: false },
      svg: { type: 'string' },
      png: { type: 'string' },
      theme: { type: 'string' },
      size: { type: 'string' },
      'aries-left': { type: 'boolean', default: false },
      style: { type: 'string' },
      varga: { type: 'string' },
      degrees: { type: 'boolean', default: false },
      ...LANG_OPTION,
    },
    strict: true,
  });
  const request = {
    ...birthRequestFlags(values),
    ...(values['orb-profile'] !== undefined ? { orbProfile: values['orb-profile'] } : {}),
  } as NatalChartRequest;
  const asked = values['aspect-bodies'] === undefined ? undefined : aspectBodiesFlag(values['aspect-bodies']);
  const aspectBodies = asked === 'all' ? availableBodies() : asked;
  const locale = commandLocale(values.lang, io);
  // The record's warnings in the language asked for too (issue 31; `--json` shows them), English as before.
  const localized = { ...request, ...(locale === 'en' ? {} : { locale }) } as NatalChartRequest;
  const chart = natalChart(aspectBodies === undefined ? localized : { ...localized, aspectBodies });
  io.stdout(values.json ? `${JSON.stringify(chart)}\n` : formatChart(chart, locale));
  if (values.svg === undefined && values.png === undefined) return EXIT.ok;
  const svg = values.style !== undefined ? indianSvg(request, values, locale) : natalWheel(chart, {
    ...(locale !== 'en' ? { locale } : {}),
    ...(values.theme !== undefined ? { theme: values.theme as WheelTheme } : {}),
    ...(values.size !== undefined ? { size: numberFlag(values.size, '--size') } : {}),
    ...(values['aries-left'] ? { orientation: 'aries-left' as const } : {}),
  });
  if (values.svg !== undefined) writeFileSync(values.svg, svg);
  return values.png === undefined ? EXIT.ok : writePng(values.png, svg, io);
}

/** The Indian chart of `--style` (with `--varga`, `--degrees`, `--theme`, `--size`) of the command's birth. */
function indianSvg(
  request: NatalChartRequest,
  values: { style?: string; varga?: string; degrees?: boolean; theme?: string; size?: string },
  locale: LabelLocale,
): string {
  const birth: Record<string, unknown> = {};
  for (const key of ['birthDate', 'birthTime', 'latitude', 'longitude', 'timezone', 'place'] as const) {
    if ((request as Record<string, unknown>)[key] !== undefined) birth[key] = (request as Record<string, unknown>)[key];
  }
  return indianChart({
    birth: birth as BirthData,
    style: values.style as IndianChartStyle,
    ...(values.varga !== undefined ? { division: numberFlag(values.varga, '--varga') } : {}),
    ...(values.degrees ? { degrees: true } : {}),
    ...(values.theme !== undefined ? { theme: values.theme as WheelTheme } : {}),
    ...(values.size !== undefined ? { size: numberFlag(values.size, '--size') } : {}),
    ...(locale !== 'en' ? { locale } : {}),
  });
}

/** The CLI's language (`--lang`, else LC_ALL or LANG), kept importable from here: src/cli/lang-flag.ts. */
export { cliLocale } from './lang-flag.js';

/** @summary Render a wheel to PNG with the optional `@resvg/resvg-js`, or say how to get it (exit 1). */
export async function writePng(file: string, svg: string, io: CliIo, command = 'chart'): Promise<number> {
  const render = await loadPngRenderer();
  if (render === undefined) {
    io.stderr(`urania ${command}: ${PNG_UNAVAILABLE}\n`);
    return EXIT.failure;
  }
  writeFileSync(file, render(svg));
  return EXIT.ok;
}
