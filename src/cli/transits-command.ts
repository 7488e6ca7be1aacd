import { parseArgs } from 'node:util';
import { transitTimeline, type TransitTimelineInput } from '../records/transit-timeline.js';
import type { TransitTimelineEntry } from '../schemas/transit-timeline.js';
import { joinNegativeValues } from './birth-flags.js';
import { EXIT, type CliIo } from './cli-io.js';
import { FORECAST_OPTIONS, FORECAST_OPTIONS_USAGE, forecastRequestFlags, listFlag, minuteUt } from './forecast-flags.js';
import { formatTable } from './format-table.js';

export const TRANSITS_USAGE = `Usage: urania transits --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) --from ISO --to ISO
                       [--bodies LIST] [--points LIST] [--all] [--json]

The transit timeline of a range to a natal chart (docs/forecasting.md): each transit's entry into orb, exact passes
and exit; with --all also the transiting bodies' natal-house ingresses and the lunations on natal points.
${FORECAST_OPTIONS_USAGE}
  --bodies LIST   transiting bodies, comma-separated (default Jupiter to Pluto and Chiron)
  --points LIST   natal points, comma-separated (default the Sun to Pluto, Ascendant, Midheaven)
  --all           also house ingresses and lunations`;

function row(e: TransitTimelineEntry): string[] {
  if (e.kind === 'contact') {
    return [
      e.entersBeforeRange ? `(${minuteUt(e.enters)})` : minuteUt(e.enters),
      `${e.transitBody} ${e.aspect} ${e.natalPoint}`,
      e.exact.map((x) => `${minuteUt(x.at)}${x.direction === 'retrograde' ? ' Rx' : ''}`).join(', ') || '—',
      e.leavesAfterRange ? `(${minuteUt(e.leaves)})` : minuteUt(e.leaves),
    ];
  }
  if (e.kind === 'houseIngress') {
    return [minuteUt(e.at), `${e.transitBody} enters house ${e.house}${e.direction === 'retrograde' ? ' (Rx)' : e.reentry ? ' (again)' : ''}`, '', ''];
  }
  const what = `${e.phase === 'newMoon' ? 'New moon' : 'Full moon'}${e.eclipse ? ` (${e.eclipse.type} ${e.eclipse.kind} eclipse)` : ''}`;
  return [minuteUt(e.at), `${what}: ${e.luminary} on natal ${e.natalPoint} (${e.distance.toFixed(1)}°)`, '', ''];
}

/** @summary `urania transits`: the transit timeline of a range, readable (UT; parentheses: the range's edge) or `--json`. */
export function transitsCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: { ...FORECAST_OPTIONS, bodies: { type: 'string' }, points: { type: 'string' }, all: { type: 'boolean', default: false } },
    strict: true,
  });
  const bodies = listFlag(values.bodies);
  const points = listFlag(values.points);
  const request = {
    ...forecastRequestFlags(values),
    ...(bodies === undefined ? {} : { transitBodies: bodies }),
    ...(points === undefined ? {} : { natalPoints: points }),
    ...(values.all ? { include: ['contact', 'houseIngress', 'lunation'] } : {}),
  } as unknown as TransitTimelineInput;
  const timeline = transitTimeline(request);
  io.stdout(values.json ? `${JSON.stringify(timeline)}\n` : `${formatTable(['enters / at (UT)', 'transit', 'exact', 'leaves'], timeline.map(row))}\n`);
  return EXIT.ok;
}
