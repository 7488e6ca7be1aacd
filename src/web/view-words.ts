/**
 * The words of the web page's views (issue 31): the Forecast, Map, Panchang and Vedic views and the Vedic view's
 * matching part — their forms, headings, table columns, status lines and the sentences they write from the records —
 * in one of the ten label locales (src/web/view-words-<locale>.ts). One `ViewWords` per language, in a chunk of its
 * own, fetched when a view is first opened in that language (load-view-words.ts): the birth form's first load
 * (tests/browser/page-load.test.ts) does not carry them. Names of bodies, signs, aspects, grahas, nakshatras,
 * tithis, yogas and karanas come from the library's label catalogue, dates and numbers from `Intl`; the templates
 * here are ICU MessageFormat (`formatLabel`: `{name}` arguments, `plural` and `selectordinal` where a number changes
 * the words).
 */

/** The fields the four forms share. */
export interface FieldWords {
  readonly birthDate: string;
  readonly birthTime: string;
  readonly latitude: string;
  readonly longitude: string;
  readonly timezone: string;
  /** The place search above a birth's coordinates. */
  readonly birthPlace: string;
  readonly conventions: string;
}

export interface ForecastWords {
  readonly title: string;
  readonly intro: string;
  readonly birthTime: string;
  readonly from: string;
  readonly to: string;
  readonly show: string;
  readonly computing: string;
  /** The table's columns: transiting body, aspect, natal point, enters orb, exact, leaves orb. */
  readonly columns: readonly [string, string, string, string, string, string];
  /** `before {day}`: already within orb when the range starts. */
  readonly before: string;
  /** `after {day}`: still within orb when the range ends. */
  readonly after: string;
  readonly noExact: string;
  /** `{day} R`: an exact pass while retrograde. */
  readonly exactRetrograde: string;
  /** `{count} contacts; days in UT, R: exact while retrograde` (ICU plural). */
  readonly caption: string;
  readonly rangeTitle: string;
  readonly none: string;
  readonly done: string;
  readonly failed: string;
}

export interface MapWords {
  readonly title: string;
  readonly intro: string;
  readonly birthDate: string;
  readonly birthTime: string;
  readonly birthLatitude: string;
  readonly birthLongitude: string;
  readonly toLatitude: string;
  readonly toLongitude: string;
  readonly projection: string;
  readonly equirectangular: string;
  readonly equalEarth: string;
  readonly mollweide: string;
  readonly show: string;
  readonly drawing: string;
  /** `Relocated to {latitude}°, {longitude}°: Ascendant {ascendant}, Midheaven {midheaven}.` */
  readonly relocated: string;
  readonly failed: string;
  readonly done: string;
}

/** The labels of the Panchang table's rows, in the table's order. */
export interface PanchangRowWords {
  readonly weekday: string;
  readonly sunrise: string;
  readonly sunset: string;
  readonly moonrise: string;
  readonly tithi: string;
  readonly paksha: string;
  readonly nakshatra: string;
  readonly yoga: string;
  readonly karana: string;
  readonly month: string;
  readonly year: string;
  readonly rahuKalam: string;
  readonly yamaganda: string;
  readonly gulikaKalam: string;
  readonly abhijit: string;
  readonly brahmaMuhurta: string;
  readonly durmuhurta: string;
  readonly amritKalam: string;
  readonly varjyam: string;
}

export interface PanchangWords {
  readonly title: string;
  readonly intro: string;
  readonly date: string;
  readonly place: string;
  readonly show: string;
  readonly failed: string;
  readonly done: string;
  /** `{date}, {vara} — {zone}, preset {preset}` */
  readonly dayTitle: string;
  readonly rows: PanchangRowWords;
  /** `{name} (pada {pada})` */
  readonly pada: string;
  /** `{limb} until {time}` */
  readonly until: string;
  /** Between two limbs of one day: `; then `. */
  readonly then: string;
  readonly noneThisDay: string;
  /** `{vara} ({lord})` */
  readonly weekdayLord: string;
  /** The seven varas, Ravivara (Sunday) to Shanivara, as the language names them. */
  readonly varas: readonly [string, string, string, string, string, string, string];
  /** `{name} (amanta), {name2} (purnimanta)`, each `name` with the adhika word when the month is intercalary. */
  readonly months: string;
  /** `Adhika {name}`: an intercalary month. */
  readonly adhika: string;
  /** `Shaka {shaka} {south}, Vikram {vikram} {north}; {ritu}, {ayana}` */
  readonly year: string;
}

