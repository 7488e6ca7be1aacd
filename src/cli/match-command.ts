import { parseArgs } from 'node:util';
import { vedicCompatibility } from '../records/index.js';
import type { VedicCompatibility, VedicCompatibilityRequest } from '../schemas/index.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { MANGLIK_TRADITION_NAMES } from '../schemas/vedic-doshas.js';
import { birthRequestFlags, joinNegativeValues } from './birth-flags.js';
import { formatLabel } from '../i18n/format-label.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { MATCH_WORDS } from './match-words.js';

export const MATCH_USAGE = `Usage: urania match --a-date YYYY-MM-DD --a-time HH:MM --a-lat DEG --a-lon DEG [--a-tz ZONE]
                    --b-date YYYY-MM-DD --b-time HH:MM --b-lat DEG --b-lon DEG [--b-tz ZONE] [--manglik TRADITION] [--preset NAME] [--lang TAG] [--json]

Vedic compatibility of two births (docs/vedic.md "Matching"): the ashtakoot (36 points), the ten South Indian
poruthams and Manglik matching. Person A takes the groom's side of the tables, person B the bride's.
  --manglik TRADITION  ${MANGLIK_TRADITION_NAMES.join(', ')} (default extended)
  --preset NAME        conventions: ${VEDIC_PRESETS.join(', ')} (default drik)
  --json               print the VedicCompatibility record
${langUsage(19, 'the summary and the lines')}`;

/** @summary The readable lines of a `VedicCompatibility` record, in a label locale (default English, as it always printed). */
export function matchText(c: VedicCompatibility, locale: LabelLocale = 'en'): string {
  const words = MATCH_WORDS[locale];
  const say = (template: string, values: Readonly<Record<string, string>>) => formatLabel(template, values, locale);
  const n = (x: number) => (locale === 'en' ? String(x) : new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }).format(x));
  const yes = (b: boolean) => (b ? 'yes' : 'no');
  const k = c.ashtakoot;
  return [
    c.summary,
    say(words.ashtakoot, { varna: n(k.varna), vashya: n(k.vashya), tara: n(k.tara), yoni: n(k.yoni), grahamaitri: n(k.grahamaitri), gana: n(k.gana), bhakoot: n(k.bhakoot), nadi: n(k.nadi) }),
    say(words.poruthams, { list: c.poruthams.map((p) => say(words.porutham, { name: words.poruthamNames[p.name], agrees: yes(p.agreeable) })).join(words.listSeparator) }),
    say(words.manglik, { a: yes(c.manglik.personA.effective), b: yes(c.manglik.personB.effective), verdict: c.manglik.verdict }),
  ].join('\n');
}

const side = (p: 'a' | 'b') => ({
  [`${p}-date`]: { type: 'string' }, [`${p}-time`]: { type: 'string' }, [`${p}-lat`]: { type: 'string' }, [`${p}-lon`]: { type: 'string' }, [`${p}-tz`]: { type: 'string' },
}) as const;

/** @summary `urania match`: the compatibility of two births, readable or `--json`. */
export function matchCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--a-lat', '--a-lon', '--b-lat', '--b-lon']),
    options: { ...side('a'), ...side('b'), manglik: { type: 'string' }, preset: { type: 'string' }, json: { type: 'boolean', default: false }, ...LANG_OPTION },
    strict: true,
  });
  const v = values as Record<string, string | boolean | undefined>;
  const birth = (p: 'a' | 'b') => {
    if (v[`${p}-time`] === undefined) throw new UsageError(`--${p}-time is required: Manglik counts from the Ascendant, for example --${p}-time 14:30`, 'requiredExample', { flag: `--${p}-time`, example: `--${p}-time 14:30` });
    return birthRequestFlags({ date: v[`${p}-date`] as string | undefined, time: v[`${p}-time`] as string, lat: v[`${p}-lat`] as string | undefined, lon: v[`${p}-lon`] as string | undefined, tz: v[`${p}-tz`] as string | undefined }) as VedicCompatibilityRequest['personA'];
  };
  const locale = commandLocale(values.lang, io);
  const result = vedicCompatibility({
    personA: birth('a'), personB: birth('b'),
    ...(locale === 'en' ? {} : { locale }),
    ...(values.preset === undefined ? {} : { conventions: values.preset as (typeof VEDIC_PRESETS)[number] }),
    ...(values.manglik === undefined ? {} : { manglik: values.manglik as (typeof MANGLIK_TRADITION_NAMES)[number] }),
  });
  io.stdout(values.json ? `${JSON.stringify(result)}\n` : `${matchText(result, locale)}\n`);
  return EXIT.ok;
}
