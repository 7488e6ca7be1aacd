/**
 * The words of the web page's interface (issue 31): the form, the result's headings and table headers, the views'
 * names, the status lines and the warnings the page writes itself, in one of the ten label locales
 * (src/web/page-words-<locale>.ts; the sign, body and aspect names come from the library's label catalogues). Templates
 * take `{name}` arguments only (`fillWords`), no plural: every sentence is written so that none is needed.
 */
export interface PageWords {
  /** The document's `<title>`. */
  readonly title: string;
  readonly skip: string;
  readonly lede: string;
  /** The language picker's label. */
  readonly language: string;
  readonly birthData: string;
  readonly birthDate: string;
  readonly birthTime: string;
  readonly birthTimeHint: string;
  readonly latitude: string;
  readonly longitude: string;
  readonly timezone: string;
  readonly timezoneHint: string;
  readonly houseSystem: string;
  readonly theme: string;
  readonly light: string;
  readonly dark: string;
  readonly draw: string;
  /** The place search's label on the birth form. */
  readonly birthPlace: string;
  /** The hint under the place search. */
  readonly placeHint: string;
  /** The result's heading. */
  readonly chart: string;
  readonly warningsLabel: string;
  readonly wheelLabel: string;
  readonly positions: string;
  readonly otherBodies: string;
  readonly body: string;
  readonly sign: string;
  readonly position: string;
  readonly longitudeColumn: string;
  readonly house: string;
  /** The retrograde column's abbreviation and its spelled-out title. */
  readonly rx: string;
  readonly retrograde: string;
  /** The mark of a retrograde body in the table. */
  readonly retroMark: string;
  readonly houses: string;
  readonly noHouses: string;
  readonly cusp: string;
  readonly aspects: string;
  readonly aspectsHint: string;
  readonly aspectsCaption: string;
  readonly report: string;
  readonly viewForecast: string;
  readonly viewVedic: string;
  readonly viewPanchang: string;
  readonly viewMap: string;
  readonly footer: string;
  readonly apiLink: string;
  readonly loadingEphemeris: string;
  /** Above a wheel drawn before the last body's table arrived: one body still to come. */
  readonly pendingOne: string;
  /** The same for `{count}` bodies (two or more), naming their kinds. */
  readonly pendingMany: string;
  readonly chartFailed: string;
  /** `Chart computed in your browser in {ms} ms.` */
  readonly computedIn: string;
  readonly writingReport: string;
  /** `{what} could not be written: {error}` */
  readonly couldNotWrite: string;
  readonly theReport: string;
  readonly theChart: string;
  readonly thisView: string;
  /** `{date}, time unknown ({zone}), {place}: no houses, the birth time is unknown.` */
  readonly summaryUntimed: string;
  /** `{date} ({zone}), {place} — {system} houses, {sign} rising.` */
  readonly summaryTimed: string;
  /** `{body} is left out: its ephemeris covers the years {from} to {to}.` */
  readonly leftOut: string;
  /** The form's fields as the start of an error sentence (shorter than their labels). */
  readonly fieldBirthDate: string;
  readonly fieldBirthTime: string;
  readonly fieldLatitude: string;
  readonly fieldLongitude: string;
  readonly fieldTimezone: string;
  readonly fieldHouseSystem: string;
  /** `{field} is required.` */
  readonly fieldRequired: string;
  /** `{field} must be a number between {min} and {max} ({hint}).` */
  readonly fieldCoordinate: string;
  /** The hints of the two coordinates, `{example}` a number as it may be typed. */
  readonly latitudeHint: string;
  readonly longitudeHint: string;
  /** A time zone the library cannot read (`{field}`: the time zone's name). */
  readonly fieldZone: string;
  /** A birth date that is not a date of the calendar or not written YYYY-MM-DD (another language than English). */
  readonly fieldDate: string;
  /** A birth time that is not HH:MM within the day (another language than English). */
  readonly fieldTime: string;
  /** `{field} must be within the years {from} to {to}.` (another language than English) */
  readonly fieldSpan: string;
  /** `{field} is not valid.`: any other refusal of a field (another language than English). */
  readonly fieldInvalid: string;
  /** The library refused the form as a whole (another language than English: the English message is shown as is). */
  readonly formInvalid: string;
}

/**
 * @summary A page template with its `{name}` arguments filled (an argument not given stays as written, so a missing
 * value shows instead of vanishing).
 * @example fillWords('Chart computed in your browser in {ms} ms.', { ms: 42 }) // 'Chart computed in your browser in 42 ms.'
 */
export function fillWords(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
