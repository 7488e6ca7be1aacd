import { parseArgs } from 'node:util';
import { nativitySignificators } from '../records/index.js';
import type { NativitySignificatorsRequest } from '../schemas/index.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import type { NativitySignificators } from '../schemas/index.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { BIRTH_OPTIONS, birthRequestFlags, joinNegativeValues } from './birth-flags.js';
import { EXIT, type CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { TRADITIONAL_WORDS } from './traditional-words.js';

export const NATIVITY_SIGNIFICATORS_USAGE = `Usage: urania significators --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE]
                             [--hyleg lilly|ptolemy] [--almuten essential|with-accidental] [--house-system NAME] [--lang TAG] [--json]

The almuten figuris, the hyleg (Lilly's rules by default, or Ptolemy's) and the alcocoden with its years
(docs/traditional.md). Houses: Regiomontanus unless --house-system is given.
  --json             the record as JSON (default: a summary and the almuten scores as a table)
${langUsage(17, 'the summary, the hyleg\'s rule and the table')}`;

/** @summary `urania significators`: the almuten figuris, hyleg and alcocoden of a timed birth. */
export function nativitySignificatorsCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: { ...BIRTH_OPTIONS, json: { type: 'boolean', default: false }, hyleg: { type: 'string' }, almuten: { type: 'string' }, ...LANG_OPTION },
    strict: true,
  });
  const v = values as Record<string, string | boolean | undefined>;
  const { houseSystem, ...birth } = birthRequestFlags(v as never);
  const locale = commandLocale(v.lang as string | undefined, io);
  const request = {
    birth,
    ...(houseSystem !== undefined ? { houseSystem } : {}),
    ...(v.hyleg !== undefined ? { hylegMethod: v.hyleg } : {}),
    ...(v.almuten !== undefined ? { almutenMethod: v.almuten } : {}),
    ...(locale === 'en' ? {} : { locale }),
  } as NativitySignificatorsRequest;
  const r = nativitySignificators(request);
  if (v.json === true) {
    io.stdout(`${JSON.stringify(r)}\n`);
    return EXIT.ok;
  }
  io.stdout(`${significatorsText(r, locale)}\n`);
  return EXIT.ok;
}

/**
 * @summary The readable summary of the significators in a label locale (issue 31): the names from the label
 * catalogue, the hyleg's rule as the record wrote it, the rest from `TRADITIONAL_WORDS`; English as it always printed.
 */
export function significatorsText(r: NativitySignificators, locale: LabelLocale = 'en'): string {
  const words = TRADITIONAL_WORDS[locale];
  const labels = labelCatalogue(locale);
  const en = locale === 'en';
  const say = (template: string, values: Readonly<Record<string, string | number>>) => formatLabel(template, values, locale);
  const body = (b: string) => (en ? b : b === 'Ascendant' ? labels.angles.Ascendant : b === 'PartOfFortune' ? labels.lots.Fortune : labels.bodies[b as keyof typeof labels.bodies]);
  const a = r.alcocoden;
  const lines = [
    say(words.almuten, { planet: body(r.almutenFiguris.almuten), method: words.almutenMethods[r.almutenFiguris.method] }),
    say(words.hyleg, {
      point: body(r.hyleg.point), longitude: formatNumber(r.hyleg.longitude, 2, locale), sign: en ? r.hyleg.sign : labels.signs[r.hyleg.sign],
      method: words.hylegMethods[r.hyleg.method], rule: r.hyleg.rule,
    }),
    a === null ? words.noAlcocoden : say(words.alcocoden, { planet: body(a.planet), aspect: en ? a.aspect : labels.aspects[a.aspect], house: a.house, kind: a.yearsKind, years: en ? String(a.years) : formatNumber(a.years, Number.isInteger(a.years) ? 0 : 2, locale) }),
    '',
    formatTable([...words.scoreColumns], r.almutenFiguris.scores.map((s) => [body(s.planet), s.essential, s.house, s.day, s.hour, s.total])),
  ];
  return lines.join('\n');
}
