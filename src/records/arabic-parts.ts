import { lotsOf } from '../charts/traditional/arabic-parts.js';
import type { TraditionalChart } from '../charts/traditional/traditional-chart.js';
import type { ArabicPart, NatalChartResponse } from '../schemas/index.js';
import { LABEL_LOCALES, type LabelLocale } from '../schemas/label-locale.js';
import { requireOneOf } from './request-checks.js';
import { chartLongitude, chartZodiac, traditionalChart } from './traditional-chart.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The seven Hermetic lots (Fortune, Spirit, Eros, Necessity, Courage, Victory, Nemesis) of a chart, each
 * an `ArabicPart` with the formula actually used (the day formula, or the night reversal).
 *
 * `chart` is a `NatalChartResponse` cast with a birth time (its Ascendant and sect) or a `TraditionalChart`
 * `{ ascendant, isDayChart, longitudes }`. Lots that need Mercury … Saturn are skipped when the chart lacks that
 * planet; Sun and Moon are required. Sources in docs/traditional.md. The lots are in the chart's zodiac: a sidereal
 * `NatalChartResponse` gives sidereal lots, each repeating its `zodiac` and `ayanamsa`.
 *
 * `options.locale` (one of the ten label languages) names the lots in that language (`Glückspunkt`, `Part de
 * Fortune`, the label catalogue's lot names) and adds each lot's stable `id` (`fortune`…); without it the names are
 * English and the record is as it always was.
 *
 * Errors: MISSING_ARGUMENT naming `chart.ascendant`, `chart.isDayChart` or a missing Sun/Moon. The numeric core,
 * for callers with a valid chart, is `lotsOf` (src/charts/traditional/arabic-parts.ts).
 * @example
 * arabicParts({ ascendant: 100, isDayChart: true, longitudes: { Sun: 10, Moon: 40 } })[0]
 * // { name: 'Fortune', longitude: 130, sign: 'Leo', degree: 10, formula: 'ASC + Moon - Sun' }
 */
export function arabicParts(chart: NatalChartResponse | TraditionalChart, options: { readonly locale?: LabelLocale } = {}): ArabicPart[] {
  refuseExtraArguments(arguments.length, 2, 'arabicParts(chart, options?)', "arabicParts({ ascendant: 100, isDayChart: true, longitudes: { Sun: 10, Moon: 40 } }, { locale: 'de' })");
  const locale = options?.locale === undefined ? undefined : requireOneOf(options.locale, 'options.locale', LABEL_LOCALES);
  const c = traditionalChart(chart);
  chartLongitude(c, 'Sun');
  chartLongitude(c, 'Moon');
  const zodiac = chartZodiac(chart);
  return lotsOf(c, locale).map((lot) => ({ ...lot, ...zodiac }));
}
