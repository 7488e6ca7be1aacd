import { Type } from 'typebox';
import {
  eclipseNatalImpact, lunarReturnChart, progressedChart, solarArc, solarReturnChart, transitsToNatal,
} from '../../charts/index.js';
import {
  EclipseNatalImpact, EclipseNatalImpactRequest, LunarReturn, LunarReturnChartRequest, ProgressedChart,
  ProgressedChartRequest, SolarArc, SolarArcRequest, SolarReturn, SolarReturnChartRequest, TransitAspect,
  TransitsToNatalRequest,
} from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

/**
 * Predictive techniques on a birth: progressions, solar arc, returns, transits and eclipses to the natal chart.
 * Bodies are `TECHNIQUE_BODIES` (ten planets, Chiron, true North Node); instants given as a date alone are 00:00 UTC.
 */

const BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** `POST /progressions`: a secondary-progressed chart. */
export const PROGRESSIONS_ROUTE = defineRoute<ProgressedChartRequest, ProgressedChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/progressions',
  tag: 'Chart Techniques',
  summary: 'Secondary progressions of a birth',
  description:
    'Positions at birth + one day per tropical year of age, for targetDate, and the aspects among them (orbProfile, default tight).',
  body: ProgressedChartRequest,
  response: ProgressedChart,
  example: `{"birth":${BIRTH},"targetDate":"2024-07-15"}`,
  compute: (request) => progressedChart(request),
});

/** `POST /solar-arc`: solar arc directions. */
export const SOLAR_ARC_ROUTE = defineRoute<SolarArcRequest, SolarArcRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/solar-arc',
  tag: 'Chart Techniques',
  summary: 'Solar arc directions of a birth',
  description: 'Every natal body moved forward by the arc of the secondary-progressed Sun since birth (the true solar arc).',
  body: SolarArcRequest,
  response: SolarArc,
  example: `{"birth":${BIRTH},"targetDate":"2024-07-15"}`,
  compute: (request) => solarArc(request),
});

/** `POST /returns/solar`: a solar return chart. */
export const SOLAR_RETURN_ROUTE = defineRoute<SolarReturnChartRequest, SolarReturnChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/returns/solar',
  tag: 'Chart Techniques',
  summary: 'Solar return chart of a year',
  description:
    'The chart of the instant in year the apparent Sun returns to its natal longitude; houses (houseSystem, default Placidus) at latitude/longitude (default the birth place) when the birth time is known.',
  body: SolarReturnChartRequest,
  response: SolarReturn,
  example: `{"birth":${BIRTH},"year":2024}`,
  compute: (request) => solarReturnChart(request),
});

/** `POST /returns/lunar`: a lunar return chart. */
export const LUNAR_RETURN_ROUTE = defineRoute<LunarReturnChartRequest, LunarReturnChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/returns/lunar',
  tag: 'Chart Techniques',
  summary: 'Lunar return chart after a date',
  description:
    'The chart of the first instant after `after` that the apparent Moon returns to its natal longitude; houses as for the solar return.',
  body: LunarReturnChartRequest,
  response: LunarReturn,
  example: `{"birth":${BIRTH},"after":"2024-07-01"}`,
  compute: (request) => lunarReturnChart(request),
});

/** `POST /transits`: aspects of the transiting bodies to the natal bodies. */
export const TRANSITS_ROUTE = defineRoute<TransitsToNatalRequest, TransitsToNatalRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/transits',
  tag: 'Chart Techniques',
  summary: 'Transits to a natal chart',
  description: 'Every transiting body’s closest aspect to every natal body at `at` (orbProfile, default tight), applying or separating.',
  body: TransitsToNatalRequest,
  response: Type.Array(TransitAspect, { description: 'Transit aspects, by transiting body then natal body.' }),
  example: `{"birth":${BIRTH},"at":"2024-07-15T12:00:00Z"}`,
  compute: (request) => transitsToNatal(request),
});

/** `POST /eclipse-impact`: the eclipses of a range and the natal bodies they touch. */
export const ECLIPSE_IMPACT_ROUTE = defineRoute<EclipseNatalImpactRequest, EclipseNatalImpactRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/eclipse-impact',
  tag: 'Chart Techniques',
  summary: 'Eclipses of a range on a natal chart',
  description:
    'Every solar and lunar eclipse from `from` to `to` (at most 401 years) with the natal bodies within its bands: conjunction 1°/3°/5° high/moderate/low, opposition one band lower.',
  body: EclipseNatalImpactRequest,
  response: Type.Array(EclipseNatalImpact, { description: 'The eclipses in time order.' }),
  example: `{"birth":${BIRTH},"from":"2024-01-01","to":"2025-01-01"}`,
  compute: (request) => eclipseNatalImpact(request),
});
