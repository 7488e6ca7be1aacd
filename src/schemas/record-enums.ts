/**
 * Enumerations written inline in the spec's record definitions ("one of …"), plus the value sets Urania
 * designs for its own records (marked "designed"). Values exactly as the spec writes them. Each `as const`
 * array is the single home of its values; `angleName`'s values live in `house-ingresses.ts` as `ANGLE_NAMES`.
 */

export const DIGNITY_KINDS = [
  'domicile', 'exaltation', 'detriment', 'fall', 'triplicity', 'terms', 'face', 'peregrine',
] as const; // designed: the spec leaves `dignity` open (docs/schemas.md)

export const COMBUSTION_STATES = ['cazimi', 'combust', 'underTheBeams', 'free'] as const;

export const MUTUAL_RECEPTION_TYPES = ['domicile', 'exaltation', 'mixed'] as const;

export const SPEED_CLASSES = ['fast', 'average', 'slow', 'retrograde'] as const;

export const ASPECT_PATTERN_TYPES = [
  'grandTrine', 'tSquare', 'grandCross', 'yod', 'kite', 'mysticRectangle', 'stellium',
] as const;

export const CHART_SHAPES = ['bowl', 'bucket', 'bundle', 'locomotive', 'seesaw', 'splash', 'splay'] as const;

export const HEMISPHERES = ['north', 'south', 'east', 'west'] as const; // designed: `dominant` values

export const QUADRANTS = ['northeast', 'northwest', 'southeast', 'southwest'] as const; // designed

export const NAKSHATRA_QUALITIES = ['Deva', 'Manushya', 'Rakshasa'] as const;

export const YONI_GENDERS = ['male', 'female'] as const;

/**
 * The fourteen yoni animals (Muhurta Chintamani, Vivaha prakarana), in the order of the yoni koota table: the English
 * keys of src/vedic/nakshatras.ts and of the animals' names in each language (src/i18n/<locale>/vedic-words.ts).
 */
export const YONI_ANIMALS = [
  'Horse', 'Elephant', 'Sheep', 'Serpent', 'Dog', 'Cat', 'Rat', 'Cow', 'Buffalo', 'Tiger', 'Deer', 'Monkey',
  'Mongoose', 'Lion',
] as const;

export const ANTISCIA_TYPES = ['antiscia', 'contraAntiscia'] as const;

export const PRENATAL_LUNATION_TYPES = ['newMoon', 'fullMoon'] as const;

export const PARALLEL_TYPES = ['parallel', 'contraparallel'] as const;

export const MIDPOINT_ASPECT_TYPES = ['conjunction', 'square', 'opposition'] as const;

export const HELIACAL_BODIES = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;

export const HELIACAL_EVENT_TYPES = [
  'heliacalRising', 'heliacalSetting', 'acronychalRising', 'cosmicalSetting',
] as const;

export const VENUS_CYCLE_PHASES = [
  'morningStar', 'eveningStar', 'superiorConjunction', 'inferiorConjunction',
  'maximumEasternElongation', 'maximumWesternElongation',
] as const;

export const ECLIPSE_KINDS = ['solar', 'lunar'] as const;

export const ECLIPSE_TYPES = ['total', 'annular', 'hybrid', 'partial', 'penumbral'] as const; // issue 5

export const IMPACT_SIGNIFICANCES = ['high', 'moderate', 'low'] as const;

export const FACTOR_IMPACTS = ['positive', 'negative', 'neutral'] as const;

export const KEY_DATE_EVENT_TYPES = ['moonPhase', 'ingress', 'station'] as const; // issue 26: stations

/** Kinds of the sky events a horoscope reads (issue 26), heaviest first. */
export const HOROSCOPE_EVENT_KINDS = [
  'eclipse', 'conjunction', 'season', 'sunIngress', 'station', 'lunation', 'ingress', 'moonIngress',
] as const;

export const PRINCIPAL_MOON_PHASES = ['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter'] as const; // issue 5

export const SEASON_TYPES = ['March equinox', 'June solstice', 'September equinox', 'December solstice'] as const; // issue 5

export const MOTION_DIRECTIONS = ['direct', 'retrograde'] as const; // issue 5: ingress direction, station type

/** The seven classical planets in Chaldean order (planetary hours, issue 5). */
export const CHALDEAN_PLANETS = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'] as const;

export const CHINESE_ANIMALS = [
  'Rat', 'Ox', 'Tiger', 'Rabbit', 'Dragon', 'Snake', 'Horse', 'Goat', 'Monkey', 'Rooster', 'Dog', 'Pig',
] as const; // designed (issue 5)

export const CHINESE_ELEMENTS = ['Wood', 'Fire', 'Earth', 'Metal', 'Water'] as const; // designed (issue 5)

/** Lords of the Vimshottari dasha, in the order of the cycle. */
export const DASHA_LORDS = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'] as const;

/** The nine grahas of Vedic astrology (Rahu, Ketu: the lunar nodes). */
export const VEDIC_GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;

/** Graha drishti (planetary aspects) by the house counted inclusively from the aspecting planet. */
export const VEDIC_ASPECT_TYPES = ['3rd', '4th', '5th', '7th', '8th', '9th', '10th'] as const;

/** Ayanamsa systems (designed): the zodiac layer's `AYANAMSA_SYSTEMS` are these values. */
export const AYANAMSA_SYSTEM_NAMES = [
  'Lahiri', 'Raman', 'Krishnamurti', // the first three, unchanged; then the reference's systems in its order (issue 15)
  'FaganBradley', 'DeLuce', 'UshaShashi', 'DjwhalKhul', 'Yukteshwar', 'JNBhasin',
  'BabylonianKugler1', 'BabylonianKugler2', 'BabylonianKugler3', 'BabylonianHuber', 'BabylonianEtaPiscium',
  'BabylonianAldebaran15Tau', 'Hipparchos', 'Sassanian', 'GalacticCenter0Sag', 'J2000', 'J1900', 'B1950',
  'Suryasiddhanta', 'SuryasiddhantaMeanSun', 'Aryabhata', 'AryabhataMeanSun', 'SSRevati', 'SSCitra', 'TrueCitra',
  'TrueRevati', 'TruePushyaPVRNRao', 'GalacticCenterGilBrand', 'GalacticEquatorIAU1958', 'GalacticEquator',
  'GalacticEquatorMidMula', 'SkydramMardyks', 'TrueMulaChandraHari', 'DhruvaGalCenterMulaWilhelm', 'Aryabhata522',
  'BabylonianBritton', 'VedicSheoran', 'CochraneGalCenter0Cap', 'GalacticEquatorFiorenza', 'VettiusValens',
  'Lahiri1940', 'LahiriVP285', 'KrishnamurtiSenthilathiban', 'LahiriICRC',
] as const;

/** Which lunar node stands for Rahu (designed): the vedic layer's `NODE_KINDS`. */
export const RAHU_NODE_KINDS = ['mean', 'true'] as const;

/** How Rahu and Ketu aspect (designed): the vedic layer's `NODE_ASPECT_CONVENTIONS`. */
export const NODE_ASPECT_STYLES = ['jupiter-like', 'seventh-only'] as const;

/** Classical temperaments (designed: the spec leaves `primary`/`secondary` open). */
export const TEMPERAMENTS = ['choleric', 'sanguine', 'melancholic', 'phlegmatic'] as const;
