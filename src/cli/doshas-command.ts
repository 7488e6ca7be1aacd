import { parseArgs } from 'node:util';
import { sadeSati, vedicDoshas } from '../records/index.js';
import type { SadeSati, SadeSatiRequest, VedicDoshas, VedicDoshasRequest } from '../schemas/index.js';
import { MANGLIK_TRADITION_NAMES } from '../schemas/vedic-doshas.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { birthRequestFlags, joinNegativeValues } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';

export const DOSHAS_USAGE = `Usage: urania doshas --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE] [--manglik TRADITION] [--preset NAME] [--json]

Manglik (Kuja) and Kaal Sarp doshas of a birth (docs/vedic.md "Doshas").
  --manglik TRADITION  ${MANGLIK_TRADITION_NAMES.join(', ')} (default extended: houses 1, 2, 4, 7, 8, 12)
  --preset NAME        conventions: ${VEDIC_PRESETS.join(', ')} (default drik)
  --json               print the VedicDoshas record`;

export const SADE_SATI_USAGE = `Usage: urania sade-sati --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) [--tz ZONE] [--years N] [--preset NAME] [--json]

The Sade Sati and Dhaiya periods of a life, from Saturn's sidereal ingresses (docs/vedic.md "Doshas").
  --years N       years from birth, 1–120 (default 100)
  --preset NAME   conventions: ${VEDIC_PRESETS.join(', ')} (default drik)
  --json          print the SadeSati record`;

const OPTIONS = {
  date: { type: 'string' }, time: { type: 'string' }, lat: { type: 'string' }, lon: { type: 'string' }, place: { type: 'string' },
  tz: { type: 'string' }, timezone: { type: 'string' }, preset: { type: 'string' }, json: { type: 'boolean', default: false },
} as const;

/** @summary The readable lines of a `VedicDoshas` record. */
export function doshasText(d: VedicDoshas): string {
  const m = d.manglik;
  const k = d.kaalSarp;
  const from = (label: string, f: VedicDoshas['manglik']['fromMoon']) => `${label} house ${f.house}${f.present ? ' (dosha)' : ''}`;
  return [
    `Manglik (${m.tradition}): ${m.effective ? 'present' : m.present ? 'present, cancelled' : 'absent'} — Mars ${[from('from the Ascendant', m.fromAscendant), from('from the Moon', m.fromMoon), from('from Venus', m.fromVenus)].join(', ')}`,
    `  cancellations: ${m.cancellations.length === 0 ? 'none' : m.cancellations.join(', ')}`,
    `Kaal Sarp: ${k.form}${k.direction === null ? '' : ` (${k.direction}, ${k.type}: Rahu in house ${k.rahuHouse})`}${k.outside.length > 0 ? `; outside the axis: ${k.outside.join(', ')}` : ''}`,
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
  io.stdout(values.json ? `${JSON.stringify(result)}\n` : `${doshasText(result)}\n`);
  return EXIT.ok;
}

/** @summary The readable lines of a `SadeSati` record. */
export function sadeSatiText(s: SadeSati): string {
  const day = (iso: string) => iso.slice(0, 10);
  return [
    `Sade Sati and Dhaiya for a Moon in ${s.moonSign} (${s.ayanamsa.system}), ${day(s.from)} to ${day(s.to)}`,
    ...s.periods.map((p) => `${p.kind === 'sade-sati' ? 'Sade Sati' : 'Dhaiya'.padEnd(9)} ${day(p.start)} – ${day(p.end)}  ${p.phases.map((x) => `${x.phase} in ${x.sign} from ${day(x.start)}`).join('; ')}`),
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
  io.stdout(values.json ? `${JSON.stringify(result)}\n` : `${sadeSatiText(result)}\n`);
  return EXIT.ok;
}
