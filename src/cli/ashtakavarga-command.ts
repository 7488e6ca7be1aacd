import { ashtakavarga } from '../records/index.js';
import type { Ashtakavarga, AshtakavargaRequest } from '../schemas/index.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { parseVedicBirthArgs } from './vedic-birth-args.js';
import { EXIT, type CliIo } from './cli-io.js';

export const ASHTAKAVARGA_USAGE = `Usage: urania ashtakavarga --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE] [--at ISO] [--preset NAME] [--json]

The ashtakavarga of a birth (docs/vedic.md "Ashtakavarga"): the bindus of the seven grahas and the Ascendant in each
sign, the sarvashtakavarga, the shodhya pinda, and with --at the transit scores then.
  --preset NAME   conventions: ${VEDIC_PRESETS.join(', ')} (default drik)
  --json          print the Ashtakavarga record`;

const ABBR = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];

function text(a: Ashtakavarga): string {
  const row = (label: string, xs: readonly number[], tail: string) => `${label.padEnd(11)}${xs.map((x) => String(x).padStart(4)).join('')}  ${tail}`;
  return [
    `Ashtakavarga, ${a.ayanamsa.system} ayanamsa; Ascendant in ${a.signs.Ascendant}`,
    `${''.padEnd(11)}${ABBR.map((s) => s.padStart(4)).join('')}  total · shodhya pinda`,
    ...a.bhinnashtakavarga.map((b) => row(b.point, b.bindus, `${b.total} · ${b.shodhyaPinda}`)),
    row('Sarva', a.sarvashtakavarga.bindus, String(a.sarvashtakavarga.total)),
    ...(a.transits === undefined ? [] : ['', `Transits at ${a.transits.at}:`, ...a.transits.planets.map((t) => `  ${t.planet.padEnd(8)} in ${t.sign.padEnd(12)} ${t.bindus} bindus (sarva ${t.sarvashtakavarga})`)]),
  ].join('\n');
}

/** @summary `urania ashtakavarga`: the ashtakavarga of a birth, readable or `--json`. */
export function ashtakavargaCommand(argv: readonly string[], io: CliIo): number {
  const { values, birth, conventions } = parseVedicBirthArgs(argv, { at: { type: 'string' } }, 'the ashtakavarga needs the Ascendant');
  const request = { birth, ...(values.at === undefined ? {} : { at: values.at }), ...conventions } as AshtakavargaRequest;
  const a = ashtakavarga(request);
  io.stdout(values.json ? `${JSON.stringify(a)}\n` : `${text(a)}\n`);
  return EXIT.ok;
}
