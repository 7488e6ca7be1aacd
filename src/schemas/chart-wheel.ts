import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES, TWELVE_HOUSE_SYSTEMS } from './enums.js';
import { clockTime, integerIn, longitudeDeg, oneOf, timeZoneName, utcInstant } from './fields.js';
import { BirthData } from './birth-data.js';
import { labelLocaleMember } from './label-locale.js';
import { closedObject } from './closed-object.js';
import { orbProfileMember, zodiacMembers } from './members.js';
import { birthDateMember, birthLocationMembers, houseSystemMember } from './birth-members.js';
import { birthObject } from './birth-object.js';

/** Color themes of the chart wheel (docs/chart-wheel.md "Themes"): plain presentation attributes, no CSS. */
export const WHEEL_THEMES = ['light', 'dark', 'print', 'mono'] as const;
export type WheelTheme = (typeof WHEEL_THEMES)[number];

/** Where the wheel starts: the Ascendant on the left (the usual chart) or 0° Aries on the left. */
export const WHEEL_ORIENTATIONS = ['ascendant-left', 'aries-left'] as const;
export type WheelOrientation = (typeof WHEEL_ORIENTATIONS)[number];

/**
 * What the picture holds (issue 22): the wheel alone; the wheel with its aspect grid beside it; or a sheet — the
 * wheel, the aspect grid, the position table(s) and a legend.
 */
export const WHEEL_LAYOUTS = ['wheel', 'wheel+grid', 'sheet'] as const;
export type WheelLayoutName = (typeof WHEEL_LAYOUTS)[number];

/** What an extra point of the wheel's outer ring is: a fixed star or a lot (Arabic part). */
export const WHEEL_POINT_KINDS = ['star', 'lot'] as const;

/** An extra point drawn on the ring of fixed stars and lots (Urania, issue 13). */
export const WheelPoint = closedObject('A fixed star or lot drawn on the wheel’s ring of extra points.', {
  name: Type.String({
    minLength: 1,
    maxLength: 40,
    description: 'Name shown beside the point (1 to 40 characters).',
  }),
  longitude: longitudeDeg('Ecliptic longitude of the point.'),
  kind: Type.Optional(
    oneOf(WHEEL_POINT_KINDS, 'Star (a four-pointed mark) or lot (a crossed circle); default star.'),
  ),
});
export type WheelPoint = Static<typeof WheelPoint>;

/**
 * The `idPrefix` of a wheel (issue: two wheels in one page shared their ids): an ASCII XML NCName — a letter or `_`,
 * then letters, digits, `_`, `-`, `.` (XML Namespaces 1.0 §3, production [4] NCName, restricted to ASCII) — so that
 * the prefix followed by `urania-wheel-title` is a valid, colon-free XML id.
 */
export const WHEEL_ID_PREFIX_PATTERN = '^[A-Za-z_][A-Za-z0-9_.-]*$';

