import { vedicYogas } from '../records/index.js';
import type { VedicYogas, VedicYogasRequest } from '../schemas/index.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import { parseVedicBirthArgs } from './vedic-birth-args.js';
import { EXIT, type CliIo } from './cli-io.js';
import { printTextWarnings, readingsLocale } from './cli-text-locale.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { VEDIC_TABLE_WORDS } from './vedic-table-words.js';

export const YOGAS_USAGE = `Usage: urania yogas --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE] [--preset NAME] [--lang TAG] [--json]

The classical yogas present in a birth chart (docs/vedic.md "Yogas"): Urania's catalogue of 79 — Mahapurusha,
lunar and solar yogas, Gajakesari, Raja, Dhana, Vipareeta, Parivartana, Neecha Bhanga, Kala Sarpa, Nabhasa —
each with the grahas that form it, its rule and its classical source.
  --preset NAME   conventions: ${VEDIC_PRESETS.join(', ')} (default drik)
${langUsage(14, 'the listing (the rules and sources in en, es, pt-BR, fr, de; English otherwise, said on standard error)')}
  --json          print the VedicYogas record`;

/** @summary The readable listing of a `VedicYogas` record in a label locale (English as it always printed). */
export function yogasText(y: VedicYogas, locale: LabelLocale = 'en'): string {
  const words = VEDIC_TABLE_WORDS[locale];
  const labels = labelCatalogue(locale);
  const en = locale === 'en';
  const graha = (g: string) => (en ? g : labels.grahas[g as keyof typeof labels.grahas] ?? g);
  return [
    formatLabel(words.yogasTitle, {
      count: String(y.yogas.length), size: String(y.catalogueSize), sign: en ? y.lagna.sign : labels.signs[y.lagna.sign],
      ayanamsa: y.ayanamsa.system, value: formatNumber(y.ayanamsa.value, 4, locale),
    }, locale),
    ...y.yogas.flatMap((x) => [
      formatLabel(words.yogaLine, { name: x.name, group: words.yogaGroups[x.group], nature: words.yogaNatures[x.nature], grahas: x.grahas.map(graha).join(', ') }, locale),
      `    ${x.rule} [${x.source}]`,
    ]),
  ].join('\n');
}

/** @summary `urania yogas`: the yogas of a birth, readable or `--json`; `--lang` (else LC_ALL/LANG) its language. */
export function yogasCommand(argv: readonly string[], io: CliIo): number {
  const { values, birth, conventions } = parseVedicBirthArgs(argv, LANG_OPTION, 'the yogas count houses from the lagna');
  const locale = commandLocale(values.lang, io);
  const text = locale === 'en' ? 'en' : readingsLocale(locale, io, 'yogas');
  const result = vedicYogas({
    birth: birth as VedicYogasRequest['birth'], ...(conventions as Pick<VedicYogasRequest, 'conventions'>), ...(text === 'en' ? {} : { locale: text }),
  });
  printTextWarnings(result, io, 'yogas');
  io.stdout(values.json ? `${JSON.stringify(result)}\n` : `${yogasText(result, locale)}\n`);
  return EXIT.ok;
}
