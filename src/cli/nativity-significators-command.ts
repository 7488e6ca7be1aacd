import { parseArgs } from 'node:util';
import { nativitySignificators } from '../records/index.js';
import type { NativitySignificatorsRequest } from '../schemas/index.js';
import { BIRTH_OPTIONS, birthRequestFlags, joinNegativeValues } from './birth-flags.js';
import { EXIT, type CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';

export const NATIVITY_SIGNIFICATORS_USAGE = `Usage: urania significators --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE]
                             [--hyleg lilly|ptolemy] [--almuten essential|with-accidental] [--house-system NAME] [--json]

The almuten figuris, the hyleg (Lilly's rules by default, or Ptolemy's) and the alcocoden with its years
(docs/traditional.md). Houses: Regiomontanus unless --house-system is given.
  --json             the record as JSON (default: a summary and the almuten scores as a table)`;

/** @summary `urania significators`: the almuten figuris, hyleg and alcocoden of a timed birth. */
export function nativitySignificatorsCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: { ...BIRTH_OPTIONS, json: { type: 'boolean', default: false }, hyleg: { type: 'string' }, almuten: { type: 'string' } },
    strict: true,
  });
  const v = values as Record<string, string | boolean | undefined>;
  const { houseSystem, ...birth } = birthRequestFlags(v as never);
  const request = {
    birth,
    ...(houseSystem !== undefined ? { houseSystem } : {}),
    ...(v.hyleg !== undefined ? { hylegMethod: v.hyleg } : {}),
    ...(v.almuten !== undefined ? { almutenMethod: v.almuten } : {}),
  } as NativitySignificatorsRequest;
  const r = nativitySignificators(request);
  if (v.json === true) {
    io.stdout(`${JSON.stringify(r)}\n`);
    return EXIT.ok;
  }
  const a = r.alcocoden;
  const lines = [
    `almuten figuris: ${r.almutenFiguris.almuten} (${r.almutenFiguris.method})`,
    `hyleg: ${r.hyleg.point} at ${r.hyleg.longitude.toFixed(2)}° ${r.hyleg.sign} (${r.hyleg.method}: ${r.hyleg.rule})`,
    a === null ? 'alcocoden: none (no planet with dignity over the hyleg beholds it)' : `alcocoden: ${a.planet} (${a.aspect}, house ${a.house}): ${a.yearsKind} years, ${a.years}`,
    '',
    formatTable(['planet', 'essential', 'house', 'day', 'hour', 'total'], r.almutenFiguris.scores.map((s) => [s.planet, s.essential, s.house, s.day, s.hour, s.total])),
  ];
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT.ok;
}
