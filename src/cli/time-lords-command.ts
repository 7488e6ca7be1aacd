import { parseArgs } from 'node:util';
import { agesOfLife, decennials, firdaria, timeLordsAt } from '../records/index.js';
import type { FirdariaRequest, TimeLordsAtRequest } from '../schemas/index.js';
import { FIRDARIA_VARIANT_NAMES } from '../schemas/time-lords.js';
import { birthRequestFlags, joinNegativeValues } from './birth-flags.js';
import { EXIT, type CliIo } from './cli-io.js';

export const TIME_LORDS_USAGE = `Usage: urania time-lords --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE]
       [--variant NAME] [--at ISO] [--json]

The time lords of a life (docs/directions.md): the firdaria (Abu Ma'shar) with their sub-periods, the decennials
(Vettius Valens), Ptolemy's ages of life, and the lords running at --at (default now).
  --variant NAME   order of a night chart's firdaria: ${FIRDARIA_VARIANT_NAMES.join(', ')} (default abuMashar)
  --at ISO         the instant of the running lords (default now)
  --json           print { firdaria, decennials, agesOfLife, running } (the four records)`;

const day = (iso: string) => iso.slice(0, 10);

/** @summary `urania time-lords`: the firdaria, decennials, ages of life and the running lords, readable or `--json`. */
export function timeLordsCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: {
      date: { type: 'string' }, time: { type: 'string' }, lat: { type: 'string' }, lon: { type: 'string' }, place: { type: 'string' },
      tz: { type: 'string' }, timezone: { type: 'string' }, variant: { type: 'string' }, at: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
  });
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
  const lines = [
    `Firdaria (${f.sect} chart, ${f.variant}):`,
    ...f.periods.map((p) => `${p.level === 1 ? '  ' : '      '}${(p.subLord ?? p.lord).padEnd(10)} ${day(p.startDate)} → ${day(p.endDate)}  age ${p.startAge.toFixed(2)}–${p.endAge.toFixed(2)}`),
    '',
    `Decennials (from the ${d.order[0]}; order ${d.order.join(', ')}):`,
    ...d.periods.map((p) => `${p.level === 1 ? '  ' : '      '}${(p.subLord ?? p.lord).padEnd(10)} ${day(p.startDate)} → ${day(p.endDate)}  ${p.months} months`),
    '',
    'Ages of life (Ptolemy, Tetrabiblos IV.10):',
    ...a.periods.map((p) => `  ${p.lord.padEnd(10)} ${p.age.padEnd(13)} ${day(p.startDate)} → ${p.endDate === undefined ? 'end of life' : day(p.endDate)}`),
    '',
    `Running at ${running.at}: firdar ${running.firdaria.lord}${running.firdaria.subLord === undefined ? '' : ` / ${running.firdaria.subLord}`}, ` +
      `decennial ${running.decennial.lord} / ${running.decennial.subLord}, age of ${running.ageOfLife.lord} (${running.ageOfLife.age})`,
  ];
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT.ok;
}
