import type { AspectType, Body, Element, Modality, MoonPhase, Sign } from '../schemas/index.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import type { DIGNITY_KINDS, SEASON_TYPES } from '../schemas/record-enums.js';

/** The grahas of an Indian chart with the Ascendant (the nodes by their Vedic names). */
export const GRAHA_LABEL_NAMES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu', 'Ascendant'] as const;
export type GrahaLabelName = (typeof GRAHA_LABEL_NAMES)[number];

/** The four angles as the drawings name them. */
export const ANGLE_LABEL_NAMES = ['Ascendant', 'Midheaven', 'Descendant', 'ImumCoeli'] as const;
export type AngleLabelName = (typeof ANGLE_LABEL_NAMES)[number];

/** The lots with a glyph of their own on the wheel. */
export const LOT_LABEL_NAMES = ['Fortune', 'Spirit', 'Eros', 'Necessity', 'Courage', 'Victory', 'Nemesis'] as const;
export type LotLabelName = (typeof LOT_LABEL_NAMES)[number];

/** The divisional charts with a name (src/vedic/varga-rules.ts VARGA_DIVISIONS: Parashara's sixteen and D5, D6, D8, D11, D81, D108, D144). */
export const VARGA_LABEL_DIVISIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60, 81, 108, 144] as const;
export type VargaLabelDivision = (typeof VARGA_LABEL_DIVISIONS)[number];

/** The four seasons as the records name them (`findSeasons`, `nextSeason`: `type`). */
export type SeasonLabelName = (typeof SEASON_TYPES)[number];

/** The essential dignities as the records name them (`dignity`, `essentialDignity`: `domicile` … `peregrine`). */
export type DignityLabelName = (typeof DIGNITY_KINDS)[number];

/** The three natures of an aspect. */
export type AspectNatureName = 'harmonious' | 'challenging' | 'neutral';

/** The four points of the compass, as coordinates are written (`40.71°N`). */
export type CompassPoint = 'N' | 'S' | 'E' | 'W';

/** The 15 tithi names of a paksha and Amavasya (src/vedic/panchang-names.ts order). */
export type TithiLabels = readonly [string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string];

/**
 * The words of the drawings and headings (the wheel, the Indian charts, the CLI): plain words and ICU MessageFormat
 * templates (`{name}` placeholders, `{count, plural, …}`), formatted by `formatLabel`. Every locale has every key
 * with the same placeholders (tests/i18n/label-catalogues.test.ts).
 */
export interface LabelWords {
  readonly natalChart: string;
  readonly natal: string;
  readonly transits: string;
  readonly inner: string;
  readonly outer: string;
  /** `{name} (inside)` */
  readonly insideName: string;
  /** `{name} (outside)` */
  readonly outsideName: string;
  /** `{inner} and {outer}` */
  readonly pairTitle: string;
  readonly tropical: string;
  /** `Sidereal ({ayanamsa})` */
  readonly sidereal: string;
  /** `{system} houses` */
  readonly houseSystemFooter: string;
  /** `House {house}` */
  readonly house: string;
  /** `House {house} cusp` */
  readonly houseCusp: string;
  /** `{angle} (house {house} cusp)` */
  readonly angleOnCusp: string;
  /** `Outer chart {angle}` */
  readonly outerChartAngle: string;
  readonly retrograde: string;
  readonly combust: string;
  /** `{body1} {aspect} {body2}, orb {orb}` (the orb with its unit: `1.2°`, `4°03′`) */
  readonly aspectLine: string;
  readonly noTime: string;
  readonly localMeanTime: string;
  readonly noHouses: string;
  /** The wheel's `<desc>`: `Natal chart wheel.` */
  readonly natalWheelDescription: string;
  /** The harmonic wheel's title: `5th harmonic chart` (`{n}`, an ICU ordinal in English). */
  readonly harmonicChart: string;
  /** The harmonic wheel's zodiac footer: `Harmonic {n} (tropical × {n})` */
  readonly harmonicZodiac: string;
  /** `{date}: every longitude × {n} mod 360°` */
  readonly harmonicSubtitle: string;
  /** `{ascendant} × {n}: {asc}°, {midheaven} × {n}: {mc}°` */
  readonly harmonicAngles: string;
  readonly draconicChart: string;
  /** The draconic wheel's zodiac footer, by `{node}` (`mean` or `true`): `Draconic (true node)` */
  readonly draconicZodiac: string;
  /** `{node} node = 0° {aries}`, by `{node}` (`mean` or `true`) */
  readonly draconicSubtitle: string;
  /** A derived wheel's `<desc>`: `{title} wheel.` */
  readonly derivedWheelDescription: string;
  /** `{count, plural, one {# aspect drawn.} other {# aspects drawn.}}` */
  readonly aspectsDrawn: string;
  /** `{count, plural, one {# inter-chart aspect drawn.} other {# inter-chart aspects drawn.}}` */
  readonly interAspectsDrawn: string;
  /** `Bi-wheel. Inside, {inner}: {innerBodies}. Outside, {outer}: {outerBodies}.` */
  readonly biWheelDescription: string;
  readonly legend: string;
  readonly positions: string;
  readonly aspectGrid: string;
  readonly aspectGridBi: string;
  readonly heavierLine: string;
  readonly tickExact: string;
  readonly pointerMoved: string;
  readonly panelSheet: string;
  readonly panelGrid: string;
  /** `{body}, house {house}` */
  readonly bodyInHouse: string;
  readonly northIndian: string;
  readonly southIndian: string;
  readonly eastIndian: string;
  /** `Transits (italic) {time} UT` */
  readonly transitsItalic: string;
  /** `(R) retrograde · (c) combust` */
  readonly marksLegend: string;
  /** `{body} in {sign} (birth chart {position})` */
  readonly grahaInSign: string;
  /** `Transit {body} in {sign} ({position})` */
  readonly transitGrahaInSign: string;
  readonly empty: string;
  /** `(cyclic)` after a D-number */
  readonly cyclic: string;
  /** The mark after a retrograde graha's short name in an Indian chart (`R` in `Sa(R)`). */
  readonly retroMark: string;
  /** The mark after a combust graha's short name (`c` in `Ve(c)`). */
  readonly combustMark: string;
  readonly shukla: string;
  readonly krishna: string;
  /** A bi-wheel's header line of a progressed outer chart: `progressed to {date}`. */
  readonly progressedTo: string;
  /** The progressed chart's day: `(day {date})`. */
  readonly progressedDay: string;
  /** A solar or lunar return's exact date: `return {date}`. */
  readonly returnAt: string;
  /** The sheet's heading of the inner chart's column when it has no name. */
  readonly inside: string;
  /** The sheet's heading of the outer chart's column when it has no name. */
  readonly outside: string;
}

