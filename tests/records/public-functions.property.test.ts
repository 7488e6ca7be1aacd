/**
 * Issue 11 #7: every function of the root entry (src/index.ts) either accepts the documented types or throws a
 * `UraniaError` naming the argument — never a TypeError/RangeError, never a result with NaN in it. Each function has
 * a valid call below; the test replaces each argument (and each member of an object argument, one level deeper
 * too) by wrong values (strings, NaN, ±Infinity, objects, undefined, null, arrays, booleans, Dates, numbers) and by
 * fast-check's generated ones, and checks the outcome. A new export without a valid call here fails the first test.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as urania from '../../src/index.js';

type Fn = (...args: unknown[]) => unknown;

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const OTHER = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278 };
const AT = '2024-03-20T12:00:00Z';
const CUSPS = [15, 45, 75, 105, 135, 165, 195, 225, 255, 285, 315, 345];

/** A natal chart, computed once (the chart-analysis functions take one). */
let chart: unknown;
/** A natal report, computed once (its renderings take one). */
let report: unknown;
/** The technique reports, computed once (their renderings take one). */
let transitReportValue: unknown;
let solarReturnReportValue: unknown;
let vedicReportValue: unknown;
let pairReports: { synastry: unknown; composite: unknown };
/** An astrocartography record (issue 29), for the map's valid call. */
let acgRecord: unknown;

