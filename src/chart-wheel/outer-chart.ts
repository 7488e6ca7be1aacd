import { validate } from '../records/parse.js';
import { LunarReturn, NatalChartResponse, ProgressedChart, SolarReturn } from '../schemas/index.js';
import { parse } from '../records/parse.js';

/**
 * The charts a bi-wheel can draw outside: a natal chart (synastry, transits), a secondary-progressed chart, a
 * solar or lunar return (`natalChart`, `progressedChart`, `solarReturnChart`, `lunarReturnChart` records). The
 * outer ring needs only their positions; the header says which kind it is.
 */
export type OuterChart = NatalChartResponse | ProgressedChart | SolarReturn | LunarReturn;

const KINDS = [NatalChartResponse, ProgressedChart, SolarReturn, LunarReturn] as const;

/**
 * @summary Validate an outer chart: it must be one of the {@link OuterChart} records (the first whose schema it
 * passes); otherwise the `UraniaError` is the natal chart schema's, naming `where.<member>`.
 * @example parseOuterChart(progressedChart(request), 'outer')
 */
export function parseOuterChart(value: unknown, where: string): OuterChart {
  for (const schema of KINDS) {
    if (validate(schema, value, where).length === 0) return value as OuterChart;
  }
  return parse(NatalChartResponse, value, where);
}

/**
 * @summary The header lines of an outer chart that is not a natal chart: a progression's target and progressed
 * dates, a return's exact instant.
 */
export function outerChartLines(chart: OuterChart): string[] | undefined {
  if ('progressedDate' in chart)
    return [`progressed to ${chart.targetDate}`, `(day ${chart.progressedDate})`];
  if ('exactDate' in chart) return [`return ${chart.exactDate}`];
  return undefined;
}
