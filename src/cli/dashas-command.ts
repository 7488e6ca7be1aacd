import { vedicDasha } from '../records/index.js';
import type { VedicDasha, VedicDashaPeriod, VedicDashaRequest } from '../schemas/index.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { CHARA_DASHA_RECKONINGS, DASHA_STARTS, DASHA_SYSTEMS } from '../schemas/vedic-dasha.js';
import { parseVedicBirthArgs } from './vedic-birth-args.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';

export const DASHAS_USAGE = `Usage: urania dashas --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) [--tz ZONE]
       [--system NAME] [--levels N] [--start-from POINT] [--reckoning NAME] [--force] [--at ISO] [--preset NAME] [--json]

The dasha periods of a birth (docs/vedic.md "Dashas"): the mahadashas with their sub-periods, the balance at birth
and the periods running at --at (default now).
  --system NAME      ${DASHA_SYSTEMS.join(', ')} (default vimshottari); chara and narayana need --time
  --levels N         1 (mahadashas) to 5 (pranadashas); default 2
  --start-from P     nakshatra dashas: ${DASHA_STARTS.join(', ')} (default Moon)
  --reckoning NAME   chara: ${CHARA_DASHA_RECKONINGS.join(', ')} (default kn-rao)
  --force            ashtottari even where its rule (Rahu from the lagna lord) does not hold
  --preset NAME      conventions: ${VEDIC_PRESETS.join(', ')} (the dasha year among them; default drik)
  --json             print the VedicDasha record`;

const day = (iso: string) => iso.slice(0, 10);

function lines(periods: readonly VedicDashaPeriod[], depth: number): string[] {
  return periods.flatMap((p) => [
    `${'  '.repeat(depth)}${p.lord.padEnd(12)} ${day(p.startDate)} → ${day(p.endDate)}  ${p.durationYears.toFixed(2)} y`,
    ...(p.subPeriods === undefined ? [] : lines(p.subPeriods, depth + 1)),
  ]);
}

function text(d: VedicDasha): string {
  const start = d.start.nakshatra === undefined ? `from ${d.start.point}` : `from the ${d.start.point} in ${d.start.nakshatra}`;
  return [
    `${d.system[0]!.toUpperCase()}${d.system.slice(1)} dasha${d.reckoning === undefined ? '' : ` (${d.reckoning})`}, ${start}; years of ${d.yearDays} days`,
    `Balance at birth: ${d.balance.lord}, ${d.balance.years.toFixed(4)} years (to ${day(d.balance.endDate)})`,
    ...(d.applicability === undefined ? [] : [`Ashtottari rule: Rahu in house ${d.applicability.rahuFromLagnaLord} from the lagna lord — ${d.applicability.applicable ? 'applies' : 'does not apply (forced)'}`]),
    '',
    ...lines(d.periods, 0),
    ...(d.running === undefined ? [] : ['', `Running at ${d.running.at}: ${d.running.periods.map((p) => p.lord).join(' / ') || '—'}`]),
  ].join('\n');
}

/** @summary `urania dashas`: the dasha periods of a birth, readable or `--json`. */
export function dashasCommand(argv: readonly string[], io: CliIo): number {
  const { values, birth, conventions } = parseVedicBirthArgs(argv, {
    system: { type: 'string' }, levels: { type: 'string' }, 'start-from': { type: 'string' }, reckoning: { type: 'string' },
    force: { type: 'boolean', default: false }, at: { type: 'string' },
  });
  const levels = values.levels === undefined ? undefined : Number(values.levels);
  if (levels !== undefined && !Number.isInteger(levels)) throw new UsageError('--levels must be a whole number from 1 to 5, for example --levels 3', 'notWholeNumber', { flag: '--levels', value: JSON.stringify(values.levels) });
  const request = {
    birth,
    ...(values.system === undefined ? {} : { system: values.system }),
    ...(levels === undefined ? {} : { levels }),
    ...(values['start-from'] === undefined ? {} : { startFrom: values['start-from'] }),
    ...(values.reckoning === undefined ? {} : { reckoning: values.reckoning }),
    ...(values.force ? { force: true } : {}),
    at: values.at ?? new Date().toISOString().slice(0, 19) + 'Z',
    ...conventions,
  } as VedicDashaRequest;
  const d = vedicDasha(request);
  io.stdout(values.json ? `${JSON.stringify(d)}\n` : `${text(d)}\n`);
  return EXIT.ok;
}