/** One valid call per exported function: its arguments (short ranges, so that the test stays quick). */
const VALID: Record<string, () => unknown[]> = {
  allHoroscopes: () => [{ date: '2024-04-08' }],
  aspectInterpretation: () => ['Sun', 'Moon', 'square'],
  degreeSymbol: () => [{ sign: 'Leo', degree: 16 }],
  houseMeaning: () => [10],
  planetInHouse: () => ['Saturn', 10],
  planetInSign: () => ['Venus', 'Taurus'],
  signDescription: () => ['Leo'],
  yogaInterpretation: () => ['gajakesari'],
  doshaInterpretation: () => ['sade-sati-peak'],
  signInfo: () => ['Scorpio'],
  natalReport: () => [{ ...BIRTH, aspectLimit: 3 }],
  natalReportMarkdown: () => [report],
  natalReportText: () => [report],
  natalReportHtml: () => [report, { headingLevel: 2 }],
  // The technique reports (issue 26): a short period keeps the transit report quick.
  transitReport: () => [{ birth: BIRTH, from: '2025-01-01', to: '2025-02-01', limit: 3 }],
  transitReportMarkdown: () => [transitReportValue],
  transitReportText: () => [transitReportValue],
  transitReportHtml: () => [transitReportValue, { headingLevel: 2 }],
  solarReturnReport: () => [{ birth: BIRTH, year: 2024 }],
  solarReturnReportMarkdown: () => [solarReturnReportValue],
  solarReturnReportText: () => [solarReturnReportValue],
  solarReturnReportHtml: () => [solarReturnReportValue, { headingLevel: 2 }],
  // The Vedic words and report (issue 28): `at` soon after birth keeps the Sade Sati search short.
  nakshatraInterpretation: () => ['Rohini', { locale: 'en' }],
  dashaInterpretation: () => ['Saturn', { antardasha: 'Mercury' }],
  vedicReport: () => [{ birth: BIRTH, at: '1991-01-01' }],
  vedicReportMarkdown: () => [vedicReportValue],
  vedicReportText: () => [vedicReportValue],
  vedicReportHtml: () => [vedicReportValue, { headingLevel: 2 }],
  synastryReport: () => [{ personA: BIRTH, personB: OTHER, aspectLimit: 3 }],
  synastryReportMarkdown: () => [pairReports.synastry],
  synastryReportText: () => [pairReports.synastry],
  synastryReportHtml: () => [pairReports.synastry, { headingLevel: 3 }],
  compositeReport: () => [{ personA: BIRTH, personB: OTHER }],
  compositeReportMarkdown: () => [pairReports.composite],
  compositeReportText: () => [pairReports.composite],
  compositeReportHtml: () => [pairReports.composite, { headingLevel: 1 }],
  almanacDay: () => [{ date: '2024-04-08' }],
  angularSeparation: () => [350, 10],
  annualProfection: () => [{ birth: BIRTH, at: '2024-07-15' }],
  antiscia: () => [[{ body: 'Sun', longitude: 10 }]],
  arabicParts: () => [{ ascendant: 100, isDayChart: true, longitudes: { Sun: 10, Moon: 40 } }],
  ashtakootScore: () => [{ personA: BIRTH, personB: OTHER }],
  ashtakoot: () => [10, 200],
  // The natal chart's rules (issue 22 #16).
  isDayChart: () => [100, 20, 120, 40],
  partOfFortune: () => [100, 10, 40, true],
  chartRuler: () => [215, [{ body: 'Mars', longitude: 10, speed: 0.6 }, { body: 'Pluto', longitude: 220, speed: -0.01 }], { rulers: 'modern' }],
  elementBalance: () => [[{ factor: 'Sun', longitude: 5 }, { factor: 'Ascendant', longitude: 95 }]],
  modalityBalance: () => [[{ factor: 'Moon', longitude: 130 }, { factor: 'Saturn', longitude: 300 }]],
  aspectBetween: () => [10, 132, 'modern-western'],
  aspectPatterns: () => [chart],
  aspects: () => [
    [
      { body: 'Sun', longitude: 10, speed: 1 },
      { body: 'Mars', longitude: 98, speed: 0.5 },
    ],
  ],
  availableBodies: () => [],
  loadEphemerisEra: () => ['p2200-p3000'],
  loadEphemerisSpan: () => [],
  loadBodies: () => [['Ceres', 'Sun']],
  isBodyLoaded: () => ['Ceres'],
  ayanamsa: () => ['Lahiri', '2000-01-01T12:00:00Z'],
  bodyPosition: () => ['Sun', AT],
  calendarFromJulianDay: () => [2451545],
  chartShape: () => [chart],
  chineseCalendar: () => ['2024-02-10', { locale: 'de' }],
  chineseNewYear: () => [2024],
  chineseYearMonths: () => [2023],
  labelCatalogue: () => ['de'],
  civilInstant: () => [{ date: '1990-07-15', time: '14:30', latitude: 40.7128, longitude: -74.006 }],
  compositeChart: () => [{ personA: BIRTH, personB: OTHER }],
  davisonChart: () => [{ personA: BIRTH, personB: OTHER }],
  draconicChart: () => [{ birth: BIRTH, node: 'mean' }],
  harmonicChart: () => [{ birth: BIRTH, harmonic: 7 }],
  nativitySignificators: () => [{ birth: BIRTH, hylegMethod: 'ptolemy' }],
  lots: () => [{ birth: BIRTH, ids: ['fortune'], formulas: [{ name: 'Mine', formula: 'Asc + Venus - Saturn', reverseAtNight: true }] }],
  uranianPictures: () => [{ birth: BIRTH, orb: 0.5, transneptunians: false }],
  marksChart: () => [{ personA: BIRTH, personB: OTHER, placeMidpoint: 'coordinates' }],
  dailyHoroscope: () => [{ sign: 'Leo', date: '2024-04-08' }],
  decanOf: () => [135],
  decans: () => [{ sign: 'Aries' }],
  declinations: () => [{ at: AT }],
  deltaT: () => [2451544.5],
  deltaTUncertaintySeconds: () => [2451544.5],
  domicileRuler: () => ['Scorpio', 'modern'],
  eclipseNatalImpact: () => [{ birth: BIRTH, from: '2024-01-01', to: '2024-07-01' }],
  eclipticToEquatorial: () => [90, 0, 23.44],
  electionalWindows: () => [
    { activity: 'wedding', startDate: '2024-06-01', endDate: '2024-06-02', latitude: 48.85, longitude: 2.35 },
  ],
  elongation: () => [AT],
  ephemeris: () => [{ from: '2024-01-01', to: '2024-01-03', stepDays: 1, bodies: ['Moon'] }],
  equatorialToEcliptic: () => [90, 23.44, 23.44],
  essentialDignity: () => ['Sun', 19, true],
  exaltationRuler: () => ['Aries'],
  faceRuler: () => [15],
  findAspectPerfections: () => [
    { from: '2024-01-01', to: '2024-03-01', bodyA: 'Sun', bodyB: 'Mars', aspects: ['conjunction'] },
  ],
  findEclipses: () => [{ from: '2024-01-01', to: '2024-06-01' }],
  findHeliacalEvents: () => [{ from: '2024-01-01', to: '2024-02-01', latitude: 33.1, longitude: 44.1 }],
  findHouseIngresses: () => [{ from: '2024-01-01', to: '2024-01-05', cusps: CUSPS, bodies: ['Moon'] }],
  findIngresses: () => [{ from: '2024-01-01', to: '2024-02-01', bodies: ['Sun'] }],
  findMoonPhases: () => [{ from: '2024-01-01', to: '2024-02-01' }],
  findRiseSet: () => [
    { body: 'Sun', from: '2024-06-21T00:00Z', to: '2024-06-22T00:00Z', latitude: 51.48, longitude: 0 },
  ],
  findSeasons: () => [{ from: '2024-01-01', to: '2024-07-01' }],
  findSolarTerms: () => [{ from: '2024-01-01', to: '2024-03-01' }],
  findStations: () => [{ from: '2024-01-01', to: '2024-06-01', bodies: ['Mercury'] }],
  findVenusCycle: () => [{ from: '2025-01-01', to: '2025-06-01' }],
  findVoidOfCoursePeriods: () => [{ from: '2024-01-01', to: '2024-01-08', zodiac: 'sidereal', ayanamsa: 'FaganBradley' }],
  fixedStar: () => ['Regulus', '2024-01-01T00:00:00Z'],
  fixedStarPositions: () => ['2000-01-01T12:00:00Z'],
  formatDms: () => [12.5, 1],
  greenwichApparentSiderealTime: () => ['1987-04-10T00:00:00Z'],
  greenwichMeanSiderealTime: () => ['1987-04-10T00:00:00Z'],
  hemisphericEmphasis: () => [chart],
  houseCuspsFromArmc: () => [{ armc: 280, obliquity: 23.44, latitude: 48.85, system: 'Placidus' }],
  houseIngresses: () => [{ ...BIRTH, from: '2025-01-01', to: '2025-01-15', bodies: ['Sun', 'Mars'] }],
  houseOf: () => [5, [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320]],
  sectorOf: () => [5, Array.from({ length: 36 }, (_, i) => (360 - 10 * i) % 360)],
  houses: () => [{ at: '2007-11-05T19:24:17Z', latitude: 18.471404, longitude: 113.40842 }],
  instant: () => [AT],
  instantFromJulianDay: () => [2451545, 'TT'],
  isAboveHorizon: () => ['Sun', { latitude: 78, longitude: 15 }, '2024-06-21T00:00:00Z'],
  isoString: () => [2451545, 'second'],
  isUraniaError: () => [new Error('x')],
  julianDay: () => [1957, 10, 4.81],
  localSiderealTime: () => [AT, -74.006, true],
  lunarGuidance: () => [{ date: '2024-04-08' }],
  lunarReturn: () => [120, '2024-01-01'],
  lunarReturnChart: () => [{ birth: BIRTH, after: '2024-07-01' }],
  meanObliquity: () => [2451545],
  midpoints: () => [
    [
      { body: 'Sun', longitude: 350 },
      { body: 'Moon', longitude: 20 },
    ],
  ],
  monthlyHoroscope: () => [{ sign: 'Aries', year: 2024, month: 4 }],
  moonPhase: () => [AT, 'Europe/Paris'],
  moonPhaseAngle: () => [AT],
  nakshatra: () => [205],
  nakshatraLookup: () => [{ longitude: 0 }],
  natalAntiscia: () => [{ birth: BIRTH }],
  natalChart: () => [BIRTH],
  natalWheel: () => [chart, { size: 300, aspects: ['trine'], idPrefix: 'a-' }],
  biWheel: () => [chart, chart, { innerName: 'A', outerName: 'B' }],
  transitWheel: () => [chart, AT, { theme: 'mono' }, { zodiac: 'sidereal', ayanamsa: 'FaganBradley' }],
  natalDasha: () => [{ birth: BIRTH }],
  birthTimeSensitivity: () => [{ birth: BIRTH, plusMinusMinutes: 2 }],
  natalMidpoints: () => [{ birth: BIRTH }],
  natalTemperament: () => [{ birth: BIRTH }],
  natalZodiacalReleasing: () => [{ birth: BIRTH, levels: 1 }],
  // Issue 29: the time lords.
  firdaria: () => [{ birth: BIRTH, variant: 'bonatti' }],
  decennials: () => [{ birth: BIRTH }],
  agesOfLife: () => [{ birth: BIRTH }],
  timeLordsAt: () => [{ birth: BIRTH, at: AT }],
  primaryDirections: () => [{ birth: BIRTH, to: '1995-01-01', promissors: ['Mars'] }],
  nextEclipse: () => ['2024-01-01', 'solar'],
  nextIngress: () => ['Sun', '2024-01-01'],
  nextMoonPhase: () => ['2024-01-01'],
  nextSeason: () => ['2024-03-21'],
  nextSolarReturn: () => [280.37, '2024-06-01'],
  nextStation: () => ['Mercury', '2024-01-01'],
  normalizeDegrees: () => [-30],
  nutation: () => [2451545],
  planetaryHours: () => [{ date: '2024-06-21', latitude: 51.5, longitude: -0.13 }],
  panchang: () => [{ date: '2024-04-23', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' }],
  panchangMonth: () => [{ year: 2024, month: 2, latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' }],
  vedicConventions: () => ['prokerala'],
  transitTimeline: () => [{ birth: BIRTH, from: '2025-01-01', to: '2025-03-01', transitBodies: ['Saturn'] }],
  progressionTimeline: () => [{ birth: BIRTH, from: '2025-01-01', to: '2027-01-01', progressedBodies: ['Moon'] }],
  directionTimeline: () => [{ birth: BIRTH, from: '2025-01-01', to: '2027-01-01', directedPoints: ['Sun'] }],
  returnsInRange: () => [{ birth: BIRTH, body: 'Saturn', from: '2018-01-01', to: '2022-01-01' }],
  toICalendar: () => [[{ phase: 'Full Moon', date: '2025-01-13T22:26:00Z', longitude: 113.9, sign: 'Cancer' }], { name: 'Lunations' }],
  graphicEphemeris: () => [{ from: '2025-01-01', to: '2025-02-01', bodies: ['Mars'], harmonic: 4 }],
  transitTimelineChart: () => [[], { from: '2025-01-01', to: '2025-02-01' }],
  findPlaces: () => ['Ulm, Germany', { limit: 3, country: 'DE', near: { latitude: 48.4, longitude: 10 } }],
  nearestPlace: () => [48.4, 10],
  loadAtlas: () => [],
  loadWorldLand: () => [],
  loadTimeZones: () => [],
  astrocartography: () => [{ birth: BIRTH, bodies: ['Sun', 'Moon'], mode: 'zodiacal', latitudeStep: 5 }],
  relocatedChart: () => [{ birth: BIRTH, latitude: 51.5074, longitude: -0.1278 }],
  astrocartographyMap: () => [acgRecord, { projection: 'equal-earth', width: 480 }],
  aspectGrid: () => [chart, { name: (body: string) => body.toUpperCase() }],
  divisionalChart: () => [{ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, division: 9 }],
  indianChart: () => [{ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, style: 'south', division: 9, size: 300 }],
  kpChart: () => [{ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }],
  vedicYogas: () => [{ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }],
  vedicDoshas: () => [{ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }],
  vedicCompatibility: () => [{
    personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 },
    personB: { birthDate: '1992-03-02', birthTime: '08:10', latitude: 19.076, longitude: 72.8777 },
  }],
  sadeSati: () => [{ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 }, years: 5 }],
  vedicDasha: () => [{ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, system: 'yogini' }],
  shadbala: () => [{ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, drik: 'raman' }],
  ashtakavarga: () => [{ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-01-01' }],
  dashaAt: () => [{ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-01-01' }],
  divisionalCharts: () => [{ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, divisions: [9] }],
  planetaryJoys: () => [
    [
      { body: 'Sun', house: 9 },
      { body: 'Moon', house: 4 },
    ],
  ],
  planetaryPositions: () => ['2000-01-01T12:00:00Z', { bodies: ['Sun'] }],
  prenatalLunation: () => ['2000-01-01T12:00:00Z', { zodiac: 'sidereal', ayanamsa: 'Lahiri' }],
  profection: () => [{ birth: '1990-07-15T18:30:00Z', ascendant: 215 }, '2024-01-01T00:00:00Z'],
  progressedChart: () => [{ birth: BIRTH, targetDate: '2024-07-15' }],
  quadrantEmphasis: () => [chart],
  retrogradeCalendar: () => [2024],
  riseSetTransit: () => [
    { body: 'Sun', date: '2024-06-21', latitude: 51.4769, longitude: 0, timezone: 'Europe/London' },
  ],
  siderealPositions: () => ['2000-01-01T12:00:00Z'],
  signCompatibility: () => ['Aries', 'Leo'],
  signOf: () => [123.5],
  signedDelta: () => [350, 10],
  solarArc: () => [{ birth: BIRTH, targetDate: '2024-07-15' }],
  solarReturn: () => [280.37, 2024],
  solarReturnChart: () => [{ birth: BIRTH, year: 2024 }],
  starConjunctions: () => [[{ name: 'Sun', longitude: 150.0 }], '2024-08-22T12:00:00Z'],
  synastry: () => [{ personA: BIRTH, personB: OTHER }],
  temperament: () => [chart],
  termRuler: () => [0],
  timezoneForLocation: () => [48.8566, 2.3522],
  toDms: () => [12.5],
  traditionalLots: () => [{ birth: BIRTH, zodiac: 'sidereal', ayanamsa: 'FaganBradley' }],
  transitsToNatal: () => [{ birth: BIRTH, at: '2024-07-15T12:00:00Z' }],
  triplicityRuler: () => ['Aries', true],
  trueObliquity: () => [2451545],
  vedicAspects: () => ['2024-01-01T00:00:00Z'],
  vedicChart: () => [{ birth: BIRTH }],
  vimshottariDasha: () => [{ birth: '2000-01-01T00:00:00Z', moonLongitude: 0 }],
  voidOfCourse: () => ['2024-01-01T00:00:00Z', { zodiac: 'sidereal', ayanamsa: 'Lahiri' }],
  weeklyHoroscope: () => [{ sign: 'Leo', date: '2024-04-08', zodiac: 'sidereal', ayanamsa: 'FaganBradley' }],
  yearlyHoroscope: () => [{ sign: 'Leo', year: 2024, ayanamsa: { epochJdTt: 2451545, valueDeg: 23.85 } }],
  zodiacalReleasing: () => [{ lot: 100, birth: '1990-01-01T00:00:00Z', levels: 1 }],
  zodiacPosition: () => [123.5],
};

/**
 * Functions that take no argument of the caller's (nothing to feed). The two loaders are async: an argument is
 * refused by a rejected promise, which a synchronous call here cannot see (it would be an unhandled rejection).
 */
const NO_ARGUMENTS = new Set(['availableBodies', 'loadAtlas', 'loadEphemerisSpan', 'loadTimeZones', 'loadWorldLand']);

/**
 * Functions whose wrong-argument fix belongs to another part of the redesign and has not landed yet; each entry says
 * where. The test for them asserts that they still fail, so that it turns red (and the entry must go) once fixed.
 */

/** The wrong values fed in every argument position and every member of an object argument. */
const WRONG: readonly [string, unknown][] = [
  ['an ISO string', '2024-01-01T00:00:00Z'],
  ['a word', 'abc'],
  ['an empty string', ''],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['-Infinity', Number.NEGATIVE_INFINITY],
  ['a number', 2451545],
  ['a negative number', -1e9],
  ['an empty object', {}],
  ['a null-prototype object', Object.create(null) as object],
  ['an object', { jdUt: 'x', latitude: 'y' }],
  ['undefined', undefined],
  ['null', null],
  ['an array', [1, 2]],
  ['an empty array', []],
  ['true', true],
  ['a Date', new Date(0)],
  ['an invalid Date', new Date(Number.NaN)],
];

/** The first path in a result that holds NaN (or a string printing NaN or Infinity), or undefined. */
function nanPath(value: unknown, path = '', seen = new Set<unknown>()): string | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? path || '(result)' : undefined;
  if (typeof value === 'string') return /NaN|Infinity/.test(value) ? path || '(result)' : undefined;
  if (value === null || typeof value !== 'object' || seen.has(value)) return undefined;
  seen.add(value);
  for (const [k, v] of Object.entries(value)) {
    const p = nanPath(v, `${path}.${k}`, seen);
    if (p !== undefined) return p;
  }
  return undefined;
}

/** What a call did: 'ok' (a value without NaN), 'urania' (a UraniaError naming a field), or what went wrong. */
function outcome(fn: Fn, args: unknown[]): string {
  let result: unknown;
  try {
    result = fn(...args);
  } catch (e) {
    if (!urania.isUraniaError(e))
      return `threw ${(e as Error)?.constructor?.name ?? typeof e}: ${String((e as Error)?.message).slice(0, 120)}`;
    const field = (e.details as { field?: unknown } | undefined)?.field;
    return typeof field === 'string' && field !== ''
      ? 'urania'
      : `UraniaError without details.field: ${e.message}`;
  }
  const nan = nanPath(result);
  return nan === undefined ? 'ok' : `returned NaN at ${nan}`;
}

/** Every call of `name` with one argument, or one member (or nested member) of an object argument, replaced by `wrong`. */
function variants(name: string, wrong: unknown): unknown[][] {
  const valid = VALID[name]!();
  const out: unknown[][] = [];
  for (let i = 0; i < Math.max(1, valid.length); i += 1) {
    const args = [...valid];
    args[i] = wrong;
    out.push(args);
    const arg = valid[i];
    if (
      arg !== null &&
      typeof arg === 'object' &&
      !Array.isArray(arg) &&
      !(arg instanceof Date) &&
      arg !== chart
    ) {
      for (const key of Object.keys(arg)) {
        const member = [...valid];
        member[i] = { ...(arg as Record<string, unknown>), [key]: wrong };
        out.push(member);
        // One level further: the members of a nested object (a birth's latitude, a person's birth date, …).
        const inner = (arg as Record<string, unknown>)[key];
        if (inner !== null && typeof inner === 'object' && !Array.isArray(inner)) {
          for (const innerKey of Object.keys(inner)) {
            const deep = [...valid];
            deep[i] = {
              ...(arg as Record<string, unknown>),
              [key]: { ...(inner as Record<string, unknown>), [innerKey]: wrong },
            };
            out.push(deep);
          }
        }
      }
    }
  }
  return out;
}

const FUNCTIONS = Object.entries(urania)
  .filter(([name, value]) => typeof value === 'function' && name !== 'UraniaError')
  .map(([name, value]) => [name, value as Fn] as const);

describe('issue 11 #7: public functions throw UraniaError or return no NaN, whatever they are fed', () => {
  beforeAll(async () => {
    await urania.loadAtlas(); // the source (unbuilt) package does not load the atlas by itself
    chart = urania.natalChart(BIRTH as never);
    await urania.loadWorldLand(); // as the atlas: the sources do not load the land outlines by themselves
    acgRecord = urania.astrocartography({ birth: BIRTH, bodies: ['Sun', 'Moon'], latitudeStep: 5 } as never);
    report = urania.natalReport({ ...BIRTH, aspectLimit: 3 } as never);
    transitReportValue = urania.transitReport({ birth: BIRTH, from: '2025-01-01', to: '2025-02-01', limit: 3 } as never);
    solarReturnReportValue = urania.solarReturnReport({ birth: BIRTH, year: 2024 } as never);
    vedicReportValue = urania.vedicReport({ birth: BIRTH, at: '1991-01-01' } as never);
    pairReports = {
      synastry: urania.synastryReport({ personA: BIRTH, personB: OTHER, aspectLimit: 3 } as never),
      composite: urania.compositeReport({ personA: BIRTH, personB: OTHER } as never),
    };
  });

  it('has a valid call for every function of the root entry, which answers without NaN', () => {
    const missing = FUNCTIONS.map(([name]) => name).filter((name) => !(name in VALID));
    expect(missing).toEqual([]);
    for (const [name, fn] of FUNCTIONS) expect(outcome(fn, VALID[name]!()), name).toBe('ok');
  });

  it('issue 11 #7: localSiderealTime, greenwichMeanSiderealTime and deltaT take an ISO string (no NaN)', () => {
    // Meeus, Astronomical Algorithms 2nd ed., Example 12.a: 1987-04-10 0h UT, GMST 13h10m46.3668s = 197.693195°.
    const GMST_1987_04_10_DEG = 197.693195;
    // Meeus's IAU 1982 GMST vs the IAU 2006 model: ≈ 3 ms of time in 1987 (tests/time/sidereal-time.test.ts); 5 ms.
    const ANGLE_TOLERANCE_DEG = (0.005 * 360) / 86400;
    expect(
      Math.abs(urania.greenwichMeanSiderealTime('1987-04-10T00:00:00Z' as never) - GMST_1987_04_10_DEG),
    ).toBeLessThan(ANGLE_TOLERANCE_DEG);
    expect(
      Math.abs(urania.localSiderealTime('1987-04-10T00:00:00Z' as never, 0, false) - GMST_1987_04_10_DEG),
    ).toBeLessThan(ANGLE_TOLERANCE_DEG);
    // ΔT at 2000-01-01 0h UT: 63.83 s (IERS / Astronomical Almanac), the same as from its Julian Day.
    const DELTA_T_2000_S = 63.83;
    const DELTA_T_TOLERANCE_S = 0.01;
    expect(Math.abs(urania.deltaT('2000-01-01' as never) - DELTA_T_2000_S)).toBeLessThan(DELTA_T_TOLERANCE_S);
    expect(urania.deltaT('2000-01-01' as never)).toBe(urania.deltaT(2451544.5));
  });

  // One test per function (every root function × every wrong value × every argument position): ~35 s in all on the
  // 2-core machine, which one bound for the whole set let a loaded machine push past; each function's cases take a
  // few seconds at most, well inside the suite's 60 s.
  it.each(FUNCTIONS.filter(([name]) => !NO_ARGUMENTS.has(name)))(
    'issue 11 #7: wrong values in every argument and member of %s are a UraniaError naming the argument, or a value without NaN',
    (name, fn) => {
      const failures: string[] = [];
      for (const [label, wrong] of WRONG) {
        for (const args of variants(name, wrong)) {
          const o = outcome(fn, args);
          if (o !== 'ok' && o !== 'urania') failures.push(`${name} with ${label}: ${o}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('issue 11 #7: generated values (fast-check) in every argument position behave the same', () => {
    const arbitrary = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constantFrom(undefined, null, Number.NaN),
      fc.array(fc.oneof(fc.double(), fc.string()), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.double(), fc.string()), { maxKeys: 3 }),
    );
    const callable = FUNCTIONS.filter(([name]) => !NO_ARGUMENTS.has(name));
    fc.assert(
      fc.property(fc.constantFrom(...callable), fc.nat(), arbitrary, ([name, fn], position, wrong) => {
        const valid = VALID[name]!();
        const args = [...valid];
        args[position % Math.max(1, valid.length)] = wrong;
        const o = outcome(fn, args);
        expect(o === 'ok' || o === 'urania', `${name}(${JSON.stringify(args)}): ${o}`).toBe(true);
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});