/** The three dosha blocks and the dasha, ashtakavarga, shadbala and yoga parts of the Vedic view. */
export interface VedicWords {
  readonly title: string;
  readonly intro: string;
  readonly birthTime: string;
  readonly style: string;
  readonly north: string;
  readonly south: string;
  readonly asOf: string;
  readonly show: string;
  readonly computing: string;
  /** `Vedic chart computed in your browser in {ms} ms.` */
  readonly done: string;
  readonly failed: string;
  /** `Birth on {date} at {time}, {style}, preset {preset}` */
  readonly birthTitle: string;
  readonly dashaTitle: string;
  readonly dashaHint: string;
  readonly ashtakavargaTitle: string;
  readonly ashtakavargaHint: string;
  readonly shadbalaTitle: string;
  readonly shadbalaHint: string;
  readonly yogaTitle: string;
  readonly yogaHint: string;
  readonly doshaTitle: string;
  readonly doshaHint: string;
  /** The mark of a running period. */
  readonly running: string;
  /** `{lord} mahadasha: antardashas` */
  readonly antardashaCaption: string;
  readonly antardashaColumns: readonly [string, string];
  readonly sarvaCaption: string;
  /** The first and last columns of the sarva table (the grahas' between are the catalogue's short names). */
  readonly sarvaSign: string;
  readonly sarvaTotal: string;
  readonly total: string;
  readonly shadbalaCaption: string;
  readonly shadbalaColumns: readonly [string, string, string, string, string, string, string, string, string, string];
  readonly bhavaCaption: string;
  readonly bhavaColumns: readonly [string, string, string, string];
  /** A house's number in the bhava table (ICU `selectordinal` where the language writes an ordinal). */
  readonly houseNumber: string;
  readonly noYogas: string;
  readonly wholeChart: string;
  /** `All {count} periods` (ICU plural). */
  readonly allPeriods: string;
  readonly manglikTitle: string;
  readonly kaalSarpTitle: string;
  readonly sadeSatiTitle: string;
  readonly notPresent: string;
  readonly present: string;
  readonly presentCancelled: string;
  /** `{house} from the Ascendant` … with `{house}` a number (ICU `selectordinal`). */
  readonly fromAscendant: string;
  readonly fromMoon: string;
  readonly fromVenus: string;
  /** Appended to a house of the dosha: ` (a dosha house)`. */
  readonly doshaHouse: string;
  /** `Mars in the {houses}; {tradition} houses.` */
  readonly manglikFacts: string;
  readonly traditions: { readonly extended: string; readonly classical: string; readonly 'south-indian': string };
  /** `Cancellations: {list}.` */
  readonly cancellations: string;
  readonly cancellationWords: {
    readonly 'mars-own-or-exalted': string;
    readonly 'mars-with-or-aspected-by-jupiter': string;
    readonly 'mars-with-moon': string;
    readonly 'mars-sign-exception': string;
  };
  /** `Full: {type} type` */
  readonly kaalSarpFull: string;
  readonly kaalSarpPartial: string;
  /** `Rahu in the {house} house.` and the same with the direction of the axis. */
  readonly rahuHouse: string;
  readonly rahuHouseForward: string;
  readonly rahuHouseAmrit: string;
  /** `Outside the Rahu–Ketu half: {grahas}.` */
  readonly outside: string;
  readonly sadeSati: string;
  readonly dhaiya: string;
  readonly phases: { readonly rising: string; readonly peak: string; readonly setting: string; readonly fourth: string; readonly eighth: string };
  /** `{phase} {day}`: a phase and the day it starts. */
  readonly phaseFrom: string;
  /** `{name} {start} – {end} ({phases})` */
  readonly period: string;
  /** Appended to the period running: ` — running`. */
  readonly periodRunning: string;
  /** `Not running on {day}; natal Moon in {sign}` */
  readonly notRunning: string;
  /** `{name} running on {day} ({phase}); natal Moon in {sign}` */
  readonly runningOn: string;
}

export interface MatchingWords {
  readonly title: string;
  readonly intro: string;
  readonly birthDate: string;
  readonly birthTime: string;
  readonly place: string;
  readonly side: string;
  readonly groom: string;
  readonly bride: string;
  readonly manglik: string;
  readonly extended: string;
  readonly classical: string;
  readonly southIndian: string;
  readonly show: string;
  readonly matching: string;
  readonly manglikHeading: string;
  /** The two births' names in the tables: the Vedic form's birth and the partner's, as person A or B. */
  readonly aboveA: string;
  readonly partnerB: string;
  readonly partnerA: string;
  readonly aboveB: string;
  readonly ashtakootCaption: string;
  readonly ashtakootColumns: readonly [string, string, string];
  readonly kootas: {
    readonly varna: string; readonly vashya: string; readonly tara: string; readonly yoni: string;
    readonly grahamaitri: string; readonly gana: string; readonly bhakoot: string; readonly nadi: string;
  };
  /** The ten poruthams' names, in the record's order of keys. */
  readonly poruthams: {
    readonly dina: string; readonly gana: string; readonly mahendra: string; readonly 'stree-deergha': string; readonly yoni: string;
    readonly rasi: string; readonly rasyadhipati: string; readonly vasya: string; readonly rajju: string; readonly vedha: string;
  };
  /** `The ten poruthams: {count} of 10 agree` */
  readonly poruthamCaption: string;
  readonly poruthamColumns: readonly [string, string];
  readonly agrees: string;
  readonly disagrees: string;
  /** `Mars’s houses (* a dosha house, {tradition} houses)` */
  readonly manglikCaption: string;
  readonly manglikColumns: readonly [string, string, string, string];
  readonly none: string;
  readonly cancellationWords: VedicWords['cancellationWords'];
  readonly noDosha: string;
  readonly balanced: string;
  /** `Manglik in {who} only: unbalanced.` with `{who}` the birth (`the birth above (person A)`…). */
  readonly oneOnly: string;
  /** `Matched in your browser in {ms} ms.` */
  readonly done: string;
  readonly failed: string;
  readonly failedAbove: string;
}

/** Every view's words in one language. */
export interface ViewWords {
  readonly fields: FieldWords;
  readonly forecast: ForecastWords;
  readonly map: MapWords;
  readonly panchang: PanchangWords;
  readonly vedic: VedicWords;
  readonly matching: MatchingWords;
}
