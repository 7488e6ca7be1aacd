import { parseArgs } from 'node:util';
import { directionTimeline, type DirectionTimelineInput } from '../records/direction-timeline.js';
import { progressionTimeline, type ProgressionTimelineInput } from '../records/progression-timeline.js';
import type { DirectedContact } from '../schemas/direction-timeline.js';
import type { ProgressionTimelineEntry } from '../schemas/progression-timeline.js';
import { joinNegativeValues } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { FORECAST_OPTIONS, FORECAST_OPTIONS_USAGE, forecastRequestFlags, minuteUt } from './forecast-flags.js';
import { formatTable } from './format-table.js';

export const PROGRESSIONS_USAGE = `Usage: urania progressions --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) --from ISO --to ISO
                           [--orb DEG] [--solar-arc | --naibod] [--json]

The secondary progressions of a range of years as a timeline (docs/forecasting.md): progressed aspects to natal
points within --orb (default 1°), sign and house ingresses, stations and the progressed lunation phases; with
--solar-arc (or --naibod) the solar arc directions instead.
${FORECAST_OPTIONS_USAGE}
  --orb DEG       orb of the aspects (default 1)
  --solar-arc     solar arc directions to the natal points
  --naibod        directions by Naibod's key (0°59′08″ a year)`;

function progressedRow(e: ProgressionTimelineEntry): string[] {
  switch (e.kind) {
    case 'contact':
      return [
        e.entersBeforeRange ? `(${minuteUt(e.enters)})` : minuteUt(e.enters),
        `progressed ${e.progressedBody} ${e.aspect} ${e.natalPoint}`,
        e.exact.map((x) => `${minuteUt(x.at)}${x.direction === 'retrograde' ? ' Rx' : ''}`).join(', ') || '—',
        e.leavesAfterRange ? `(${minuteUt(e.leaves)})` : minuteUt(e.leaves),
      ];
    case 'signIngress':
      return [minuteUt(e.at), `progressed ${e.progressedBody} enters ${e.sign}${e.direction === 'retrograde' ? ' (Rx)' : ''}`, '', ''];
    case 'houseIngress':
      return [minuteUt(e.at), `progressed ${e.progressedBody} enters house ${e.house}${e.direction === 'retrograde' ? ' (Rx)' : ''}`, '', ''];
    case 'station':
      return [minuteUt(e.at), `progressed ${e.progressedBody} stations ${e.type}`, '', ''];
    case 'lunationPhase':
      return [minuteUt(e.at), `progressed lunation: ${e.phase} phase`, '', ''];
  }
}

function directedRow(e: DirectedContact): string[] {
  return [
    e.entersBeforeRange ? `(${minuteUt(e.enters)})` : minuteUt(e.enters),
    `directed ${e.directedPoint} ${e.aspect} ${e.natalPoint} (arc ${e.arc.toFixed(2)}°)`,
    e.exact === undefined ? '—' : minuteUt(e.exact),
    e.leavesAfterRange ? `(${minuteUt(e.leaves)})` : minuteUt(e.leaves),
  ];
}

/** @summary `urania progressions`: the progression (or direction) timeline of a range, readable (UT) or `--json`. */
export function progressionsCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: { ...FORECAST_OPTIONS, orb: { type: 'string' }, 'solar-arc': { type: 'boolean', default: false }, naibod: { type: 'boolean', default: false } },
    strict: true,
  });
  if (values['solar-arc'] && values.naibod) throw new UsageError('give --solar-arc or --naibod, not both');
  const orb = values.orb === undefined ? undefined : Number(values.orb);
  if (orb !== undefined && !Number.isFinite(orb)) throw new UsageError(`--orb takes degrees, for example --orb 1.5; got ${JSON.stringify(values.orb)}`);
  const request = { ...forecastRequestFlags(values), ...(orb === undefined ? {} : { orb }) };
  const headers = ['enters / at (UT)', 'event', 'exact', 'leaves'];
  if (values['solar-arc'] || values.naibod) {
    const found = directionTimeline({ ...request, ...(values.naibod ? { key: 'naibod' } : {}) } as unknown as DirectionTimelineInput);
    io.stdout(values.json ? `${JSON.stringify(found)}\n` : `${formatTable(headers, found.map(directedRow))}\n`);
  } else {
    const found = progressionTimeline(request as unknown as ProgressionTimelineInput);
    io.stdout(values.json ? `${JSON.stringify(found)}\n` : `${formatTable(headers, found.map(progressedRow))}\n`);
  }
  return EXIT.ok;
}
