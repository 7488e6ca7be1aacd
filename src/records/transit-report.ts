import { apparentBodyPosition } from '../ephemeris/index.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { houseContaining } from '../houses/house-of.js';
import { composeTransitReport } from '../report/compose-transit-report.js';
import {
  DEFAULT_TRANSIT_REPORT_LIMIT, TECHNIQUE_TEXT_POINTS, TRANSIT_REPORT_BODIES, TRANSIT_REPORT_MAX_YEARS, TransitReportRequest,
  type TransitReport,
} from '../schemas/index.js';
import type { TransitContact, TransitHouseIngress } from '../schemas/transit-timeline.js';
import { techniqueText } from '../text/technique-locales.js';
import { birthMoment } from './birth-moment.js';
import { eventRange } from './event-range.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { timelineNatalCusps } from './timeline-natal-points.js';
import { transitTimeline } from './transit-timeline.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { reportTextFamilies } from './text-family-uses.js';

/**
 * @summary A transit report over a period (issue 26): the transits of Mars, Jupiter, Saturn, Uranus, Neptune, Pluto
 * and the North Node to the natal Sun–Pluto, Chiron, North Node, Ascendant and Midheaven that `transitTimeline`
 * finds between `from` and `to` (at most 2 years), the `limit` heaviest first (default 20; weight = the planet's
 * slowness × the natal point × the aspect), each with its entry and its dates (within orb, exact passes); then, with
 * a birth time, the natal houses Jupiter to Pluto occupy during the period with their entries. Each paragraph cites
 * its entry (`sources`). Render it with `transitReportMarkdown`, `transitReportText` or `transitReportHtml`.
 * How contacts are weighed: docs/interpretations.md "Transit report".
 *
 * Errors: `UraniaError` naming the member (`birth.birthDate`, …, `from`, `to` — also more than 2 years after from,
 * `limit`, `orbProfile`, `houseSystem`, `locale`).
 * @example
 * const report = transitReport({ birth: { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' }, from: '2025-01-01', to: '2026-01-01' });
 * report.sections[0]!.id // 'major-transits'
 */
export function transitReport(request: TransitReportRequest): TransitReport {
  refuseExtraArguments(arguments.length, 1, 'transitReport(request)', "transitReport({ birth: { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, from: '2025-01-01', to: '2026-01-01' })");
  const r = parseBirthRequest(TransitReportRequest, request);
  const range = eventRange(r, TRANSIT_REPORT_MAX_YEARS);
  const { birth, birthDate } = birthMoment(r.birth, 'birth');
  const houseSystem = r.houseSystem ?? 'Placidus';
  const entries = transitTimeline({
    birth: r.birth,
    from: r.from,
    to: r.to,
    transitBodies: [...TRANSIT_REPORT_BODIES],
    natalPoints: [...TECHNIQUE_TEXT_POINTS],
    orbProfile: r.orbProfile ?? 'tight',
    include: birth.timeKnown ? ['contact', 'houseIngress'] : ['contact'],
    houseSystem,
  });
  const cusps = timelineNatalCusps(birth, houseSystem);
  const housesAtStart = cusps === undefined ? [] : (['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const).map((body) => ({
    body,
    house: houseContaining(apparentBodyPosition(body, range.from).longitude, cusps),
  }));
  const locale = r.locale ?? 'en';
  return withTextWarnings(locale, composeTransitReport(
    {
      birthDate,
      from: r.from,
      to: r.to,
      limit: r.limit ?? DEFAULT_TRANSIT_REPORT_LIMIT,
      locale,
      contacts: entries.filter((e): e is TransitContact => e.kind === 'contact'),
      ingresses: entries.filter((e): e is TransitHouseIngress => e.kind === 'houseIngress'),
      housesAtStart,
    },
    techniqueText(locale),
  ), reportTextFamilies('technique', locale));
}
