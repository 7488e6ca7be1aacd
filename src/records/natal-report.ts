import { composeNatalReport, type ReportEntries } from '../report/index.js';
import { DEFAULT_REPORT_ASPECT_LIMIT, NatalReportRequest, type Locale, type NatalReport } from '../schemas/index.js';
import { aspectInterpretation } from './aspect-interpretation.js';
import { patternFindingsOf } from '../aspects/aspect-patterns.js';
import { jonesShapeOf } from '../aspects/chart-shape.js';
import { natalChart } from './natal-chart.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { planetInHouse } from './planet-in-house.js';
import { planetInSign } from './planet-in-sign.js';
import { describedPatterns } from '../text/aspect-pattern-words.js';
import { signDescription } from './sign-description.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { natalText } from '../text/natal-locales.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { reportTextFamilies } from './text-family-uses.js';

/** The lookups of the records layer in one locale: a report's paragraphs are exactly what they return. */
function entriesIn(locale: Locale): ReportEntries {
  const options = { locale };
  return {
    planetInSign: (body, sign) => planetInSign(body, sign, options),
    planetInHouse: (body, house) => planetInHouse(body, house, options),
    aspect: (a, b, aspect) => aspectInterpretation(a, b, aspect, options),
    signDescription: (sign) => signDescription(sign, options),
    natal: natalText(locale),
  };
}

/**
 * @summary A natal report: the natal chart of a birth (`natalChart`, same request members) and ordered sections of
 * Urania's own interpretation text — chart ruler and angles (with a birth time); Sun, Moon and Ascendant; each
 * planet (and Chiron, the North Node, Lilith) in sign and house; the tightest aspects, orb ascending, at most
 * `aspectLimit` (default 10); aspect patterns and chart shape; element and modality balance. Each section has a
 * stable `id`, a `title`, a facts line (`lead`), its paragraphs and the record each came from (`sources[i]` for
 * `paragraphs[i]`); no entry appears twice. Deterministic. Render it with `natalReportMarkdown`,
 * `natalReportText` or `natalReportHtml`. How entries are chosen: docs/interpretations.md "Natal report".
 *
 * Errors: those of `natalChart`, naming the request member; an `aspectLimit` outside 0–40 is OUT_OF_RANGE, an
 * unknown `locale` INVALID_ARGUMENT.
 * @example
 * const report = natalReport({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 });
 * report.sections.map((s) => s.id) // ['chart-ruler-and-angles', 'sun-moon-ascendant', 'planet-sun', …, 'element-and-modality-balance']
 */
export function natalReport(request: NatalReportRequest): NatalReport {
  refuseExtraArguments(arguments.length, 1, 'natalReport(request)', "natalReport({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 })");
  const r = parseBirthRequest(NatalReportRequest, request);
  const { aspectLimit, locale, ...chartRequest } = r;
  // The chart's warnings in the report's language (issue 31).
  const chart = natalChart(locale === undefined ? chartRequest : { ...chartRequest, locale });
  const language = locale ?? 'en';
  // The chart's analyses from the numeric layer (what `aspectPatterns(chart)` and `chartShape(chart)` answer,
  // without checking the chart just built a second time).
  const placed = chart.positions.map((p) => ({ body: p.body, longitude: p.position.longitude }));
  return withTextWarnings(language, composeNatalReport(
    {
      chart,
      patterns: describedPatterns(patternFindingsOf(placed, chart.aspects)),
      shape: jonesShapeOf(placed),
      aspectLimit: aspectLimit ?? DEFAULT_REPORT_ASPECT_LIMIT,
      locale: language,
    },
    entriesIn(language),
  ), reportTextFamilies('natal', language));
}
