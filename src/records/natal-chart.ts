import { natalChartParts } from '../charts/builders/natal-chart-parts.js';
import { NATAL_ASPECT_BODIES, NatalChartRequest, type NatalChartResponse } from '../schemas/index.js';
import { isoString } from '../time/index.js';
import type { ResolvedBirth } from '../charts/builders/resolved-birth.js';
import type { BirthPlace } from '../schemas/index.js';
import { birthMoment, civilTimeReading, type BirthMoment } from './birth-moment.js';
import { untimedDay } from './untimed-day.js';
import { birthPlaceOf, type AtPlace, type Located } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { zodiacChoice, zodiacEcho } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary A natal chart: positions of every available body, aspects (among `aspectBodies`, default the ten planets,
 * Chiron and the true nodes), element and modality balance, houses and
 * angles, chart ruler, Part of Fortune, dignities, combustion, mutual receptions, out-of-bounds planets, decans,
 * speed classifications and besiegement (each rule and its source in docs/natal-chart.md).
 *
 * The birth date and time are local wall-clock time at the birth place, in `timezone` when given, else in the zone
 * found from the coordinates (`civilInstant`: IANA history, local mean time before standard time, DST folds take
 * the first occurrence, gaps move forward — reported in `warnings`). Without `birthTime` the chart is cast for
 * local noon: `housesAvailable: false`, and no houses, angles, Vertex/AntiVertex, chart ruler or Part of Fortune;
 * the sect (for triplicity dignities) is then the noon chart's. Positions are apparent, geocentric, tropical, on
 * the true ecliptic and equinox of date; with `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri) every longitude
 * — bodies, cusps, angles, Part of Fortune — is the tropical one minus the true ayanamsa of the birth instant, and
 * signs, dignities, decans and balances are read in the sidereal zodiac (aspects are unchanged); the record then
 * says `zodiac: 'sidereal'` and `ayanamsa: { system, value }` (docs/zodiac.md "Sidereal everywhere"). Extensions (optional members): `aspectBodies`, `timezone`, `orbProfile`, `instant`,
 * `houseSystemUsed` (polar fallback), `partOfFortune.isDayChart`, `dignities[].held`, `warnings`, `calendar` (dates before
 * 1582-10-15 are Julian-calendar dates unless `calendar: 'gregorian'`; echoed when given, and `instant` is written in
 * it). A ΔT warning is added when ΔT's uncertainty moves the Ascendant by more than 1° (docs/time.md "ΔT").
 * `locale` (one of the ten label locales, default en) is the language of `warnings` (issue 31; docs/natal-chart.md "Warnings").
 * `houseSystem` is one of the 24 twelve-house systems (`TWELVE_HOUSE_SYSTEMS`: the spec's 14 and the ten of issue
 * 15), default Placidus; the cusps are those `houses()` gives for the birth instant and place.
 *
 * Errors: `UraniaError` naming the request member — INVALID_ARGUMENT for a malformed or impossible birthDate
 * (`2023-02-30`), a birthTime outside 00:00–23:59, an unknown houseSystem (`Gauquelin` too: 36 sectors are not a
 * chart's twelve houses), orbProfile or timezone, or an unknown
 * member; OUT_OF_RANGE for latitude/longitude outside −90..90/−180..180 or a birth instant outside −3000..+3000;
 * MISSING_ARGUMENT for an absent birthDate, latitude or longitude. `place` (a name such as 'Ulm, Germany' or a GeoNames
 * id; docs/places.md) may stand instead of latitude and longitude: the chart is cast at that atlas place, in its zone
 * unless `timezone` is given, and the record says which place (`place`); an ambiguous name is INVALID_ARGUMENT
 * listing the candidates with their ids.
 * @example
 * const chart = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 });
 * chart.positions.find((p) => p.body === 'Sun')?.position.sign // 'Cancer'
 * chart.ascendantSign // 'Scorpio'
 */
export function natalChart(request: NatalChartRequest | AtPlace<NatalChartRequest>): NatalChartResponse {
  refuseExtraArguments(arguments.length, 1, 'natalChart(request)', "natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 })");
  const r = parseBirthRequest(NatalChartRequest, request);
  const moment = birthMoment(r, '', r.locale ?? 'en');
  return natalChartAt(r, moment, moment.birth, birthPlaceOf(request));
}

/**
 * @summary The natal chart record of a parsed request whose civil time is resolved (`moment`), cast for `birth` (the
 * instant and a place: the birth's own, or a relocation's; `relocatedChart`), echoing `place` when given.
 */
export function natalChartAt(r: Located<NatalChartRequest>, moment: BirthMoment, birth: ResolvedBirth, place: BirthPlace | undefined): NatalChartResponse {
  const houseSystem = r.houseSystem ?? 'Placidus';
  const orbProfile = r.orbProfile ?? 'modern-western';
  const aspectBodies = r.aspectBodies ?? NATAL_ASPECT_BODIES;
  const zodiac = zodiacChoice(r);
  const { parts, houseSystemUsed, warnings } = natalChartParts(birth, houseSystem, orbProfile, aspectBodies, zodiac.ayanamsa, r.rulers, r.locale ?? 'en');
  const notes = [...moment.civil.warnings, ...warnings];
  return {
    birthDate: moment.birthDate,
    ...(moment.birthTime === undefined ? {} : { birthTime: moment.birthTime }),
    latitude: birth.latitude,
    longitude: birth.longitude,
    houseSystem,
    ...parts,
    timezone: moment.civil.timezone,
    orbProfile,
    ...(houseSystemUsed === undefined ? {} : { houseSystemUsed }),
    instant: isoString(birth.at.jdUt, 'second', moment.civil.calendar),
    ...(r.calendar === undefined ? {} : { calendar: r.calendar }),
    civilTime: civilTimeReading(moment.civil),
    ...(moment.birthTime === undefined ? { untimedDay: untimedDay(r, zodiac.ayanamsa, parts.positions.map((p) => p.body)) } : {}),
    ...(notes.length === 0 ? {} : { warnings: notes }),
    ...(place === undefined ? {} : { place }),
    ...zodiacEcho(zodiac, birth.at.jdTt),
  };
}