/** Options of the chart wheel (`natalWheel`, `biWheel`, `transitWheel` and the `/…/wheel` routes). */
export const ChartWheelOptions = closedObject('How a chart wheel is drawn (Urania, issue 13).', {
  size: Type.Optional(integerIn(240, 4000, 'Width and height of the picture in pixels; default 640.')),
  theme: Type.Optional(oneOf(WHEEL_THEMES, 'Color theme; default light.')),
  orientation: Type.Optional(
    oneOf(
      WHEEL_ORIENTATIONS,
      'ascendant-left (default: the Ascendant at 9 o’clock) or aries-left (0° Aries at 9 o’clock; also used without houses).',
    ),
  ),
  bodies: Type.Optional(
    Type.Array(oneOf(BODIES, 'A body drawn on the wheel.'), {
      maxItems: 30,
      description:
        'Bodies drawn, among those the chart places and the wheel has glyphs for; default Sun–Pluto, Chiron and the true nodes.',
    }),
  ),
  aspects: Type.Optional(
    Type.Array(oneOf(ASPECT_TYPES, 'An aspect type drawn.'), {
      maxItems: 11,
      description: 'Aspect types drawn as lines in the center; default the five Ptolemaic aspects.',
    }),
  ),
  houseSystemLabel: Type.Optional(
    Type.Boolean({ description: 'Write the house system under the wheel; default true.' }),
  ),
  zodiacLabel: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 60,
      description:
        'Label of the zodiac in the footer, e.g. "Sidereal (Lahiri)"; default "Tropical" (a sidereal chart passes its ayanamsa here).',
    }),
  ),
  title: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 120,
      description: 'Title of the picture (its <title> and header line).',
    }),
  ),
  points: Type.Optional(
    Type.Array(WheelPoint, { maxItems: 40, description: 'Fixed stars or lots drawn on an outer ring.' }),
  ),
  partOfFortune: Type.Optional(
    Type.Boolean({ description: 'Draw the chart’s Part of Fortune on the ring of points; default false.' }),
  ),
  fixedStars: Type.Optional(
    Type.Array(
      Type.String({ minLength: 1, maxLength: 40, description: 'A catalogue star’s name (any case).' }),
      {
        maxItems: 40,
        description:
          'Catalogue stars (as fixedStar names them, e.g. Regulus, Spica) drawn on the ring of points at the chart’s instant.',
      },
    ),
  ),
  orbProfile: orbProfileMember('Orb table of the inter-chart aspects of a bi-wheel; default tight.'),
  layout: Type.Optional(
    oneOf(
      WHEEL_LAYOUTS,
      'wheel (default: the wheel alone, a square picture), wheel+grid (the aspect grid to the right of the wheel) or ' +
        'sheet (the aspect grid, the position table(s) with houses and a legend to the right): the picture widens.',
    ),
  ),
  compact: Type.Optional(
    Type.Boolean({
      description:
        'The layout of a wheel shown small, e.g. 370 px wide on a phone: the body glyphs without their degree labels ' +
        '(give the positions in a table beside it), and the glyphs, house numbers and cusp labels scaled so that no ' +
        'text is under 11.5 px of the picture; default false.',
    }),
  ),
  locale: Type.Optional(labelLocaleMember()),
  idPrefix: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: WHEEL_ID_PREFIX_PATTERN,
      'x-allowed': 'ASCII letters, digits, "_", "-" and ".", starting with a letter or "_"',
      description:
        'Prefix of every id the SVG writes (its <title> and <desc>) and of every reference to them (aria-labelledby), so that ' +
        'wheels inlined in one HTML page keep unique ids: an XML NCName start, ASCII letters, digits, "_", "-", "." ' +
        '(e.g. "chart-a-"); default none (ids "urania-wheel-title", "urania-wheel-desc").',
    }),
  ),
});
export type ChartWheelOptions = Static<typeof ChartWheelOptions>;

/** `POST /natal-chart/wheel`: a natal chart request plus the wheel's options. */
export const NatalChartWheelRequest = birthObject('Request for a natal chart wheel (SVG or PNG).', {
  birthDate: birthDateMember(),
  birthTime: Type.Optional(clockTime('Local wall-clock time of birth; without it the wheel has no houses.')),
  ...birthLocationMembers(),
  houseSystem: houseSystemMember(),
  orbProfile: orbProfileMember('Orb table for the natal aspects; default modern-western.'),
  timezone: Type.Optional(
    timeZoneName('Time zone of the birth time; default: the zone found from the coordinates.'),
  ),
  ...zodiacMembers(),
  wheel: Type.Optional(ChartWheelOptions),
});
export type NatalChartWheelRequest = Static<typeof NatalChartWheelRequest>;

/** `POST /synastry/wheel`: two births, person A inside and person B outside, with their inter-chart aspects. */
export const SynastryWheelRequest = closedObject('Request for a synastry bi-wheel (SVG or PNG).', {
  personA: BirthData,
  personB: BirthData,
  houseSystem: Type.Optional(
    oneOf(TWELVE_HOUSE_SYSTEMS, 'House system of person A’s (inner) chart; default Placidus.'),
  ),
  ...zodiacMembers(),
  wheel: Type.Optional(ChartWheelOptions),
});
export type SynastryWheelRequest = Static<typeof SynastryWheelRequest>;

/** `POST /transits/wheel`: a natal chart inside, the sky at `at` outside. */
export const TransitsWheelRequest = closedObject('Request for a transits bi-wheel (SVG or PNG).', {
  birth: BirthData,
  at: utcInstant('Instant of the transits (to the minute).'),
  houseSystem: Type.Optional(
    oneOf(TWELVE_HOUSE_SYSTEMS, 'House system of the natal chart; default Placidus.'),
  ),
  ...zodiacMembers(),
  wheel: Type.Optional(ChartWheelOptions),
});
export type TransitsWheelRequest = Static<typeof TransitsWheelRequest>;

/** The answer of the `/…/wheel` routes: an SVG 1.1 document (PNG by `Accept: image/png`). */
export const ChartWheelSvg = Type.String({
  pattern: '^<svg ',
  'x-allowed': 'an SVG document',
  description: 'An SVG 1.1 document, self-contained (no CSS, no external references, no fonts needed).',
});
