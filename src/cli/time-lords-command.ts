import { parseArgs } from 'node:util';
import { agesOfLife, decennials, firdaria, timeLordsAt } from '../records/index.js';
import type { FirdariaRequest, TimeLordsAtRequest } from '../schemas/index.js';
import { FIRDARIA_VARIANT_NAMES } from '../schemas/time-lords.js';
import { birthRequestFlags, joinNegativeValues } from './birth-flags.js';
import { EXIT, type CliIo } from './cli-io.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { TIME_LORDS_WORDS } from './time-lords-words.js';

export const TIME_LORDS_USAGE = `Usage: urania time-lords --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE]
       [--variant NAME] [--at ISO] [--lang TAG] [--json]

The time lords of a life (docs/directions.md): the firdaria (Abu Ma'shar) with their sub-periods, the decennials
(Vettius Valens), Ptolemy's ages of life, and the lords running at --at (default now).
  --variant NAME   order of a night chart's firdaria: ${FIRDARIA_VARIANT_NAMES.join(', ')} (default abuMashar)
  --at ISO         the instant of the running lords (default now)
  --json           print { firdaria, decennials, agesOfLife, running } (the four records)
${langUsage(15, 'the lines (the dates stay YYYY-MM-DD)')}`;

const day = (iso: string) => iso.slice(0, 10);

/** @summary `urania time-lords`: the firdaria, decennials, ages of life and the running lords, readable or `--json`. */
export function timeLordsCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: {
      date: { type: 'string' }, time: { type: 'string' }, lat: { type: 'string' }, lon: { type: 'string' }, place: { type: 'string' },
      tz: { type: 'string' }, timezone: { type: 'string' }, variant: { type: 'string' }, at: { type: 'string' },
      json: { type: 'boolean', default: false }, ...LANG_OPTION,
    },
    strict: true,
  });
  const locale = commandLocale(values.lang, io);
  const birth = birthRequestFlags(values) as FirdariaRequest['birth'];
  const variant = values.variant === undefined ? {} : { variant: values.variant as FirdariaRequest['variant'] };
  const at = values.at ?? `${new Date().toISOString().slice(0, 19)}Z`;
  const f = firdaria({ birth, ...variant });
  const d = decennials({ birth });
  const a = agesOfLife({ birth });
  const running = timeLordsAt({ birth, at, ...variant } as TimeLordsAtRequest);
  if (values.json) {
    io.stdout(`${JSON.stringify({ firdaria: f, decennials: d, agesOfLife: a, running })}\n`);
    return EXIT.ok;
  }
  const words = TIME_LORDS_WORDS[locale];
  const labels = labelCatalogue(locale);
  const en = locale === 'en';
  const say = (template: string, v: Readonly<Record<string, string | number>>) => formatLabel(template, v, locale);
  const lord = (l: string) => (en ? l : (labels.bodies as Readonly<Record<string, string>>)[l] ?? l);
  // A lord's name padded to 10 columns, then a space.
  const padded = (l: string) => `${lord(l).padEnd(10)} `;
  const n = (x: number) => formatNumber(x, 2, locale);
  const lines = [
    say(words.firdaria, { sect: f.sect, variant: f.variant }),
    ...f.periods.map((p) => `${p.level === 1 ? '  ' : '      '}${padded(p.subLord ?? p.lord)}${day(p.startDate)} → ${day(p.endDate)}  ${say(words.ageSpan, { from: n(p.startAge), to: n(p.endAge) })}`),
    '',
    say(words.decennials, { first: lord(d.order[0]!), order: d.order.map(lord).join(', ') }),
    ...d.periods.map((p) => `${p.level === 1 ? '  ' : '      '}${padded(p.subLord ?? p.lord)}${day(p.startDate)} → ${day(p.endDate)}  ${say(words.months, { months: p.months })}`),
    '',
    words.agesOfLife,
    ...a.periods.map((p) => `  ${padded(p.lord)}${words.ages[p.age].padEnd(13)} ${day(p.startDate)} → ${p.endDate === undefined ? words.endOfLife : day(p.endDate)}`),
    '',
    say(words.running, {
      at: running.at,
      firdar: `${lord(running.firdaria.lord)}${running.firdaria.subLord === undefined ? '' : ` / ${lord(running.firdaria.subLord)}`}`,
      decennial: `${lord(running.decennial.lord)} / ${lord(String(running.decennial.subLord))}`,
      lord: lord(running.ageOfLife.lord), age: words.ages[running.ageOfLife.age],
    }),
  ];
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT.ok;
}
