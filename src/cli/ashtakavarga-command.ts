import { ashtakavarga } from '../records/index.js';
import type { Ashtakavarga, AshtakavargaRequest } from '../schemas/index.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { parseVedicBirthArgs } from './vedic-birth-args.js';
import { EXIT, type CliIo } from './cli-io.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { formatLabel } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { VEDIC_TABLE_WORDS } from './vedic-table-words.js';

export const ASHTAKAVARGA_USAGE = `Usage: urania ashtakavarga --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE] [--at ISO] [--preset NAME] [--lang TAG] [--json]

The ashtakavarga of a birth (docs/vedic.md "Ashtakavarga"): the bindus of the seven grahas and the Ascendant in each
sign, the sarvashtakavarga, the shodhya pinda, and with --at the transit scores then.
  --preset NAME   conventions: ${VEDIC_PRESETS.join(', ')} (default drik)
${langUsage(14, 'the table')}
  --json          print the Ashtakavarga record`;

const ABBR = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];

/** @summary The ashtakavarga as text in a label locale (English as it always printed; signs by the catalogue's short names). */
export function ashtakavargaText(a: Ashtakavarga, locale: LabelLocale = 'en'): string {
  const words = VEDIC_TABLE_WORDS[locale];
  const labels = labelCatalogue(locale);
  const en = locale === 'en';
  const point = (p: string) => (en ? p : labels.grahas[p as keyof typeof labels.grahas] ?? p);
  const sign = (s: keyof typeof labels.signs) => (en ? s : labels.signs[s]);
  const say = (template: string, values: Readonly<Record<string, string>>) => formatLabel(template, values, locale);
  const abbr = en ? ABBR : Object.values(labels.signShort);
  const row = (label: string, xs: readonly number[], tail: string) => `${label.padEnd(11)}${xs.map((x) => String(x).padStart(4)).join('')}  ${tail}`;
  return [
    say(words.ashtakavargaTitle, { ayanamsa: a.ayanamsa.system, sign: sign(a.signs.Ascendant) }),
    `${''.padEnd(11)}${abbr.map((s) => s.padStart(4)).join('')}  ${words.ashtakavargaTail}`,
    ...a.bhinnashtakavarga.map((b) => row(point(b.point), b.bindus, `${b.total} · ${b.shodhyaPinda}`)),
    row(words.sarva, a.sarvashtakavarga.bindus, String(a.sarvashtakavarga.total)),
    ...(a.transits === undefined ? [] : ['', say(words.transitsAt, { at: a.transits.at }), ...a.transits.planets.map((t) =>
      `  ${say(words.transitLine, { planet: point(t.planet).padEnd(8), sign: sign(t.sign).padEnd(12), bindus: String(t.bindus), sarva: String(t.sarvashtakavarga) })}`)]),
  ].join('\n');
}

/** @summary `urania ashtakavarga`: the ashtakavarga of a birth, readable or `--json`. */
export function ashtakavargaCommand(argv: readonly string[], io: CliIo): number {
  const { values, birth, conventions } = parseVedicBirthArgs(argv, { at: { type: 'string' }, ...LANG_OPTION }, 'the ashtakavarga needs the Ascendant');
  const request = { birth, ...(values.at === undefined ? {} : { at: values.at }), ...conventions } as AshtakavargaRequest;
  const a = ashtakavarga(request);
  io.stdout(values.json ? `${JSON.stringify(a)}\n` : `${ashtakavargaText(a, commandLocale(values.lang, io))}\n`);
  return EXIT.ok;
}
