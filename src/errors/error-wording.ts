/**
 * The wording of an error as data (issue 31): a stable key of the sentence and its values, carried beside the
 * English message where the error is made, so that the message can be said in another language from a template
 * (src/i18n/error-words.ts) without reading the English sentence. The key names the whole sentence, the field
 * included (`{field}`); values are strings as the English sentence writes them (field names, dates, bounds, lists of
 * identifiers).
 */

/** The sentences an error can be worded by, one key each (every locale has a template for every key). */
export const ERROR_WORD_KEYS = [
  // A request's members against their schema (records/field-errors.ts).
  'required',
  'requiredOrPlace',
  'placeNotBoth',
  'notAParameter',
  'notAField',
  'spellingTwice',
  'givenOnce',
  'notEmpty',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'oneOf',
  'trueOrFalse',
  'aString',
  'anObject',
  'anArray',
  'aValidValue',
  'documentedForm',
  'bodyList',
  'ymd',
  'dateShape',
  // The formats of the one table (schemas/format-words.ts), by their names.
  'format.iso-date',
  'format.iso-date-time',
  'format.iso-date-or-date-time',
  'format.clock-time',
  'format.time-zone',
  'format.year',
  // A number and its bounds (`{kind}`: `integer` or `number`).
  'number.fromTo',
  'number.fromUpTo',
  'number.aboveBelow',
  'number.aboveAtMost',
  'number.above',
  'number.atLeast',
  'number.below',
  'number.atMost',
  'number.any',
  // Calendar dates and ISO-8601 strings (time/wall-clock.ts, time/instant.ts).
  'date.required',
  'date.month',
  'date.day',
  'date.reform',
  'iso.shape',
  'iso.day',
  'iso.reform',
  'iso.hour',
  'iso.minute',
  'iso.second',
  'iso.offset',
  'iso.noZone',
  'clockTime',
  // The supported span of time (time/instant.ts, time/civil-time.ts).
  'span.instant',
  'span.civil',
  // A time-zone name the IANA database does not know (time/time-zone.ts).
  'timeZone.unknown',
  // The boundary checks of the library's functions (errors/checks.ts, records/request-checks.ts, zodiac/signs.ts).
  'check.finiteIn',
  'check.inRange',
  'check.wholeIn',
  'check.longitude',
  // The library's most met errors of its own (event ranges, horoscope dates, bodies, returns, stars).
  'range.maxSpan',
  'date.requiredIso',
  'date.years',
  'differsFrom',
  'chartPoint.riseSet',
  'chartPoint.houses',
  'bodies.nonEmpty',
  'bodies.observer',
  'bodies.notInBuild',
  'lunarReturn.none',
  'fixedStar.unknown',
  // The ranges and dates of the HTTP routes and of the requests with a birth or a zodiac.
  'yearGot',
  'span.localMidnight',
  'notBefore',
  'range.maxYearsAfter',
  'notBeforeBirth',
  'requiredWith',
  'ayanamsaTropical',
  'siderealFrame',
  // The shapes of the toolkit's arguments (lists and objects of the records' inputs; `{shape}` and `{example}` are code).
  'shape.arrayOf',
  'shape.object',
  'shape.listExample',
  'shape.objectExample',
  'shape.objectOrLeftOut',
  'appearsTwice',
  'finiteNumber',
  'finiteDegrees',
  'aBoolean',
  'degreesIn',
  'aspectTypes',
  'bodies.nonEmptyArray',
  'oneOfReceived',
  'mustBeAfter',
  // A body outside its own span of data (`{fromYear}`, `{toYear}` and `{note}` from the ephemeris layer's BodySpan).
  'span.bodyAt',
  'span.bodyAtChoose',
  'span.bodyOnly',
  'span.planetJd',
  // Instants and calendars (time/instant.ts, records/finite-number.ts, time/gregorian-adoption.ts).
  'jd.finiteNumber',
  'invalidDate',
  'instantInput',
  'jdOrInstant',
  'gregorian.sweden',
  'gregorian.country',
  // Places (places/*.ts): unknown, ambiguous and misspelt names, ids and countries.
  'place.notCountry',
  'place.notAnId',
  'place.noMatch',
  'place.didYouMean',
  'place.ambiguous',
  'place.query',
  'place.countryOption',
  'wholeFromToGot',
  // The Vedic and traditional records' own refusals.
  'polarDay.panchang',
  'polarDay.panchangMonth',
  'polarDay.shadbala',
  'span.panchang',
  'span.panchangMonth',
  'birthTime.dasha',
  'birthTime.ashtottari',
  'ashtottari.force',
  'birthTime.northIndian',
  'birthTime.solarReturnReport',
  'chart.noHouses',
  'chart.noAngles',
  'toBeforeFrom.window',
  'vedicReport.beforeBirth',
  'conventions.shape',
  'conventions.unknown',
  'conventions.ayanamsa',
  'yoga.unknown',
  'lot.unknown',
  // Returns, option combinations refused, tables too long, observers and centres.
  'solarReturn.outside',
  'solarReturn.beforeBirthYear',
  'notWithLongitude',
  'toBeforeFrom.iso',
  'rows.ephemeris',
  'rows.http',
  'needsObserver.give',
  'needsObserver.bodyPosition',
  'observerHeliocentric',
  'heliocentric.none',
  // Instants, requirements of the techniques, options refused together, observers, spans of the calendars.
  'scaleUtTt',
  'nonFiniteJd',
  'jdUtIn',
  'requiredIso',
  'requiredChartTime',
  'requiredBirthInstant',
  'profection.within',
  'degree.notWithLongitude',
  'decan.notWithLongitude',
  'degree.required',
  'requiredWithBare',
  'requiredWhenNot',
  'composite.derivedOnly',
  'antipodes.composite',
  'antipodes.midpoint',
  'topocentric.elevation',
  'topocentric.needs',
  'earthHeliocentric',
  'integerFromTo',
  'chineseCalendar.date',
  'positiveDays',
  'isoWeek.beyond',
  'voidOfCourse.edge',
  'graphicEphemeris.dayAfter',
  'requiredWithNatalPoints',
  'givenWithPlace',
  'primaryDirections.to',
  'prenatal.zodiacInRequest',
  'dayOrNight',
  'nonEmptyString',
  'finiteNonNegative',
  'oneOfBare',
  'star.notCatalogue',
  // The toolkit's own inputs: bodies listed twice, bounded numbers, places, house cusps, varga divisions, names.
  'listedTwice',
  'finiteInGot',
  'placeName',
  'place.near',
  'housesNeeds',
  'sunDeclination',
  'cusps.twelve',
  'cusps.gauquelin',
  'includeAtLeast',
  'varga.division',
  'stringLength',
  // The last ones (errors-last): extra arguments of a public function (`{usage}` and `{example}` are code), the
  // arguments of the chart drawings and of the toolkit, the lunar data not loaded, a JSON member refused.
  'arguments.extra',
  'degreesFromToGot',
  'positionsAndAspects',
  'range.object',
  'shape.objectOrRecord',
  'shape.recordOrObject',
  'shape.arrayOfOr',
  'requestObject',
  'eccentricity',
  'ephemeris.osculatingNotLoaded',
  'ephemeris.lunarTheoryNotLoaded',
  'heliocentric.noScan',
  'heliocentric.noTheory',
  'heliocentric.noPosition',
  'chart.needsInstant',
  'chart.listMember',
  'nameFunction',
  'chartArgument.notRecord',
  'chartArgument.holder',
  'chartArgument.birth',
  'chartArgument.noPositions',
  'transit.userAyanamsa',
  'contacts.array',
  'timeline.emptyNeedsRange',
  'search.interval',
  'julianDay.finite',
  'civilTimeInput',
  'lot.notPlaced',
  'json.forbiddenMember',
  'json.duplicateMember',
  'lot.formula',
  // A list of alternatives (`{methods}`): its items joined by LIST_SEPARATOR, said with "or" in each language.
  'varga.methodForDivision',
] as const;

