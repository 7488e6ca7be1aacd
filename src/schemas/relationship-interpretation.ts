import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { houseNumber, longitudeDeg, oneOf, text } from './fields.js';
import { closedObject } from './closed-object.js';
import { LOCALES } from './interpretation.js';
import { exactnessOrbMember } from './members.js';

/**
 * The `interpretation` members of `synastry` and `compositeChart` (issue 26): Urania's own text for the contacts
 * between two charts and for the composite chart, present when the request names a `locale`
 * (docs/interpretations.md "Synastry and composite").
 */

/** The points with synastry text: Sun–Pluto, the true North Node and the Ascendant. */
export const SYNASTRY_TEXT_POINTS = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'NorthNode', 'Ascendant',
] as const;
/** The planets with house-overlay and composite-house text. */
export const RELATIONSHIP_TEXT_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
/** The composite bodies with sign text. */
export const COMPOSITE_SIGN_TEXT_BODIES = ['Sun', 'Moon', 'Venus', 'Mars'] as const;
/** The five major aspects, the only ones the relationship text reads. */
export const MAJOR_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;

const SynastryAspectReading = closedObject('One contact between the two charts and its text.', {
  pointA: oneOf(SYNASTRY_TEXT_POINTS, 'Person A’s body or angle.'),
  pointB: oneOf(SYNASTRY_TEXT_POINTS, 'Person B’s body or angle.'),
  aspect: oneOf(MAJOR_ASPECTS, 'The major aspect.'),
  orb: exactnessOrbMember(),
  text: text('Urania’s text of the pair in the aspect’s family (conjunction; trine or sextile; square or opposition), 60–120 words. It speaks of roles (“the Saturn partner”), so it reads the same whichever person holds which point.'),
});

const SynastryOverlayReading = closedObject('One person’s planet in the other person’s house, and its text.', {
  body: oneOf(RELATIONSHIP_TEXT_PLANETS, 'The planet.'),
  house: houseNumber('The other person’s house it falls in.'),
  text: text('Urania’s text of the overlay, 40–80 words; “the host” is the person whose house it is.'),
});

export const SynastryInterpretation = closedObject(
  'Urania’s own text for a synastry: the contacts between the two charts, strongest first, and each person’s planets in the other’s houses.',
  {
    locale: oneOf(LOCALES, 'Language of the text.'),
    aspects: Type.Array(SynastryAspectReading, {
      description:
        'The major aspects between the two people’s points (Sun–Pluto, the North Node, and each Ascendant when its birth time is known), strongest first: ' +
        'weight = the two points’ weights (Sun, Moon, Ascendant 3; Mercury, Venus, Mars 2; Jupiter, Saturn 1; the others 0) minus half the orb in degrees; ties by orb.',
    }),
    overlaysAtoB: Type.Optional(Type.Array(SynastryOverlayReading, { description: 'A’s planets in B’s houses (B’s birth time known), Sun to Pluto.' })),
    overlaysBtoA: Type.Optional(Type.Array(SynastryOverlayReading, { description: 'B’s planets in A’s houses (A’s birth time known), Sun to Pluto.' })),
  },
);
export type SynastryInterpretation = Static<typeof SynastryInterpretation>;
/** One contact of a synastry interpretation. */
export type SynastryAspectReading = SynastryInterpretation['aspects'][number];
/** One overlay of a synastry interpretation. */
export type SynastryOverlayReading = NonNullable<SynastryInterpretation['overlaysAtoB']>[number];

const CompositeSignReading = closedObject('A composite body in its sign, and its text.', {
  body: oneOf(COMPOSITE_SIGN_TEXT_BODIES, 'The composite body.'),
  sign: oneOf(SIGNS, 'Its sign.'),
  text: text('Urania’s text of the composite body in the sign, 60–100 words.'),
});

const CompositeHouseReading = closedObject('A composite planet in a composite house, and its text.', {
  body: oneOf(RELATIONSHIP_TEXT_PLANETS, 'The composite planet.'),
  house: houseNumber('The composite house it falls in.'),
  text: text('Urania’s text of the composite planet in the house, 60–100 words.'),
});

export const CompositeInterpretation = closedObject(
  'Urania’s own text for a composite chart: the composite Sun, Moon, Venus and Mars by sign, and the planets in the composite houses.',
  {
    locale: oneOf(LOCALES, 'Language of the text.'),
    signs: Type.Array(CompositeSignReading, { description: 'The composite Sun, Moon, Venus and Mars in their signs, in this order.' }),
    houseCusps: Type.Optional(Type.Array(longitudeDeg('A composite house cusp.'), {
      minItems: 12,
      maxItems: 12,
      description:
        'The composite house cusps, house 1 first (both birth times known): the composite Ascendant, IC, Descendant and MC as cusps 1, 4, 7, 10; ' +
        'each other cusp the nearer midpoint of the two charts’ same cusps (the far one when the nearer falls outside its quadrant), ' +
        'the quadrant trisected (Porphyry) when neither midpoint keeps the cusps in order.',
    })),
    houses: Type.Optional(Type.Array(CompositeHouseReading, { description: 'The composite planets, Sun to Pluto, in the composite houses (both birth times known).' })),
  },
);
export type CompositeInterpretation = Static<typeof CompositeInterpretation>;
