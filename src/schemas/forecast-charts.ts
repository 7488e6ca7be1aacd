import { Type, type Static } from 'typebox';
import { BirthData } from './birth-data.js';
import { WHEEL_THEMES } from './chart-wheel.js';
import { closedObject } from './closed-object.js';
import { integerIn, isoDateOrDateTime, oneOf } from './fields.js';
import { labelLocaleMember } from './label-locale.js';
import { utRangeMembers } from './members.js';
import { TIMELINE_NATAL_POINTS, TIMELINE_TRANSIT_BODIES, TransitTimelineRequest } from './transit-timeline.js';

/** Issue 27, the forecast pictures: the graphic ephemeris and the transit timeline chart (docs/forecasting.md). */

/** Longest range a graphic ephemeris draws, years. */
export const GRAPHIC_EPHEMERIS_MAX_YEARS = 20;

/** The harmonics a graphic ephemeris folds the zodiac by: 360°, 180°, 90° and the 45° sort. */
export const GRAPHIC_EPHEMERIS_HARMONICS = [1, 2, 4, 8] as const;
export type GraphicEphemerisHarmonic = (typeof GRAPHIC_EPHEMERIS_HARMONICS)[number];

/** An XML NCName of ASCII characters: the prefix of a picture's ids (as the wheel's `idPrefix`). */
const ID_PREFIX_PATTERN = '^[A-Za-z_][A-Za-z0-9_.-]{0,63}$';

export const ForecastChartOptions = closedObject('Picture options of a forecast chart (graphic ephemeris, transit timeline chart).', {
  width: Type.Optional(integerIn(480, 4000, 'Width of the picture, pixels; default 960 (the height follows from the content).')),
  theme: Type.Optional(oneOf(WHEEL_THEMES, 'Color theme, as the wheel’s; default light.')),
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 120, description: 'Title (the SVG <title> and the header line).' })),
  idPrefix: Type.Optional(
    Type.String({
      pattern: ID_PREFIX_PATTERN,
      'x-allowed': 'ASCII letters, digits, "_", "-" and ".", starting with a letter or "_"',
      description: 'Prefix of the SVG’s ids (title, desc), for several pictures inlined in one page.',
    }),
  ),
  locale: Type.Optional(labelLocaleMember()),
});
export type ForecastChartOptions = Static<typeof ForecastChartOptions>;

export const GraphicEphemerisRequest = closedObject('A graphic ephemeris: the bodies’ longitudes over a range, folded by a harmonic, with natal points.', {
  ...utRangeMembers(GRAPHIC_EPHEMERIS_MAX_YEARS),
  bodies: Type.Optional(
    Type.Array(oneOf(TIMELINE_TRANSIT_BODIES, 'A body (not Vertex or AntiVertex).'), {
      minItems: 1,
      maxItems: 16,
      description: 'Bodies drawn (1–16); default the Sun and Mercury to Pluto.',
    }),
  ),
  harmonic: Type.Optional(
    Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(4), Type.Literal(8)], {
      'x-allowed': 'one of: 1, 2, 4, 8',
      description: 'Harmonic: longitudes are drawn modulo 360°/harmonic (1: the zodiac; 8: the 45° sort, where every hard aspect is a crossing); default 1.',
    }),
  ),
  birth: Type.Optional(BirthData),
  natalPoints: Type.Optional(
    Type.Array(oneOf(TIMELINE_NATAL_POINTS, 'A natal body or angle.'), {
      description: 'Natal points of birth drawn as horizontal lines; default the Sun to Pluto, the Ascendant and the Midheaven (the angles only with a birth time).',
    }),
  ),
  chart: Type.Optional(ForecastChartOptions),
});
export type GraphicEphemerisRequest = Static<typeof GraphicEphemerisRequest>;

export const TransitTimelineChartOptions = closedObject('Options of the transit timeline chart: the picture’s, and the range drawn.', {
  ...ForecastChartOptions.properties,
  from: Type.Optional(isoDateOrDateTime('Start of the time axis (UT); default the earliest entry of the contacts.')),
  to: Type.Optional(isoDateOrDateTime('End of the time axis (UT); default the latest exit of the contacts.')),
});
export type TransitTimelineChartOptions = Static<typeof TransitTimelineChartOptions>;

export const TransitTimelineChartRequest = closedObject('A transit timeline drawn as a chart: the request of POST /transit-timeline and the picture options.', {
  ...TransitTimelineRequest.properties,
  chart: Type.Optional(ForecastChartOptions),
});
export type TransitTimelineChartRequest = Static<typeof TransitTimelineChartRequest>;

/** A forecast picture: an SVG document. */
export const ForecastChartSvg = Type.String({
  pattern: '^<svg ',
  'x-allowed': 'an SVG document',
  description: 'An SVG 1.1 document, self-contained (no CSS, no external references, no fonts needed).',
});
