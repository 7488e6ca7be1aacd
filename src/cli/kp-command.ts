import { kpChart } from '../records/index.js';
import type { KpChart, KpChartRequest } from '../schemas/index.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { parseVedicBirthArgs } from './vedic-birth-args.js';
import { EXIT, type CliIo } from './cli-io.js';
import { signDegree } from './chart-command.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { KP_WORDS } from './kp-words.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';

export const KP_USAGE = `Usage: urania kp --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE] [--preset NAME] [--nodes plain|agents] [--lang TAG] [--json]

The Krishnamurti Paddhati (KP) chart of a birth, or of any moment at a place (docs/vedic.md "KP"): Placidus cusps
and the grahas with their sign, star, sub and sub-sub lords, the significators of the houses at four levels and
the ruling planets.
  --preset NAME   conventions: ${VEDIC_PRESETS.join(', ')} (default kp: Krishnamurti ayanamsa, mean node)
  --nodes RULE    plain (default): Rahu and Ketu signify as any planet; agents: also for their principals (the lords
                  of their sign and star, the planets conjoining or aspecting them: Krishnamurti's node rule)
  --json          print the KpChart record
${langUsage(14, 'the table and the record\'s warnings')}`;

/** @summary A cell padded to `width` columns, or followed by one space when it is longer (a long name in another script). */
const pad = (text: string, width: number) => text.padEnd(Math.max(width, text.length + 1));

/** @summary The KP chart as text in a label locale (English as it always printed). */
export function kpText(k: KpChart, locale: LabelLocale = 'en'): string {
  const words = KP_WORDS[locale];
  const labels = labelCatalogue(locale);
  const en = locale === 'en';
  const say = (template: string, values: Readonly<Record<string, string>>) => formatLabel(template, values, locale);
  const lord = (g: string) => (en ? g : (labels.grahas as Readonly<Record<string, string>>)[g] ?? g);
  const englishNakshatras = labelCatalogue('en').nakshatras;
  const nakshatra = (n: string) => (en || !englishNakshatras.includes(n) ? n : labels.nakshatras[englishNakshatras.indexOf(n)]!);
  const row = (label: string, lon: number, l: KpChart['cusps'][number] | KpChart['planets'][number]) =>
    `${pad(label, 9)}${pad(signDegree(lon, locale), 20)}${pad(nakshatra(l.nakshatra), 19)}${[l.signLord, l.starLord, l.subLord, l.subSubLord].map((x) => pad(lord(x), 9)).join('')}`;
  const list = (xs: readonly string[]) => (xs.length === 0 ? '—' : xs.map(lord).join(', '));
  const lords = (r: { signLord: string; starLord: string; subLord: string }) => [r.signLord, r.starLord, r.subLord].map(lord).join('/');
  const [longitude, nakshatraColumn, ...lordColumns] = words.columns;
  const r = k.rulingPlanets;
  return [
    say(words.title, { houses: k.houseSystemUsed, ayanamsa: k.ayanamsa.system, value: formatNumber(k.ayanamsa.value, 4, locale), nodes: k.nodes }),
    `${''.padEnd(9)}${pad(longitude, 20)}${pad(nakshatraColumn, 19)}${lordColumns.map((x) => pad(x, 9)).join('')}`,
    ...k.cusps.map((c) => row(say(words.cusp, { house: String(c.house) }), c.longitude, c)),
    ...k.planets.map((p) => row(lord(p.planet), p.longitude, p) + say(words.inHouse, { house: String(p.house) })),
    '',
    words.significators,
    ...k.significators.map((s) => `${say(words.house, { house: String(s.house).padEnd(3) })} ${[s.level1, s.level2, s.level3, s.level4].map(list).join(' · ')}`),
    '',
    say(words.ruling, { day: lord(r.dayLord), ascendant: en ? 'Ascendant' : labels.angles.Ascendant, asc: lords(r.ascendant), moon: lord('Moon'), moonLords: lords(r.moon) }),
    ...k.warnings,
  ].join('\n');
}

/** @summary `urania kp`: the KP chart of a birth, readable or `--json`. */
export function kpCommand(argv: readonly string[], io: CliIo): number {
  const { values, birth, conventions } = parseVedicBirthArgs(argv, { nodes: { type: 'string' }, ...LANG_OPTION }, 'KP needs the cusps');
  const locale = commandLocale(values.lang, io);
  const chart = kpChart({
    ...(locale === 'en' ? {} : { locale }),
    birth: birth as KpChartRequest['birth'],
    ...(conventions as Pick<KpChartRequest, 'conventions'>),
    ...(values.nodes === undefined ? {} : { nodes: values.nodes as NonNullable<KpChartRequest['nodes']> }),
  });
  io.stdout(values.json ? `${JSON.stringify(chart)}\n` : `${kpText(chart, locale)}\n`);
  return EXIT.ok;
}
