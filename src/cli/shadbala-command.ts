import { parseArgs } from 'node:util';
import { shadbala } from '../records/index.js';
import type { Shadbala, ShadbalaRequest } from '../schemas/index.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { birthRequestFlags, joinNegativeValues } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { VEDIC_TABLE_WORDS } from './vedic-table-words.js';

export const SHADBALA_USAGE = `Usage: urania shadbala --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE] [--preset NAME] [--drik quarter|raman] [--saptavargaja raman|bphs] [--lang TAG] [--json]

Shadbala of the seven grahas and Bhava bala of the twelve bhavas (docs/vedic.md "Shadbala and Bhava bala"): the six
strengths in virupas, the total in rupas against the classical minimum, the ratio, ishta and kashta phala.
  --preset NAME          conventions: ${VEDIC_PRESETS.join(', ')} (default drik)
  --drik RULE            quarter (BPHS, default) or raman (Jupiter's and Mercury's aspects whole)
  --saptavargaja SCALE   raman (default) or bphs
${langUsage(21, 'the tables')}
  --json                 print the Shadbala record`;

const f = (x: number) => x.toFixed(2).padStart(8);

/** @summary Shadbala and Bhava bala as text in a label locale (English as it always printed). */
export function shadbalaText(s: Shadbala, locale: LabelLocale = 'en'): string {
  const words = VEDIC_TABLE_WORDS[locale];
  const labels = labelCatalogue(locale);
  const en = locale === 'en';
  const graha = (g: string) => (en ? g : labels.grahas[g as keyof typeof labels.grahas] ?? g);
  const sign = (x: keyof typeof labels.signs) => (en ? x : labels.signs[x]);
  const n = (x: number, width: number) => formatNumber(x, 2, locale).padStart(width);
  const [grahaColumn, ...grahaColumns] = words.shadbalaColumns;
  const [bhavaColumn, ...bhavaColumns] = words.bhavaColumns;
  return [
    formatLabel(words.shadbalaTitle, { ayanamsa: s.ayanamsa.system }, locale),
    `${grahaColumn.padEnd(8)}${grahaColumns.map((h) => h.padStart(8)).join('')}`,
    ...s.grahas.map((g) => `${graha(g.graha).padEnd(8)}${[g.sthana.total, g.dig, g.kala.total, g.cheshta, g.naisargika, g.drik, g.totalRupas, g.requiredRupas, g.ratio, g.ishtaPhala, g.kashtaPhala].map((x) => (en ? f(x) : n(x, 8))).join('')}`),
    '',
    `${bhavaColumn.padEnd(8)}${bhavaColumns.map((h) => h.padStart(12)).join('')}`,
    ...s.bhavas.map((b) => `${String(b.bhava).padEnd(8)}${sign(b.sign).padStart(12)}${graha(b.lord).padStart(12)}${[b.adhipati, b.dig, b.drishti, b.totalRupas].map((x) => n(x, 12)).join('')}`),
  ].join('\n');
}

/** @summary `urania shadbala`: Shadbala and Bhava bala of a birth, readable or `--json`. */
export function shadbalaCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: {
      date: { type: 'string' }, time: { type: 'string' }, lat: { type: 'string' }, lon: { type: 'string' }, place: { type: 'string' },
      tz: { type: 'string' }, timezone: { type: 'string' }, preset: { type: 'string' }, drik: { type: 'string' }, saptavargaja: { type: 'string' },
      json: { type: 'boolean', default: false }, ...LANG_OPTION,
    },
    strict: true,
  });
  if (values.time === undefined) throw new UsageError('--time is required: Shadbala needs the Ascendant and the hour, for example --time 14:30', 'requiredExample', { flag: '--time', example: '--time 14:30' });
  const request = {
    birth: birthRequestFlags(values) as ShadbalaRequest['birth'],
    ...(values.preset === undefined ? {} : { conventions: values.preset }),
    ...(values.drik === undefined ? {} : { drik: values.drik }),
    ...(values.saptavargaja === undefined ? {} : { saptavargaja: values.saptavargaja }),
  } as ShadbalaRequest;
  const s = shadbala(request);
  io.stdout(values.json ? `${JSON.stringify(s)}\n` : `${shadbalaText(s, commandLocale(values.lang, io))}\n`);
  return EXIT.ok;
}
