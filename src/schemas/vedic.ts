import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import {
  integerIn, isoDateOrDateTime, longitudeDeg, nonNegative, oneOf, score, text,
} from './fields.js';
import {
  DASHA_LORDS, NAKSHATRA_QUALITIES, VEDIC_ASPECT_TYPES, VEDIC_GRAHAS, YONI_GENDERS,
} from './record-enums.js';

/** Spec "Natal and related records": Vedic (sidereal) records. */

/** Named by Urania: the spec's inline `yoni` object of Nakshatra. */
export const Yoni = Type.Object(
  {
    animal: text('Yoni animal of the nakshatra.'),
    gender: oneOf(YONI_GENDERS, 'Gender of the yoni.'),
  },
  { additionalProperties: false, description: 'Yoni (animal symbol) of a nakshatra.' },
);
export type Yoni = Static<typeof Yoni>;

export const Nakshatra = Type.Object(
  {
    index: integerIn(0, 26, 'Index of the nakshatra (0 = Ashwini).'),
    name: text('Name of the nakshatra.'),
    ruler: oneOf(DASHA_LORDS, 'Vimshottari ruler of the nakshatra.'),
    deity: text('Presiding deity.'),
    symbol: text('Symbol.'),
    quality: oneOf(NAKSHATRA_QUALITIES, 'Gana (temperament) of the nakshatra.'),
    yoni: Yoni,
    pada: integerIn(1, 4, 'Quarter (pada) of the nakshatra occupied.'),
    startDegree: longitudeDeg('Sidereal longitude where the nakshatra starts.'),
    endDegree: Type.Number({
      minimum: 0, maximum: 360, description: 'Sidereal longitude where the nakshatra ends. Degrees, 0 to 360.',
    }),
  },
  { additionalProperties: false, description: 'A lunar mansion (nakshatra) and the pada occupied.' },
);
export type Nakshatra = Static<typeof Nakshatra>;

export const AshtakootScore = Type.Object(
  {
    varna: score(0, 1, 'Varna koota points.'),
    vashya: score(0, 2, 'Vashya koota points.'),
    tara: score(0, 3, 'Tara koota points.'),
    yoni: score(0, 4, 'Yoni koota points.'),
    grahamaitri: score(0, 5, 'Graha maitri koota points.'),
    gana: score(0, 6, 'Gana koota points.'),
    bhakoot: score(0, 7, 'Bhakoot koota points.'),
    nadi: score(0, 8, 'Nadi koota points.'),
    total: score(0, 36, 'Sum of the eight kootas.'),
  },
  { additionalProperties: false, description: 'Ashtakoot (eight-fold) compatibility score, 36 points in all.' },
);
export type AshtakootScore = Static<typeof AshtakootScore>;

/**
 * Vimshottari dasha period; `subPeriods` nests the same record (TypeBox `Type.Cyclic`). The definition is named
 * `DashaPeriodNode` so that a registry can give the whole schema the `$id` `DashaPeriod` without a clash.
 */
export const DashaPeriod = Type.Cyclic(
  {
    DashaPeriodNode: Type.Object(
      {
        planet: oneOf(DASHA_LORDS, 'Lord of the period.'),
        startDate: isoDateOrDateTime('Start of the period.'),
        endDate: isoDateOrDateTime('End of the period.'),
        durationYears: Type.Optional(nonNegative('Length of the period in years.')),
        subPeriods: Type.Optional(Type.Array(Type.Ref('DashaPeriodNode'), {
          description: 'Sub-periods (antardasha, pratyantardasha, …) in time order.',
        })),
      },
      { additionalProperties: false, description: 'A Vimshottari dasha period.' },
    ),
  },
  'DashaPeriodNode',
);
export type DashaPeriod = Static<typeof DashaPeriod>;

/** Named by Urania: the spec's inline `ayanamsa` object of VedicAspectResult. */
export const Ayanamsa = Type.Object(
  {
    system: text('Name of the ayanamsa (for example Lahiri).'),
    value: longitudeDeg('Ayanamsa: tropical minus sidereal longitude.'),
  },
  { additionalProperties: false, description: 'The ayanamsa in use.' },
);
export type Ayanamsa = Static<typeof Ayanamsa>;

export const VedicPlanetPosition = Type.Object(
  {
    planet: oneOf(VEDIC_GRAHAS, 'The graha.'),
    tropicalLongitude: longitudeDeg('Tropical longitude.'),
    siderealLongitude: longitudeDeg('Sidereal longitude.'),
    sign: oneOf(SIGNS, 'Sidereal sign.'),
    signIndex: integerIn(0, 11, 'Index of the sidereal sign (0 = Aries, 11 = Pisces).'),
    nakshatra: text('Name of the nakshatra occupied.'),
  },
  { additionalProperties: false, description: 'Tropical and sidereal position of a graha.' },
);
export type VedicPlanetPosition = Static<typeof VedicPlanetPosition>;

export const VedicAspect = Type.Object(
  {
    aspectingPlanet: oneOf(VEDIC_GRAHAS, 'The graha casting the aspect.'),
    aspectedPlanet: oneOf(VEDIC_GRAHAS, 'The graha receiving it.'),
    aspectType: oneOf(VEDIC_ASPECT_TYPES, 'The drishti, by house counted inclusively.'),
    aspectOffset: integerIn(1, 11, 'Signs forward from the aspecting to the aspected graha (the 7th aspect is 6).'),
    strength: score(0, 5, 'Strength of the aspect.'),
    friendshipLevel: text('Natural relationship of the aspecting to the aspected graha (for example friend, neutral, enemy).'),
  },
  { additionalProperties: false, description: 'A graha drishti (Vedic aspect).' },
);
export type VedicAspect = Static<typeof VedicAspect>;

export const VedicAspectResult = Type.Object(
  {
    date: isoDateOrDateTime('Instant of the positions.'),
    ayanamsa: Ayanamsa,
    positions: Type.Array(VedicPlanetPosition, { description: 'Positions of the grahas.' }),
    aspects: Type.Array(VedicAspect, { description: 'Graha drishti between them.' }),
  },
  { additionalProperties: false, description: 'Vedic positions and aspects at an instant.' },
);
export type VedicAspectResult = Static<typeof VedicAspectResult>;
