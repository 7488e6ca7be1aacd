import { kpChart } from '../records/index.js';
import type { KpChart, KpChartRequest } from '../schemas/index.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { parseVedicBirthArgs } from './vedic-birth-args.js';
import { EXIT, type CliIo } from './cli-io.js';
import { signDegree } from './chart-command.js';

export const KP_USAGE = `Usage: urania kp --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE] [--preset NAME] [--nodes plain|agents] [--json]

The Krishnamurti Paddhati (KP) chart of a birth, or of any moment at a place (docs/vedic.md "KP"): Placidus cusps
and the grahas with their sign, star, sub and sub-sub lords, the significators of the houses at four levels and
the ruling planets.
  --preset NAME   conventions: ${VEDIC_PRESETS.join(', ')} (default kp: Krishnamurti ayanamsa, mean node)
  --nodes RULE    plain (default): Rahu and Ketu signify as any planet; agents: also for their principals (the lords
                  of their sign and star, the planets conjoining or aspecting them: Krishnamurti's node rule)
  --json          print the KpChart record`;

function text(k: KpChart): string {
  const row = (label: string, lon: number, l: KpChart['cusps'][number] | KpChart['planets'][number]) =>
    `${label.padEnd(9)}${signDegree(lon).padEnd(20)}${l.nakshatra.padEnd(19)}${[l.signLord, l.starLord, l.subLord, l.subSubLord].map((x) => x.padEnd(9)).join('')}`;
  const list = (xs: readonly string[]) => (xs.length === 0 ? '—' : xs.join(', '));
  return [
    `KP chart, ${k.houseSystemUsed} houses, ${k.ayanamsa.system} ayanamsa ${k.ayanamsa.value.toFixed(4)}°${k.nodes === 'agents' ? ', nodes as agents' : ''}`,
    `${''.padEnd(9)}${'longitude'.padEnd(20)}${'nakshatra'.padEnd(19)}${['sign', 'star', 'sub', 'sub-sub'].map((x) => x.padEnd(9)).join('')}`,
    ...k.cusps.map((c) => row(`Cusp ${c.house}`, c.longitude, c)),
    ...k.planets.map((p) => row(p.planet, p.longitude, p) + `house ${p.house}`),
    '',
    'Significators (level 1 · 2 · 3 · 4)',
    ...k.significators.map((s) => `House ${String(s.house).padEnd(3)} ${[s.level1, s.level2, s.level3, s.level4].map(list).join(' · ')}`),
    '',
    `Ruling planets: day ${k.rulingPlanets.dayLord}; Ascendant ${k.rulingPlanets.ascendant.signLord}/${k.rulingPlanets.ascendant.starLord}/${k.rulingPlanets.ascendant.subLord}; Moon ${k.rulingPlanets.moon.signLord}/${k.rulingPlanets.moon.starLord}/${k.rulingPlanets.moon.subLord} (sign/star/sub)`,
    ...k.warnings,
  ].join('\n');
}

/** @summary `urania kp`: the KP chart of a birth, readable or `--json`. */
export function kpCommand(argv: readonly string[], io: CliIo): number {
  const { values, birth, conventions } = parseVedicBirthArgs(argv, { nodes: { type: 'string' } }, 'KP needs the cusps');
  const chart = kpChart({
    birth: birth as KpChartRequest['birth'],
    ...(conventions as Pick<KpChartRequest, 'conventions'>),
    ...(values.nodes === undefined ? {} : { nodes: values.nodes as NonNullable<KpChartRequest['nodes']> }),
  });
  io.stdout(values.json ? `${JSON.stringify(chart)}\n` : `${text(chart)}\n`);
  return EXIT.ok;
}
