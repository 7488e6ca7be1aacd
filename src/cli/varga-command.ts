import { parseArgs } from 'node:util';
import { divisionalChart, divisionalCharts } from '../records/index.js';
import type { DivisionalChartRequest, VargaChart } from '../schemas/index.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { birthRequestFlags, joinNegativeValues, numberFlag } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { VEDIC_TABLE_WORDS } from './vedic-table-words.js';

export const VARGA_USAGE = `Usage: urania varga --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) [--tz ZONE]
                    [--division N|all] [--method NAME] [--preset NAME] [--lang TAG] [--json]

The divisional charts (vargas) of a birth (docs/vedic.md "Divisional charts"): the sign of each graha and of the
Ascendant in a division, by the division's default method or --method. Also \`urania divisional\`.
  --division N    a division: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60, 81, 108, 144,
                  or any 1 to 300 with --method cyclic; "all" (the default) for the 23 with the Vimshopaka bala
  --method NAME   parashara, cyclic, jagannatha or somanatha (D3), narasimha-rao (D5, D6, D8), dwadasamsa-of-dwadasamsa (D144),
                  navamsa-of-dwadasamsa or dwadasamsa-of-navamsa (D108)
  --preset NAME   conventions (ayanamsa, node): ${VEDIC_PRESETS.join(', ')} (default drik)
${langUsage(14, 'the table')}
  --json          print the DivisionalChart (or DivisionalCharts) record`;

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke', Ascendant: 'Asc',
};

/** @summary One chart as a line: `D9 Navamsa (parashara)  Su Pisces · Mo Leo* …` (* vargottama). */
function chartLine(c: Pick<VargaChart, 'division' | 'name' | 'method' | 'points'>, locale: LabelLocale = 'en'): string {
  const labels = labelCatalogue(locale);
  const en = locale === 'en';
  const catalogued = (labels.vargas as Readonly<Record<number, string>>)[c.division];
  const name = en || catalogued === undefined ? c.name : catalogued;
  const label = `D${c.division} ${name === `D${c.division}` ? '' : name} (${c.method})`.replace('  ', ' ');
  const abbreviation = (p: string) => (en ? ABBREVIATIONS[p] : labels.grahaShort[p as keyof typeof labels.grahaShort]) ?? p;
  return `${label.padEnd(50)}${c.points.map((p) => `${abbreviation(p.point)} ${en ? p.sign : labels.signs[p.sign]}${p.vargottama ? '*' : ''}`).join(' · ')}`;
}

/** @summary `urania varga` / `urania divisional`: divisional charts of a birth, readable or `--json`. */
export function vargaCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: {
      date: { type: 'string' }, time: { type: 'string' }, lat: { type: 'string' }, lon: { type: 'string' }, place: { type: 'string' },
      tz: { type: 'string' }, timezone: { type: 'string' }, division: { type: 'string' }, method: { type: 'string' },
      preset: { type: 'string' }, json: { type: 'boolean', default: false }, ...LANG_OPTION,
    },
    strict: true,
  });
  const birth = birthRequestFlags(values) as DivisionalChartRequest['birth'];
  const locale = commandLocale(values.lang, io);
  const words = VEDIC_TABLE_WORDS[locale];
  const graha = (g: string) => (locale === 'en' ? g : labelCatalogue(locale).grahas[g as keyof ReturnType<typeof labelCatalogue>['grahas']] ?? g);
  const conventions = values.preset === undefined ? {} : { conventions: values.preset as (typeof VEDIC_PRESETS)[number] };
  if (values.division === undefined || values.division === 'all') {
    if (values.method !== undefined) throw new UsageError('--method needs one --division, for example --division 3 --method jagannatha', 'needs', { flag: '--method', other: '--division', example: '--division 3 --method jagannatha' });
    const all = divisionalCharts({ birth, ...conventions });
    if (values.json) {
      io.stdout(`${JSON.stringify(all)}\n`);
      return EXIT.ok;
    }
    const bala = all.vimshopaka.map((v) => `${graha(v.graha).padEnd(8)}${[v.shadvarga, v.saptavarga, v.dasavarga, v.shodasavarga].map((x) => formatNumber(x, 2, locale).padStart(8)).join('')}`);
    const [vimshopaka, ...groups] = words.vimshopakaColumns;
    io.stdout(`${[
      formatLabel(words.vargaTitle, { ayanamsa: all.ayanamsa.system, value: formatNumber(all.ayanamsa.value, 4, locale) }, locale),
      ...all.charts.map((c) => chartLine(c, locale)),
      '',
      `${vimshopaka.padEnd(10)}  ${groups.map((g) => g.padStart(8)).join('')}`,
      ...bala,
    ].join('\n')}\n`);
    return EXIT.ok;
  }
  const division = numberFlag(values.division, '--division');
  const method = values.method as DivisionalChartRequest['method'];
  const chart = divisionalChart({ birth, division, ...(method === undefined ? {} : { method }), ...conventions });
  io.stdout(values.json ? `${JSON.stringify(chart)}\n` : `${chartLine(chart, locale)}\n`);
  return EXIT.ok;
}
