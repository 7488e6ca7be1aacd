import { Type, type Static } from 'typebox';
import { TimedBirthData } from './birth-data.js';
import { birthObject } from './birth-object.js';
import { houseSystemMember, placeMember } from './birth-members.js';
import { WHEEL_THEMES } from './chart-wheel.js';
import { closedObject } from './closed-object.js';
import { warningsLocaleMember } from './label-locale.js';
import { geoLatitude, geoLongitude, integerIn, isoDateTime, latitudeDeg, longitudeDeg, oneOf } from './fields.js';
import { labelLocaleMember } from './label-locale.js';
import { zodiacMembers } from './members.js';
import { NatalChartResponse } from './natal-chart.js';
import { BirthPlace, birthPlaceEchoMember } from './places.js';
import { TIMELINE_TRANSIT_BODIES } from './transit-timeline.js';

/** Issue 29, astrocartography and relocation (docs/astrocartography.md). */

/** The bodies drawn when none are named: the Sun, the Moon and the eight planets (Lewis's ten). */
export const ASTROCARTOGRAPHY_DEFAULT_BODIES = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
] as const;
export const ASTROCARTOGRAPHY_MODES = ['mundane', 'zodiacal'] as const;
export const HORIZON_CHOICES = ['geometric', 'apparent'] as const;
export const MAP_ANGLE_NAMES = ['AS', 'DS', 'MC', 'IC'] as const;
export const MAP_PROJECTIONS = ['equirectangular', 'equal-earth', 'mollweide'] as const;

const mapAngle = (description: string) => oneOf(MAP_ANGLE_NAMES, description);
const body = (description: string) => oneOf(TIMELINE_TRANSIT_BODIES, description);

/** A point of a line: [latitude, longitude], degrees (longitude east positive, −180..180), 4 decimals. */
export const GeoPointPair = Type.Array(Type.Number({ minimum: -180, maximum: 180 }), {
  minItems: 2,
  maxItems: 2,
  description: '[latitude, longitude] in degrees (latitude −90..90, longitude east positive −180..180), rounded to 4 decimals.',
});

const polyline = (description: string) => Type.Array(GeoPointPair, { description });

export const AstrocartographyRequest = closedObject('Request for the astrocartography lines of a birth.', {
  birth: TimedBirthData,
  bodies: Type.Optional(Type.Array(body('A body (not Vertex or AntiVertex).'), {
    minItems: 1, maxItems: 24, description: 'Bodies drawn (1–24); default the Sun, the Moon and Mercury to Pluto.',
  })),
  mode: Type.Optional(oneOf(ASTROCARTOGRAPHY_MODES,
    'mundane (default): each body where it is, with its ecliptic latitude (in mundo); zodiacal: its ecliptic degree, latitude 0.')),
  horizon: Type.Optional(oneOf(HORIZON_CHOICES,
    'Horizon of the AS and DS lines: geometric (default, altitude 0, as the chart’s Ascendant) or apparent (−34′, refraction).')),
  latitudeStep: Type.Optional(Type.Number({ minimum: 0.25, maximum: 5, description: 'Latitude step of the sampled lines, degrees (0.25–5); default 1.' })),
});
export type AstrocartographyRequest = Static<typeof AstrocartographyRequest>;

export const AstrocartographyLine = closedObject('One angle line of a body: the places where it is on that angle at the birth instant.', {
  body: body('The body.'),
  angle: mapAngle('AS rising, DS setting, MC culminating, IC anti-culminating.'),
  points: polyline('The line from south to north, at the latitude step plus, for AS and DS, both ends (where the body turns circumpolar).'),
});
export type AstrocartographyLine = Static<typeof AstrocartographyLine>;

export const ParanLatitude = closedObject('Two bodies on angles at once: a paran latitude.', {
  bodyA: body('First body.'),
  angleA: mapAngle('Its angle.'),
  bodyB: body('Second body.'),
  angleB: mapAngle('Its angle.'),
  latitude: geoLatitude('Latitude where both are on their angles at the same sidereal time.'),
  longitude: geoLongitude('Where the two lines cross at the birth instant.'),
});
export type ParanLatitude = Static<typeof ParanLatitude>;

export const LocalSpaceLine = closedObject('A local space line: the great circle from the birth place towards a body’s azimuth.', {
  body: body('The body.'),
  azimuth: longitudeDeg('Azimuth of the body at the birth place and instant, degrees from north through east.'),
  altitude: latitudeDeg('Geometric altitude of the body there.'),
  points: polyline('The great circle every 2° of arc: out along the azimuth (0..180°) and round back (180..360°).'),
});
export type LocalSpaceLine = Static<typeof LocalSpaceLine>;

