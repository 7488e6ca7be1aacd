import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { houseNumber, longitudeDeg, oneOf, text } from './fields.js';
import { closedObject } from './closed-object.js';
import { LOCALES } from './interpretation.js';
import { MAJOR_ASPECTS } from './technique-interpretation.js';
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
/**
 * @summary The members that ask a synastry or a composite for its `interpretation` (issue 31): `locale` alone adds the
 * text (as before `interpret` existed), `interpret: true` adds it in `locale` (default en).
 */
export const relationshipTextMembers = () => ({
  locale: Type.Optional(oneOf(LOCALES, 'Language of `interpretation`; given alone, it adds the text (absent, with `interpret` absent: no text).')),
  interpret: Type.Optional(Type.Boolean({ description: 'Add `interpretation`: Urania’s own text, in `locale` (default en). A `locale` alone adds it too; `?lang=` and Accept-Language choose its language only when `interpret` is true (Urania extension).' })),
});

/** The composite bodies with sign text. */
export const COMPOSITE_SIGN_TEXT_BODIES = ['Sun', 'Moon', 'Venus', 'Mars'] as const;

const SynastryAspectReading = closedObject('A contact and its text.', {
  pointA: oneOf(SYNASTRY_TEXT_POINTS, 'A’s point.'),
  pointB: oneOf(SYNASTRY_TEXT_POINTS, 'B’s point.'),
  aspect: oneOf(MAJOR_ASPECTS, 'Aspect.'),
  orb: exactnessOrbMember(),
  text: text('Text, in roles.'),
});

const SynastryOverlayReading = closedObject('A planet in the other’s house.', {
  body: oneOf(RELATIONSHIP_TEXT_PLANETS, 'Planet.'),
  house: houseNumber('House.'),
  text: text('Text.'),
});

export const SynastryInterpretation = closedObject(
  'Urania’s text for a synastry (with locale).',
  {
    locale: oneOf(LOCALES, 'Language of the text.'),
    aspects: Type.Array(SynastryAspectReading, { description: 'Strongest first.' }),
    overlaysAtoB: Type.Optional(Type.Array(SynastryOverlayReading, { description: 'A’s planets in B’s houses.' })),
    overlaysBtoA: Type.Optional(Type.Array(SynastryOverlayReading, { description: 'B’s planets in A’s houses.' })),
  },
);
export type SynastryInterpretation = Static<typeof SynastryInterpretation>;
/** One contact of a synastry interpretation. */
export type SynastryAspectReading = SynastryInterpretation['aspects'][number];
/** One overlay of a synastry interpretation. */
export type SynastryOverlayReading = NonNullable<SynastryInterpretation['overlaysAtoB']>[number];

const CompositeSignReading = closedObject('A composite body by sign.', {
  body: oneOf(COMPOSITE_SIGN_TEXT_BODIES, 'Body.'),
  sign: oneOf(SIGNS, 'Sign.'),
  text: text('The text.'),
});

const CompositeHouseReading = closedObject('A composite planet by house.', {
  body: oneOf(RELATIONSHIP_TEXT_PLANETS, 'Planet.'),
  house: houseNumber('House.'),
  text: text('The text.'),
});

export const CompositeInterpretation = closedObject(
  'Urania’s text for a composite chart (with locale).',
  {
    locale: oneOf(LOCALES, 'Language of the text.'),
    signs: Type.Array(CompositeSignReading, { description: 'Sun, Moon, Venus, Mars by sign.' }),
    houseCusps: Type.Optional(Type.Array(longitudeDeg('Cusp.'), {
      minItems: 12,
      maxItems: 12,
      description: 'Composite cusps, house 1 first.',
    })),
    houses: Type.Optional(Type.Array(CompositeHouseReading, { description: 'Sun to Pluto in the composite houses.' })),
  },
);
export type CompositeInterpretation = Static<typeof CompositeInterpretation>;
