import { parseArgs } from 'node:util';
import { birthTimeSensitivity } from '../records/index.js';
import type { BirthTimeSensitivity, BirthTimeSensitivityRequest } from '../schemas/index.js';
import { birthRequestFlags, joinNegativeValues, numberFlag } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';

export const SENSITIVITY_USAGE = `Usage: urania sensitivity --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE]
                          [--minutes N] [--house-system SYSTEM] [--ayanamsa NAME] [--json]

What stays and what changes in the chart when the birth time is uncertain by ±N minutes (default 30, 1..720):
the Ascendant and MC signs, each body's house, the Moon's sign and nakshatra, the navamsa Ascendant, the chart
ruler, the Vimshottari lord and the aspects to the angles, each change at its local clock time (to the second),
and how many days the Vimshottari dasha dates move per minute of birth time.
  --lat, --lon      degrees, north and east positive
  --tz              IANA time zone of --time (also --timezone)
  --json            the BirthTimeSensitivity record as JSON`;

const FACT_WORDS: Readonly<Record<string, string>> = {
  ascendantSign: 'Ascendant sign', midheavenSign: 'MC sign', moonSign: 'Moon sign', moonNakshatra: 'Moon nakshatra',
  navamsaAscendant: 'navamsa Ascendant', chartRuler: 'chart ruler', dashaLord: 'Vimshottari lord',
};

/** A fact in words: `Moon house`, `Mars–Ascendant aspect`, `MC sign`. */
function factWords(f: { fact: string; body?: string; angle?: string }): string {
  if (f.fact === 'house') return `${f.body ?? ''} house`;
  if (f.fact === 'angleAspect') return `${f.body ?? ''}–${f.angle ?? ''} aspect`;
  return FACT_WORDS[f.fact] ?? f.fact;
}

/** @summary The record as lines of text: the window, what stays, each change at its clock time, the dasha rate. */
export function sensitivityText(s: BirthTimeSensitivity): string {
  const lines = [
    `Birth ${s.birthDate} ${s.birthTime} (${s.timezone}), window ${s.from.clockTime} – ${s.to.clockTime}`,
    '',
    'Stays:',
    ...s.stays.map((f) => `  ${factWords(f)}: ${f.value}`),
    '',
    s.changes.length === 0 ? 'Changes: none' : 'Changes:',
    ...s.changes.map((c) => `  ${c.clockTime}  ${factWords(c)}: ${c.from} → ${c.to}`),
    '',
    `Vimshottari: ${s.dasha.lord} mahadasha, balance ${s.dasha.balanceYears.toFixed(2)} years; ` +
      `the dasha dates move ${Math.abs(s.dasha.daysPerMinute).toFixed(2)} days ${s.dasha.daysPerMinute < 0 ? 'earlier' : 'later'} per minute later birth`,
  ];
  return `${lines.join('\n')}\n`;
}

/** @summary `urania sensitivity`: the birth-time sensitivity of a chart as text (default) or JSON. */
export function sensitivityCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon', '--date']),
    options: {
      date: { type: 'string' }, time: { type: 'string' }, lat: { type: 'string' }, lon: { type: 'string' },
      place: { type: 'string' }, tz: { type: 'string' }, timezone: { type: 'string' },
      minutes: { type: 'string', default: '30' }, 'house-system': { type: 'string' }, ayanamsa: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.time === undefined) throw new UsageError('--time is required (the birth time whose uncertainty is examined)', 'requiredExample', { flag: '--time', example: '--time 14:30' });
  const { houseSystem, ...birth } = birthRequestFlags(values);
  const request = {
    birth,
    plusMinusMinutes: numberFlag(values.minutes, '--minutes'),
    ...(houseSystem !== undefined ? { houseSystem } : {}),
    ...(values.ayanamsa !== undefined ? { ayanamsa: values.ayanamsa } : {}),
  } as BirthTimeSensitivityRequest;
  const record = birthTimeSensitivity(request);
  io.stdout(values.json === true ? `${JSON.stringify(record)}\n` : sensitivityText(record));
  return EXIT.ok;
}