/** The key of an error's sentence. */
export type ErrorWordKey = (typeof ERROR_WORD_KEYS)[number];

/** An error's sentence as data: its key and the values its template takes. */
export interface ErrorWording {
  readonly key: ErrorWordKey;
  readonly values: Readonly<Record<string, string>>;
}

/**
 * @summary An error's wording: `wording('date.month', { field, month: '13' })`.
 * @example wording('required', { field: 'birthDate' }) // { key: 'required', values: { field: 'birthDate' } }
 */
export function wording(key: ErrorWordKey, values: Readonly<Record<string, string>>): ErrorWording {
  return { key, values };
}

/** The separator of a list value's items (a value named in DISJUNCTIONS): never inside an identifier. */
export const LIST_SEPARATOR = '\n';

/**
 * The values that are lists of alternatives, by key: rendered by `sayErrorWording` with " or " in English (the
 * library's sentence) and `Intl.ListFormat(locale, { type: 'disjunction' })` in the other languages.
 */
export const DISJUNCTIONS: Readonly<Partial<Record<ErrorWordKey, readonly string[]>>> = {
  'varga.methodForDivision': ['methods'],
};

/**
 * @summary A list value of a wording (its items joined by LIST_SEPARATOR).
 * @example listValue(['"a"', '"b"']) // '"a"\n"b"'
 */
export function listValue(items: readonly string[]): string {
  return items.join(LIST_SEPARATOR);
}
