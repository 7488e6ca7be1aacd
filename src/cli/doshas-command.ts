import { parseArgs } from 'node:util';
import { sadeSati, vedicDoshas } from '../records/index.js';
import type { SadeSati, SadeSatiRequest, VedicDoshas, VedicDoshasRequest } from '../schemas/index.js';
import { MANGLIK_TRADITION_NAMES } from '../schemas/vedic-doshas.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { birthRequestFlags, joinNegativeValues } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { formatLabel } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { DOSHA_TABLE_WORDS } from './dosha-table-words.js';

/** Names of a label locale: grahas and signs by the catalogue (English: the record's own). */
function names(locale: LabelLocale) {
  const labels = labelCatalogue(locale);
  const en = locale === 'en';
  return {
    graha: (g: string) => (en ? g : labels.grahas[g as keyof typeof labels.grahas] ?? g),
    sign: (s: keyof typeof labels.signs) => (en ? s : labels.signs[s]),
    say: (template: string, values: Readonly<Record<string, string>>) => formatLabel(template, values, locale),
  };
}

export const DOSHAS_USAGE = `Usage: urania doshas --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE] [--manglik TRADITION] [--preset NAME] [--lang TAG] [--json]

Manglik (Kuja) and Kaal Sarp doshas of a birth (docs/vedic.md "Doshas").
  --manglik TRADITION  ${MANGLIK_TRADITION_NAMES.join(', ')} (default extended: houses 1, 2, 4, 7, 8, 12)
  --preset NAME        conventions: ${VEDIC_PRESETS.join(', ')} (default drik)
${langUsage(19, 'the lines')}
  --json               print the VedicDoshas record`;

export const SADE_SATI_USAGE = `Usage: urania sade-sati --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) [--tz ZONE] [--years N] [--preset NAME] [--lang TAG] [--json]

The Sade Sati and Dhaiya periods of a life, from Saturn's sidereal ingresses (docs/vedic.md "Doshas").
  --years N       years from birth, 1–120 (default 100)
  --preset NAME   conventions: ${VEDIC_PRESETS.join(', ')} (default drik)
${langUsage(14, 'the lines')}
  --json          print the SadeSati record`;

const OPTIONS = {
  date: { type: 'string' }, time: { type: 'string' }, lat: { type: 'string' }, lon: { type: 'string' }, place: { type: 'string' },
  tz: { type: 'string' }, timezone: { type: 'string' }, preset: { type: 'string' }, json: { type: 'boolean', default: false }, ...LANG_OPTION,
} as const;

/** @summary The readable lines of a `VedicDoshas` record. */
export function doshasText(d: VedicDoshas, locale: LabelLocale = 'en'): string {
  const w = DOSHA_TABLE_WORDS[locale];
  const { graha, say } = names(locale);
  const m = d.manglik;
  const k = d.kaalSarp;
  const from = (template: string, f: VedicDoshas['manglik']['fromMoon']) => `${say(template, { house: String(f.house) })}${f.present ? w.doshaHouse : ''}`;
  return [
    say(w.manglik, {
      tradition: w.traditions[m.tradition], state: m.effective ? w.present : m.present ? w.presentCancelled : w.absent,
      houses: [from(w.fromAscendant, m.fromAscendant), from(w.fromMoon, m.fromMoon), from(w.fromVenus, m.fromVenus)].join(', '),
    }),
    say(w.cancellations, { list: m.cancellations.length === 0 ? w.none : m.cancellations.map((c) => w.cancellationNames[c]).join(', ') }),
    `${say(w.kaalSarp, { form: w.forms[k.form] })}${k.direction === null ? '' : say(w.kaalSarpDetail, { direction: w.directions[k.direction], type: k.type, house: String(k.rahuHouse) })}${k.outside.length > 0 ? say(w.outsideAxis, { grahas: k.outside.map(graha).join(', ') }) : ''}`,
  ].join('\n');
}

/** @summary `urania doshas`: Manglik and Kaal Sarp, readable or `--json`. */
export function doshasCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({ args: joinNegativeValues(argv, ['--lat', '--lon']), options: { ...OPTIONS, manglik: { type: 'string' } }, strict: true });
  if (values.time === undefined) throw new UsageError('--time is required: the doshas count houses from the Ascendant, for example --time 14:30', 'requiredExample', { flag: '--time', example: '--time 14:30' });
  const birth = birthRequestFlags(values) as VedicDoshasRequest['birth'];
  const result = vedicDoshas({
    birth,
    ...(values.preset === undefined ? {} : { conventions: values.preset as (typeof VEDIC_PRESETS)[number] }),
    ...(values.manglik === undefined ? {} : { manglik: values.manglik as (typeof MANGLIK_TRADITION_NAMES)[number] }),
  });
  io.stdout(values.json ? `${JSON.stringify(result)}\n` : `${doshasText(result, commandLocale(values.lang, io))}\n`);
  return EXIT.ok;
}

/** @summary The readable lines of a `SadeSati` record. */
export function sadeSatiText(s: SadeSati, locale: LabelLocale = 'en'): string {
  const w = DOSHA_TABLE_WORDS[locale];
  const { sign, say } = names(locale);
  const day = (iso: string) => iso.slice(0, 10);
  const width = Math.max(w.sadeSati.length, w.dhaiya.length);
  return [
    say(w.sadeSatiTitle, { sign: sign(s.moonSign), ayanamsa: s.ayanamsa.system, from: day(s.from), to: day(s.to) }),
    ...s.periods.map((p) => `${(p.kind === 'sade-sati' ? w.sadeSati : w.dhaiya).padEnd(width)} ${day(p.start)} – ${day(p.end)}  ${p.phases.map((x) => say(w.phaseIn, { phase: w.phases[x.phase], sign: sign(x.sign), day: day(x.start) })).join('; ')}`),
  ].join('\n');
}

/** @summary `urania sade-sati`: the periods of a life, readable or `--json`. */
export function sadeSatiCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({ args: joinNegativeValues(argv, ['--lat', '--lon']), options: { ...OPTIONS, years: { type: 'string' } }, strict: true });
  const birth = birthRequestFlags(values) as SadeSatiRequest['birth'];
  const result = sadeSati({
    birth,
    ...(values.years === undefined ? {} : { years: Number(values.years) }),
    ...(values.preset === undefined ? {} : { conventions: values.preset as (typeof VEDIC_PRESETS)[number] }),
  });
  io.stdout(values.json ? `${JSON.stringify(result)}\n` : `${sadeSatiText(result, commandLocale(values.lang, io))}\n`);
  return EXIT.ok;
}
