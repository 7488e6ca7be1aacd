import { Type } from 'typebox';

/**
 * The spec's shared enumerations, values exactly as `service-interface.md` writes them. Each `as const`
 * array is the single home of its values; facts about the values (element, ruler, glyph, …) live in the
 * domain layers keyed by these values.
 */

export const SIGNS = [
  'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo',
  'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces',
] as const;

export const BODIES = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
  'Chiron', 'NorthNode', 'SouthNode', 'NorthNodeMean', 'SouthNodeMean',
  'Ceres', 'Juno', 'Vesta', 'Pallas', 'LilithMean', 'LilithTrue',
  'Eris', 'Sedna', 'Makemake', 'Haumea', 'Quaoar', 'Ixion', 'Varuna',
  'Hygiea', 'Astraea', 'Psyche', 'Eros', 'Sappho', 'Amor',
  'Cupido', 'Hades', 'Zeus', 'Kronos', 'Apollon', 'Admetos', 'Vulkanus', 'Poseidon',
  'Vertex', 'AntiVertex',
] as const;

export const ASPECT_TYPES = [
  'conjunction', 'sextile', 'square', 'trine', 'opposition', 'quincunx',
  'semiSextile', 'semiSquare', 'sesquiquadrate', 'quintile', 'biquintile',
] as const;

export const ASPECT_NATURES = ['harmonious', 'challenging', 'neutral'] as const;

export const MOON_PHASES = [
  'New Moon', 'Waxing Crescent', 'First Quarter', 'Waxing Gibbous',
  'Full Moon', 'Waning Gibbous', 'Last Quarter', 'Waning Crescent',
] as const;

export const PERSPECTIVES = ['sun', 'moon', 'rising'] as const;

export const ELEMENTS = ['Fire', 'Earth', 'Air', 'Water'] as const;

export const MODALITIES = ['Cardinal', 'Fixed', 'Mutable'] as const;

export const HOUSE_SYSTEMS = [
  'Placidus', 'Koch', 'Equal', 'Whole', 'Campanus', 'Regiomontanus', 'Morinus', 'Porphyry',
  'Alcabitius', 'Topocentric', 'Meridian', 'VehlowEqual', 'NaturalGraduation', 'Sripati',
] as const;

/**
 * Additive extension of the spec's HouseSystem (issue 15; the spec list above stays as it is): ten more twelve-house
 * systems and the 36 Gauquelin sectors, spelled as the issue names them (docs/houses.md). `houses()`,
 * `houseCuspsFromArmc` and `GET /houses` take any of `ALL_HOUSE_SYSTEMS`; a `Houses` record has 36 cusps exactly
 * when its `systemUsed` is `'Gauquelin'`.
 */
export const MORE_HOUSE_SYSTEMS = [
  'KrusinskiPisaGoelzer', 'APC', 'Carter', 'EqualMC', 'EqualAries', 'PullenSD', 'PullenSR',
  'Sunshine', 'SunshineTreindl', 'Horizon',
] as const;

/**
 * Every twelve-house system: the spec's 14 and the ten more of issue 15 (additive). The house systems a chart
 * technique takes (natal chart, synastry, composite, progressions, returns, wheels, …): they need twelve houses, so
 * the Gauquelin sectors stay out.
 */
export const TWELVE_HOUSE_SYSTEMS = [...HOUSE_SYSTEMS, ...MORE_HOUSE_SYSTEMS] as const;

/** Divisions into sectors rather than twelve houses: the 36 Gauquelin sectors. */
export const SECTOR_SYSTEMS = ['Gauquelin'] as const;

/** Every house division `houses()` computes: the spec's 14, the ten more twelve-house systems, Gauquelin. */
export const ALL_HOUSE_SYSTEMS = [...HOUSE_SYSTEMS, ...MORE_HOUSE_SYSTEMS, ...SECTOR_SYSTEMS] as const;

export const ORB_PROFILES = ['modern-western', 'traditional', 'vedic', 'tight'] as const;

export const ELECTIONAL_ACTIVITIES = [
  'business-launch', 'wedding', 'travel', 'medical', 'contract',
  'creative-project', 'financial', 'communication', 'spiritual',
] as const;

export const Sign = Type.Enum(SIGNS, { description: 'A tropical zodiac sign.' });
export const Body = Type.Enum(BODIES, { description: 'A body or chart point Urania computes.' });
export const AspectType = Type.Enum(ASPECT_TYPES, { description: 'An aspect by name.' });
export const AspectNature = Type.Enum(ASPECT_NATURES, { description: 'Whether an aspect is harmonious, challenging or neutral.' });
export const MoonPhase = Type.Enum(MOON_PHASES, { description: 'One of the eight named lunar phases.' });
export const Perspective = Type.Enum(PERSPECTIVES, { description: 'Which chart factor a horoscope is read from.' });
export const Element = Type.Enum(ELEMENTS, { description: 'Classical element.' });
export const Modality = Type.Enum(MODALITIES, { description: 'Quality (modality) of a sign.' });
export const HouseSystem = Type.Enum(HOUSE_SYSTEMS, { description: 'House system (default Placidus).' });
export const AnyHouseSystem = Type.Enum(ALL_HOUSE_SYSTEMS, {
  description: 'House system or division: the spec HouseSystem values, ten more twelve-house systems and Gauquelin (36 sectors).',
});
export const TwelveHouseSystem = Type.Enum(TWELVE_HOUSE_SYSTEMS, {
  description: 'Twelve-house system of a chart: the spec HouseSystem values and ten more (default Placidus).',
});
export const OrbProfile = Type.Enum(ORB_PROFILES, { description: 'Named table of aspect orbs.' });
export const ElectionalActivity = Type.Enum(ELECTIONAL_ACTIVITIES, { description: 'Activity an election is sought for.' });

export type Sign = (typeof SIGNS)[number];
export type Body = (typeof BODIES)[number];
export type AspectType = (typeof ASPECT_TYPES)[number];
export type AspectNature = (typeof ASPECT_NATURES)[number];
export type MoonPhase = (typeof MOON_PHASES)[number];
export type Perspective = (typeof PERSPECTIVES)[number];
export type Element = (typeof ELEMENTS)[number];
export type Modality = (typeof MODALITIES)[number];
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];
export type TwelveHouseSystem = (typeof TWELVE_HOUSE_SYSTEMS)[number];
export type AnyHouseSystem = (typeof ALL_HOUSE_SYSTEMS)[number];
export type OrbProfile = (typeof ORB_PROFILES)[number];
export type ElectionalActivity = (typeof ELECTIONAL_ACTIVITIES)[number];

