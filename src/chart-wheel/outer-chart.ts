import { validate } from '../records/parse.js';
import { LunarReturn, NatalChartResponse, ProgressedChart, SolarReturn } from '../schemas/index.js';
import { parse } from '../records/parse.js';
import { formatCivilDate, formatLabel } from '../i18n/format-label.js';
import type { LabelCatalogue } from '../i18n/label-catalogue.js';
import { LABELS_EN } from '../i18n/en/labels.js';

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
 * dates, a return's exact instant, in the words and date format of `labels` (default English, ISO dates).
 */
export function outerChartLines(chart: OuterChart, labels: LabelCatalogue = LABELS_EN): string[] | undefined {
  const w = labels.words;
  const say = (template: string, date: string) => formatLabel(template, { date }, labels.locale);
  const day = (date: string) => formatCivilDate(date, undefined, labels.locale);
  if ('progressedDate' in chart)
    return [say(w.progressedTo, day(chart.targetDate)), say(w.progressedDay, day(chart.progressedDate))];
  if ('exactDate' in chart) return [say(w.returnAt, chart.exactDate)];
  return undefined;
}
