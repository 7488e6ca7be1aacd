import { vedicYogas } from '../records/index.js';
import type { VedicYogas, VedicYogasRequest } from '../schemas/index.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { parseVedicBirthArgs } from './vedic-birth-args.js';
import { EXIT, type CliIo } from './cli-io.js';

export const YOGAS_USAGE = `Usage: urania yogas --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE] [--preset NAME] [--json]

The classical yogas present in a birth chart (docs/vedic.md "Yogas"): Urania's catalogue of 79 — Mahapurusha,
lunar and solar yogas, Gajakesari, Raja, Dhana, Vipareeta, Parivartana, Neecha Bhanga, Kala Sarpa, Nabhasa —
each with the grahas that form it, its rule and its classical source.
  --preset NAME   conventions: ${VEDIC_PRESETS.join(', ')} (default drik)
  --json          print the VedicYogas record`;

/** @summary The readable listing of a `VedicYogas` record. */
export function yogasText(y: VedicYogas): string {
  return [
    `Yogas: ${y.yogas.length} of the ${y.catalogueSize} in the catalogue; lagna ${y.lagna.sign}, ${y.ayanamsa.system} ayanamsa ${y.ayanamsa.value.toFixed(4)}°`,
    ...y.yogas.flatMap((x) => [`${x.name} (${x.group}, ${x.nature}): ${x.grahas.join(', ')}`, `    ${x.rule} [${x.source}]`]),
  ].join('\n');
}

/** @summary `urania yogas`: the yogas of a birth, readable or `--json`. */
export function yogasCommand(argv: readonly string[], io: CliIo): number {
  const { values, birth, conventions } = parseVedicBirthArgs(argv, {}, 'the yogas count houses from the lagna');
  const result = vedicYogas({ birth: birth as VedicYogasRequest['birth'], ...(conventions as Pick<VedicYogasRequest, 'conventions'>) });
  io.stdout(values.json ? `${JSON.stringify(result)}\n` : `${yogasText(result)}\n`);
  return EXIT.ok;
}
