import { Type } from 'typebox';
import { MOON_PHASES, SIGNS } from './enums.js';
import { houseNumber, longitudeDeg, oneOf, orbDeg, text } from './fields.js';
import { closedObject } from './closed-object.js';
import { LOCALES } from './interpretation.js';

/**
 * The optional `interpretation` members of the predictive techniques (issue 26): `transitsToNatal`,
 * `progressedChart`, `solarReturnChart` and `lunarReturnChart` answer Urania's own text beside their numbers when
 * the request says `interpret: true` (docs/interpretations.md "Techniques"). Additive: a request without `interpret`
 * answers exactly what it answered before.
 */

/** The natal points a technique text reads: Sun–Pluto, Chiron, the North Node and the two angles. */
export const TECHNIQUE_TEXT_POINTS = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
  'Chiron', 'NorthNode', 'Ascendant', 'Midheaven',
] as const;

/** The progressed bodies whose aspects to natal points are read: the Sun, the Moon, Mercury, Venus and Mars. */
export const PROGRESSED_READ_BODIES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'] as const;

/** The major aspects, which the technique texts read. */
export const MAJOR_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;

/** How close (degrees) a progressed body must be to an aspect with a natal point for the interpretation to read it. */
export const PROGRESSED_ASPECT_ORB_DEG = 1;

/** @summary `interpret`, `locale`: ask a technique for its `interpretation` member, and its language. */
export const interpretMembers = () => ({
  interpret: Type.Optional(Type.Boolean({ description: 'Add the interpretation member: Urania’s own text for the technique (Urania extension). Default false.' })),
  locale: Type.Optional(oneOf(LOCALES, 'Language of the interpretation; default en.')),
});

/** @summary A sign and the text read for it. */
const signReading = (description: string) =>
  closedObject(description, { sign: oneOf(SIGNS, 'The sign.'), text: text('The entry’s text.') });

/** @summary A house and the text read for it. */
const houseReading = (description: string) =>
  closedObject(description, { house: houseNumber('The house.'), text: text('The entry’s text.') });

/** @summary The optional `interpretation` of one transit aspect: the entry of its transiting body, natal point and aspect. */
export const transitInterpretationMember = () =>
  Type.Optional(text(
    'With interpret: true, Urania’s reading of this transit: Mars to Pluto and the North Node by aspect (the trine and sextile share one entry), ' +
    'the Sun, Moon, Mercury and Venus by natal point with a clause for the aspect. Absent for a minor aspect or a point without an entry.',
  ));

const ProgressedAspectReading = closedObject('A progressed personal planet’s aspect to a natal point (within 1°) and its reading.', {
  progressedBody: oneOf(PROGRESSED_READ_BODIES, 'The progressed body.'),
  natalPoint: oneOf(TECHNIQUE_TEXT_POINTS, 'The natal point.'),
  aspect: oneOf(MAJOR_ASPECTS, 'The aspect.'),
  orb: orbDeg('Distance from exactness.'),
  text: text('The entry of the progressed body and the aspect’s quality.'),
});

/** @summary The optional `interpretation` of a progressed chart. */
export const progressedInterpretationMember = () =>
  Type.Optional(closedObject('Urania’s reading of the progressed chart (with interpret: true).', {
    sunSign: signReading('The progressed Sun’s sign and its entry.'),
    moonSign: signReading('The progressed Moon’s sign and its entry.'),
    moonHouse: Type.Optional(houseReading('The natal house the progressed Moon is in (with a birth time) and its entry.')),
    lunationPhase: closedObject('The phase of the progressed lunation cycle and its entry.', {
      phase: oneOf(MOON_PHASES, 'The phase: eight 45° sectors of the progressed Moon’s elongation from the progressed Sun.'),
      elongation: longitudeDeg('The progressed Moon’s distance ahead of the progressed Sun.'),
      text: text('The entry’s text.'),
    }),
    aspects: Type.Array(ProgressedAspectReading, {
      description: 'The progressed Sun, Moon, Mercury, Venus and Mars within 1° of a major aspect to a natal point, tightest first.',
    }),
  }));

/** @summary The optional `interpretation` of a solar return chart. */
export const solarReturnInterpretationMember = () =>
  Type.Optional(closedObject('Urania’s reading of the solar return (with interpret: true); the houses need a birth time.', {
    ascendantSign: Type.Optional(signReading('The return’s Ascendant sign and its entry.')),
    sunHouse: Type.Optional(houseReading('The return Sun’s house in the return chart and its entry.')),
    moonHouse: Type.Optional(houseReading('The return Moon’s house in the return chart and its entry.')),
  }));

/** @summary The optional `interpretation` of a lunar return chart. */
export const lunarReturnInterpretationMember = () =>
  Type.Optional(closedObject('Urania’s reading of the lunar return (with interpret: true); the house needs a birth time.', {
    moonHouse: Type.Optional(houseReading('The return Moon’s house in the return chart and its entry.')),
  }));