/** One language's labels: names as that language's astrologers write them (docs/i18n/<locale>.md). */
export interface LabelCatalogue {
  /** The catalogue's language (its plural rules and number and date formats). */
  readonly locale: LabelLocale;
  readonly signs: Readonly<Record<Sign, string>>;
  /** Short sign names for the South and East Indian cells (three letters, or the whole name where it is short). */
  readonly signShort: Readonly<Record<Sign, string>>;
  readonly bodies: Readonly<Record<Body, string>>;
  /** The short graha names written in an Indian chart's houses. */
  readonly grahaShort: Readonly<Record<GrahaLabelName, string>>;
  /** The grahas' full names in an Indian chart (the nodes as Rahu and Ketu). */
  readonly grahas: Readonly<Record<GrahaLabelName, string>>;
  readonly angles: Readonly<Record<AngleLabelName, string>>;
  readonly lots: Readonly<Record<LotLabelName, string>>;
  readonly aspects: Readonly<Record<AspectType, string>>;
  readonly aspectNatures: Readonly<Record<AspectNatureName, string>>;
  /**
   * The eight Moon phases by the records' English names (`moonPhase`, the horoscopes, the almanac…): `phases['Full
   * Moon']` is the name an app shows for the identifier.
   */
  readonly phases: Readonly<Record<MoonPhase, string>>;
  /** The four elements by the records' names (`Fire` …), as a label (lower case where the language writes them so). */
  readonly elements: Readonly<Record<Element, string>>;
  /** The three modalities by the records' names (`Cardinal`, `Fixed`, `Mutable`). */
  readonly modalities: Readonly<Record<Modality, string>>;
  /**
   * The equinoxes and solstices by the records' names (`'March equinox'` …): as each language names them (春分 夏至
   * 秋分 冬至 in Chinese, the seasons of India in Hindi).
   */
  readonly seasons: Readonly<Record<SeasonLabelName, string>>;
  /** The essential dignities by the records' identifiers (`domicile` … `peregrine`), in the tradition's words. */
  readonly dignities: Readonly<Record<DignityLabelName, string>>;
  readonly compass: Readonly<Record<CompassPoint, string>>;
  /** The 27 nakshatras, Ashwini first. */
  readonly nakshatras: readonly string[];
  /** The 15 tithis of a paksha, Pratipada … Purnima, then Amavasya. */
  readonly tithis: TithiLabels;
  /** The 27 yogas of the Panchang, Vishkambha first. */
  readonly yogas: readonly string[];
  /** The 11 karanas: Bava, Balava, Kaulava, Taitila, Garaja, Vanija, Vishti, Kimstughna, Shakuni, Chatushpada, Naga. */
  readonly karanas: readonly string[];
  /** The divisional charts' names (D1 Rasi … D60 Shashtyamsa, D144): Sanskrit in each script, `九分盘` in Chinese. */
  readonly vargas: Readonly<Record<VargaLabelDivision, string>>;
  readonly words: LabelWords;
}
