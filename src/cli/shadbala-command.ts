import { parseArgs } from 'node:util';
import { shadbala } from '../records/index.js';
import type { Shadbala, ShadbalaRequest } from '../schemas/index.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { birthRequestFlags, joinNegativeValues } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';

export const SHADBALA_USAGE = `Usage: urania shadbala --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE] [--preset NAME] [--drik quarter|raman] [--saptavargaja raman|bphs] [--json]

Shadbala of the seven grahas and Bhava bala of the twelve bhavas (docs/vedic.md "Shadbala and Bhava bala"): the six
strengths in virupas, the total in rupas against the classical minimum, the ratio, ishta and kashta phala.
  --preset NAME          conventions: ${VEDIC_PRESETS.join(', ')} (default drik)
  --drik RULE            quarter (BPHS, default) or raman (Jupiter's and Mercury's aspects whole)
  --saptavargaja SCALE   raman (default) or bphs
  --json                 print the Shadbala record`;

const f = (x: number) => x.toFixed(2).padStart(8);

function text(s: Shadbala): string {
  const head = `${'Graha'.padEnd(8)}${['sthana', 'dig', 'kala', 'cheshta', 'naisarg', 'drik', 'rupas', 'need', 'ratio', 'ishta', 'kashta'].map((h) => h.padStart(8)).join('')}`;
  return [
    `Shadbala, ${s.ayanamsa.system} ayanamsa (virupas; rupas = virupas / 60)`,
    head,
    ...s.grahas.map((g) => `${g.graha.padEnd(8)}${[g.sthana.total, g.dig, g.kala.total, g.cheshta, g.naisargika, g.drik, g.totalRupas, g.requiredRupas, g.ratio, g.ishtaPhala, g.kashtaPhala].map(f).join('')}`),
    '',
    `${'Bhava'.padEnd(8)}${['sign', 'lord', 'adhipati', 'dig', 'drishti', 'rupas'].map((h) => h.padStart(12)).join('')}`,
    ...s.bhavas.map((b) => `${String(b.bhava).padEnd(8)}${b.sign.padStart(12)}${b.lord.padStart(12)}${[b.adhipati, b.dig, b.drishti, b.totalRupas].map((x) => x.toFixed(2).padStart(12)).join('')}`),
  ].join('\n');
}

/** @summary `urania shadbala`: Shadbala and Bhava bala of a birth, readable or `--json`. */
export function shadbalaCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: {
      date: { type: 'string' }, time: { type: 'string' }, lat: { type: 'string' }, lon: { type: 'string' }, place: { type: 'string' },
      tz: { type: 'string' }, timezone: { type: 'string' }, preset: { type: 'string' }, drik: { type: 'string' }, saptavargaja: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.time === undefined) throw new UsageError('--time is required: Shadbala needs the Ascendant and the hour, for example --time 14:30', 'requiredExample', { flag: '--time', example: '--time 14:30' });
  const request = {
    birth: birthRequestFlags(values) as ShadbalaRequest['birth'],
    ...(values.preset === undefined ? {} : { conventions: values.preset }),
    ...(values.drik === undefined ? {} : { drik: values.drik }),
    ...(values.saptavargaja === undefined ? {} : { saptavargaja: values.saptavargaja }),
  } as ShadbalaRequest;
  const s = shadbala(request);
  io.stdout(values.json ? `${JSON.stringify(s)}\n` : `${text(s)}\n`);
  return EXIT.ok;
}