export const AstrocartographyBody = closedObject('The equatorial place a body’s lines are drawn for.', {
  body: body('The body.'),
  rightAscension: longitudeDeg('Right ascension used (true equator and equinox of date).'),
  declination: latitudeDeg('Declination used.'),
});
export type AstrocartographyBody = Static<typeof AstrocartographyBody>;

export const Astrocartography = closedObject('Astrocartography: where on the globe each body was on an angle at the birth instant.', {
  birthDate: Type.String({ description: 'Local civil date of birth (echoed).' }),
  birthTime: Type.String({ description: 'Local wall-clock time of birth (echoed).' }),
  latitude: geoLatitude('Birth latitude.'),
  longitude: geoLongitude('Birth longitude.'),
  instant: isoDateTime('The birth instant (UT).'),
  mode: oneOf(ASTROCARTOGRAPHY_MODES, 'Mode used.'),
  horizon: oneOf(HORIZON_CHOICES, 'Horizon used for AS and DS.'),
  latitudeStep: Type.Number({ description: 'Latitude step used, degrees.' }),
  greenwichSiderealTime: longitudeDeg('Greenwich apparent sidereal time at the instant, degrees.'),
  bodies: Type.Array(AstrocartographyBody, { description: 'Each body’s right ascension and declination as used.' }),
  lines: Type.Array(AstrocartographyLine, { description: 'The AS, DS, MC and IC lines of each body (AS/DS absent for a body that never rises).' }),
  parans: Type.Array(ParanLatitude, { description: 'Paran latitudes of every pair of bodies, with at least one horizon angle.' }),
  localSpace: Type.Array(LocalSpaceLine, { description: 'Local space lines from the birth place.' }),
  ...birthPlaceEchoMember(),
});
export type Astrocartography = Static<typeof Astrocartography>;

export const RelocatedChartRequest = birthObject('Request for a relocated chart: the birth instant, cast for another place.', {
  birth: TimedBirthData,
  latitude: Type.Optional(geoLatitude('Latitude of the new place (or give place).')),
  longitude: Type.Optional(geoLongitude('Longitude of the new place (or give place).')),
  place: placeMember(),
  houseSystem: houseSystemMember(),
  ...zodiacMembers(),
  locale: warningsLocaleMember(),
});
export type RelocatedChartRequest = Static<typeof RelocatedChartRequest>;

export const RelocatedChart = closedObject('A relocated chart: the natal chart of the birth instant cast for a new place (its latitude and longitude).', {
  ...NatalChartResponse.properties,
  birthLatitude: geoLatitude('Latitude of the birth place.'),
  birthLongitude: geoLongitude('Longitude of the birth place.'),
  birthPlace: Type.Optional(BirthPlace),
});
export type RelocatedChart = Static<typeof RelocatedChart>;

export const AstrocartographyMapOptions = closedObject('Options of the astrocartography world map.', {
  projection: Type.Optional(oneOf(MAP_PROJECTIONS, 'equirectangular (default), equal-earth (equal-area, Šavrič et al. 2018) or mollweide (equal-area, Snyder 1987 ch. 31).')),
  width: Type.Optional(integerIn(480, 4000, 'Width of the picture, pixels; default 960.')),
  theme: Type.Optional(oneOf(WHEEL_THEMES, 'Color theme, as the wheel’s; default light.')),
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 120, description: 'Title (the SVG <title> and the header line).' })),
  parans: Type.Optional(Type.Boolean({ description: 'Draw the paran latitudes as dotted parallels; default false.' })),
  localSpace: Type.Optional(Type.Boolean({ description: 'Draw the local space lines; default false.' })),
  cities: Type.Optional(integerIn(0, 200, 'Mark the largest cities of the atlas (0–200); default 0.')),
  idPrefix: Type.Optional(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_.-]{0,63}$', description: 'Prefix of the SVG’s ids.' })),
  locale: Type.Optional(labelLocaleMember()),
});
export type AstrocartographyMapOptions = Static<typeof AstrocartographyMapOptions>;

export const AstrocartographyMapRequest = closedObject('An astrocartography world map: the request of POST /astrocartography and the picture options (chart).', {
  ...AstrocartographyRequest.properties,
  chart: Type.Optional(AstrocartographyMapOptions),
});
export type AstrocartographyMapRequest = Static<typeof AstrocartographyMapRequest>;

/** `POST /astrocartography/map`: the world map, an SVG document. */
export const AstrocartographyMap = Type.String({
  pattern: '^<svg ',
  'x-allowed': 'an SVG document',
  description: 'An SVG 1.1 document, self-contained (no CSS, no external references, no fonts needed).',
});
