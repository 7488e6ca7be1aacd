import type { LabelLocale } from '../schemas/label-locale.js';

/** The four angles as the world map labels its lines (`Sun AS`). */
export const MAP_ANGLES = ['AS', 'DS', 'MC', 'IC'] as const;
export type MapAngle = (typeof MAP_ANGLES)[number];

/** The projections of the world map, by their option values. */
export const PICTURE_PROJECTIONS = ['equirectangular', 'equal-earth', 'mollweide'] as const;
export type PictureProjection = (typeof PICTURE_PROJECTIONS)[number];

/**
 * The words of the three pictures that are not wheels (issue 31): the transit timeline chart and the graphic
 * ephemeris (src/forecast-charts/) and the astrocartography world map (src/world-map/). Plain words and ICU
 * MessageFormat templates, formatted by `formatLabel`; body, sign and aspect names come from the label catalogue
 * (`labelCatalogue`), dates from `Intl.DateTimeFormat`. A count is passed twice: `{n}` (a number, for the plural
 * rule) and `{count}` (the number as written). Every locale has every key with the placeholders of English
 * (tests/i18n/picture-words.test.ts).
 */
export interface PictureWords {
  /** The family's language (plural rules, dates). */
  readonly locale: LabelLocale;
  /** Between the items of a list in running text: `, `. */
  readonly listSeparator: string;
  /** Between the clauses of a long list (one contact's words each): `; `. */
  readonly clauseSeparator: string;
  /** The points whose name takes the feminine in `natalContact` (`{gender}` is `feminine` for these, else `other`). */
  readonly feminine: readonly string[];
  /** A sentence of composed words: `{text}.` */
  readonly sentence: string;
  /** A list after its heading: `{head}: {list}` (a contact and its events, a count and its items). */
  readonly headedList: string;
  /** Between two sentences: a space (none in Chinese). */
  readonly sentenceSpace: string;
  /** A contact and its instant (a crossing's tooltip): `{contact}, {time}`. */
  readonly contactAt: string;

  /** `{body} {aspect} natal {point}`: a contact's row label; `{gender}`: the natal point's (see `feminine`). */
  readonly natalContact: string;
  /** The transit timeline chart's default title: `Transit timeline`. */
  readonly timelineTitle: string;
  /** The chart's `<desc>`, first sentence: `Transit timeline from {from} to {to} (UT), one bar per contact…`. */
  readonly timelineDescription: string;
  /** `No contacts.` */
  readonly noContacts: string;
  /** `{n, plural, one {{count} contact} other {{count} contacts}}` */
  readonly contactCount: string;
  /** `{from} – {to} UT` */
  readonly rangeUt: string;
  /** An instant in Universal Time: `{time} UT` (TU in French, Spanish, Portuguese and Italian). */
  readonly timeUt: string;
  /** `within orb from before {date}` */
  readonly withinOrbFromBefore: string;
  /** `enters orb {date}` */
  readonly entersOrb: string;
  /** `exact {date} ({direction})`, `{direction}` by select: `direct`, else retrograde. */
  readonly exactPass: string;
  /** `station {type} {date}`, `{type}` by select: `direct`, else retrograde. */
  readonly station: string;
  /** `still within orb at {date}` */
  readonly stillWithinOrb: string;
  /** `leaves {date}` */
  readonly leavesOrb: string;
  /** A station's mark: `{body} stations {type} {time} UT`. */
  readonly stationMark: string;
  /** An exact pass's mark: `{contact} exact {time} UT, {direction}`. */
  readonly exactMark: string;
  /** `No contacts in the range.` */
  readonly noContactsInRange: string;
  /** The legend's four marks. */
  readonly exactDirect: string;
  readonly exactRetrograde: string;
  readonly stationRetrograde: string;
  readonly stationDirect: string;

  /** The graphic ephemeris's default title on the zodiac: `Graphic ephemeris`. */
  readonly ephemerisTitle: string;
  /** Its default title folded: `Graphic ephemeris, {span}° sort`. */
  readonly foldedEphemerisTitle: string;
  /** `the zodiac, 0° {aries} at the bottom` */
  readonly zodiacSort: string;
  /** `{span}° sort (harmonic {harmonic}): longitudes modulo {span}°` */
  readonly harmonicSort: string;
  /** `natal points of {date}` */
  readonly natalPointsOf: string;
  /** `Graphic ephemeris from {from} to {to} (UT): the apparent longitudes of {bodies} over time, {sort}.` */
  readonly ephemerisDescription: string;
  /** `No natal points.` */
  readonly noNatalPoints: string;
  /** `Natal points as horizontal lines: {points}.` */
  readonly natalLines: string;
  /** `{n, plural, one {{count} crossing of a natal line} other {{count} crossings of a natal line}}` */
  readonly crossingCount: string;
  /** `and {count} more` (after the first 80 crossings) */
  readonly andMore: string;
  /** A natal line's label: `natal {point} {position}`. */
  readonly natalPointMark: string;
  /** A body's line: `{body}: longitude over time, modulo {span}°`. */
  readonly bodyLine: string;

  /** The angles' abbreviations on the map, as the language writes them (de: AC, DC, MC, IC; fr: AS, DS, MC, FC). */
  readonly angleShort: Readonly<Record<MapAngle, string>>;
  /** The projections' names. */
  readonly projections: Readonly<Record<PictureProjection, string>>;
  /** The map's default title: `Astrocartography, {date}`. */
  readonly mapTitle: string;
  /** The map's `<desc>` up to its options: `World map ({projection} projection) of the birth of {date}…`; `{mode}` and `{horizon}` by select. */
  readonly mapDescription: string;
  /** `{n, plural, other {{count} paran crossings}}` */
  readonly paranCount: string;
  /** `local space lines from the birth place` */
  readonly localSpaceLines: string;
  /** `Land: {source}.` */
  readonly landSource: string;
  /** The map's second line: `{instant} · {place} · {mode}, {horizon} horizon · {projection}`. */
  readonly mapSubtitle: string;
  /** A paran's mark: `{bodyA} {angleA} with {bodyB} {angleB} at {latitude}`. */
  readonly paranMark: string;
  /** The credit line under the legend. */
  readonly mapCredit: string;
}
