import { parseArgs } from 'node:util';
import { divisionalChart, divisionalCharts } from '../records/index.js';
import type { DivisionalChartRequest, VargaChart } from '../schemas/index.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { birthRequestFlags, joinNegativeValues, numberFlag } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';

export const VARGA_USAGE = `Usage: urania varga --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) [--tz ZONE]
                    [--division N|all] [--method NAME] [--preset NAME] [--json]

The divisional charts (vargas) of a birth (docs/vedic.md "Divisional charts"): the sign of each graha and of the
Ascendant in a division, by the division's default method or --method. Also \`urania divisional\`.
  --division N    a division: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60, 81, 108, 144,
                  or any 1 to 300 with --method cyclic; "all" (the default) for the 23 with the Vimshopaka bala
  --method NAME   parashara, cyclic, jagannatha or somanatha (D3), narasimha-rao (D5, D6, D8), dwadasamsa-of-dwadasamsa (D144),
                  navamsa-of-dwadasamsa or dwadasamsa-of-navamsa (D108)
  --preset NAME   conventions (ayanamsa, node): ${VEDIC_PRESETS.join(', ')} (default drik)
  --json          print the DivisionalChart (or DivisionalCharts) record`;

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke', Ascendant: 'Asc',
};

/** @summary One chart as a line: `D9 Navamsa (parashara)  Su Pisces · Mo Leo* …` (* vargottama). */
function chartLine(c: Pick<VargaChart, 'division' | 'name' | 'method' | 'points'>): string {
  const label = `D${c.division} ${c.name === `D${c.division}` ? '' : c.name} (${c.method})`.replace('  ', ' ');
  return `${label.padEnd(50)}${c.points.map((p) => `${ABBREVIATIONS[p.point] ?? p.point} ${p.sign}${p.vargottama ? '*' : ''}`).join(' · ')}`;
}

/** @summary `urania varga` / `urania divisional`: divisional charts of a birth, readable or `--json`. */
export function vargaCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: {
      date: { type: 'string' }, time: { type: 'string' }, lat: { type: 'string' }, lon: { type: 'string' }, place: { type: 'string' },
      tz: { type: 'string' }, timezone: { type: 'string' }, division: { type: 'string' }, method: { type: 'string' },
      preset: { type: 'string' }, json: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const birth = birthRequestFlags(values) as DivisionalChartRequest['birth'];
  const conventions = values.preset === undefined ? {} : { conventions: values.preset as (typeof VEDIC_PRESETS)[number] };
  if (values.division === undefined || values.division === 'all') {
    if (values.method !== undefined) throw new UsageError('--method needs one --division, for example --division 3 --method jagannatha', 'needs', { flag: '--method', other: '--division', example: '--division 3 --method jagannatha' });
    const all = divisionalCharts({ birth, ...conventions });
    if (values.json) {
      io.stdout(`${JSON.stringify(all)}\n`);
      return EXIT.ok;
    }
    const bala = all.vimshopaka.map((v) => `${v.graha.padEnd(8)}${[v.shadvarga, v.saptavarga, v.dasavarga, v.shodasavarga].map((x) => x.toFixed(2).padStart(8)).join('')}`);
    io.stdout(`${[
      `Divisional charts, sidereal (${all.ayanamsa.system} ${all.ayanamsa.value.toFixed(4)}°); * vargottama`,
      ...all.charts.map(chartLine),
      '',
      `Vimshopaka  ${['shad', 'sapta', 'dasa', 'shodasa'].map((g) => g.padStart(8)).join('')}`,
      ...bala,
    ].join('\n')}\n`);
    return EXIT.ok;
  }
  const division = numberFlag(values.division, '--division');
  const method = values.method as DivisionalChartRequest['method'];
  const chart = divisionalChart({ birth, division, ...(method === undefined ? {} : { method }), ...conventions });
  io.stdout(values.json ? `${JSON.stringify(chart)}\n` : `${chartLine(chart)}\n`);
  return EXIT.ok;
}
