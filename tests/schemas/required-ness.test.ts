import { describe, expect, it } from 'vitest';
import { RECORD_SCHEMAS } from '../../src/schemas/index.js';
import type { SchemaNode } from '../../src/testing/index.js';

/**
 * Required and optional members of the records whose required-ness the spec spells out member by member,
 * transcribed from /work/shared/spec/service-interface.md (plus Urania's documented optional extensions,
 * marked "ext"). A schema that makes a spec-optional member required, or the reverse, fails here.
 */
const TABLE: Record<string, { required: string[]; optional: string[] }> = {
  HouseIngressEvent: {
    required: ['body', 'date', 'enteringHouse', 'longitude', 'cuspLongitude', 'isAngle'],
    optional: ['angleName', 'zodiac', 'ayanamsa' /* ext, issue 15 */],
  },
  VoidOfCourseStatus: { required: ['isVoidOfCourse', 'moonSign'], optional: ['endsAt', 'zodiac', 'ayanamsa' /* ext, issue 15 */] },
  TransitToSign: {
    required: ['planet', 'planetSign', 'aspectType', 'aspectNature', 'orb', 'isApplying'],
    optional: ['house' /* ext, issue 6: rising perspective */],
  },
  Horoscope: {
    required: ['sign', 'date', 'signContext', 'rulerCondition', 'moonContext', 'voidOfCourseStatus', 'transits', 'retrogrades'],
    optional: ['perspective', 'eclipse' /* ext, issue 12 */, 'narrative' /* ext, issue 12 */, 'zodiac', 'ayanamsa' /* ext, issue 15 */, 'events' /* ext, issue 26 */, 'warnings' /* ext, issue 31 */],
  },
  WeeklyHoroscope: {
    required: ['sign', 'weekStart', 'weekEnd', 'signContext', 'rulerCondition', 'moonPhaseAtStart', 'moonPhaseAtEnd', 'dailySnapshots'],
    optional: ['perspective', 'narrative' /* ext, issue 12 */, 'zodiac', 'ayanamsa' /* ext, issue 15 */, 'eclipses', 'stations', 'events' /* ext, issue 26 */, 'warnings' /* ext, issue 31 */, 'retrogrades' /* ext, issue 26 outside critique */],
  },
  MonthlyHoroscope: {
    required: ['sign', 'year', 'month', 'signContext', 'weeklyBreakdown', 'keyDates', 'moonPhases'],
    optional: ['perspective' /* ext */, 'narrative' /* ext, issue 12 */, 'zodiac', 'ayanamsa' /* ext, issue 15 */, 'events' /* ext, issue 26 */, 'warnings' /* ext, issue 31 */],
  },
  YearlyHoroscope: {
    required: ['sign', 'year', 'signContext', 'quarters', 'eclipses', 'retrogrades'],
    optional: ['perspective' /* ext */, 'narrative' /* ext, issue 12 */, 'zodiac', 'ayanamsa' /* ext, issue 15 */, 'conjunctions', 'housePassages', 'events' /* ext, issue 26 */, 'warnings' /* ext, issue 31 */],
  },
  KeyDate: { required: ['date', 'event', 'eventType'], optional: ['planet', 'sign'] },
  NatalChartRequest: {
    required: ['birthDate'],
    optional: ['latitude', 'longitude', 'place' /* required: latitude and longitude, or place (issue 24; test below) */, 'birthTime', 'houseSystem', 'orbProfile', 'timezone' /* ext, issue 4 */, 'aspectBodies' /* ext, issue 11 */, 'calendar' /* ext, issue 14 */,
      'zodiac', 'ayanamsa' /* ext, issue 15 */, 'rulers' /* ext, issue 22 #17 */, 'locale' /* ext, issue 31: the language of warnings */],
  },
  NatalChartResponse: {
    required: [
      'birthDate', 'latitude', 'longitude', 'houseSystem', 'positions', 'housesAvailable', 'aspects', 'elementBalance',
      'modalityBalance',
    ],
    optional: [
      'birthTime', 'houses', 'ascendant', 'ascendantSign', 'midheaven', 'midheavenSign', 'chartRuler', 'partOfFortune',
      'dignities', 'combustionStatuses', 'mutualReceptions', 'outOfBoundsPlanets', 'decanInfo', 'speedClassifications',
      'besiegedPlanets', /* ext: */ 'timezone', 'orbProfile', 'houseSystemUsed', 'instant', 'warnings',
      'angleAspects' /* ext, issue 11 */, 'calendar' /* ext, issue 14 */, 'zodiac', 'ayanamsa' /* ext, issue 15 */,
      'place' /* ext, issue 24: the atlas place a chart was cast for */,
      'civilTime' /* ext, issue 24: offset rule and source, calendar read */,
      'untimedDay' /* ext, issue 24: what the noon chart of an untimed birth assumes */,
    ],
  },
  PartOfFortune: { required: ['longitude', 'sign', 'degree'], optional: ['isDayChart' /* ext */] },
  Dignity: { required: ['body', 'sign', 'dignity', 'score'], optional: ['held' /* ext */] },
  BesiegedPlanet: { required: ['body', 'isBesieged'], optional: ['besiegingMalefics'] },
  ChartShape: { required: ['shape', 'description'], optional: ['leadingPlanet', 'warnings' /* ext, issue 31 */] },
  DashaPeriod: { required: ['planet', 'startDate', 'endDate'], optional: ['durationYears', 'subPeriods'] },
  SolarReturn: {
    required: ['natalSunLongitude', 'targetYear', 'exactDate', 'positions', 'aspects'],
    optional: ['houses', 'ascendant', 'ascendantSign', 'midheaven', 'midheavenSign' /* ext, issue 11 */, 'zodiac', 'ayanamsa' /* ext, issue 15 */,
      'place' /* ext, issue 24 */, 'interpretation' /* ext, issue 26 */, 'warnings' /* ext, issue 31 */],
  },
  LunarReturn: {
    required: ['natalMoonLongitude', 'exactDate', 'positions', 'aspects'],
    optional: ['houses', 'ascendant', 'ascendantSign', 'midheaven', 'midheavenSign' /* ext, issue 11 */, 'zodiac', 'ayanamsa' /* ext, issue 15 */,
      'place' /* ext, issue 24 */, 'interpretation' /* ext, issue 26 */, 'warnings' /* ext, issue 31 */],
  },
  BirthData: { required: ['birthDate'], optional: ['latitude', 'longitude', 'place' /* issue 24: one or the other, test below */, 'birthTime', 'timezone' /* ext */, 'calendar' /* ext, issue 14 */] },
  SynastryRequest: { required: ['personA', 'personB'], optional: ['houseSystem', 'orbProfile', 'zodiac', 'ayanamsa' /* ext, issue 15 */, 'locale' /* ext, issue 26 */, 'interpret' /* ext, issue 31 */] },
  CompositeRequest: { required: ['personA', 'personB'], optional: ['houseSystem', 'zodiac', 'ayanamsa' /* ext, issue 15 */, 'locale' /* ext, issue 26 */, 'interpret' /* ext, issue 31 */,
    'angles', 'referencePlace', 'placeMidpoint' /* ext, issue 29 */] },
  SynastryResponse: {
    required: ['personA', 'personB', 'interAspects', 'scores'],
    optional: ['houseOverlaysAtoB', 'houseOverlaysBtoA', 'personAPlace', 'personBPlace' /* ext, issue 24 */, 'interpretation' /* ext, issue 26 */],
  },
  InterAspect: { required: ['bodyA', 'bodyB', 'aspect', 'orb', 'isApplying'], optional: [] },
  CompositeResponse: {
    required: ['positions', 'aspects'],
    optional: ['ascendant', 'ascendantSign', 'midheaven', 'midheavenSign', 'zodiac', 'ayanamsa' /* ext, issue 15 */,
      'personAPlace', 'personBPlace' /* ext, issue 24 */, 'interpretation' /* ext, issue 26 */,
      'angles', 'referencePlace', 'houseCusps' /* ext, issue 29 */],
  },
  AlmanacDay: {
    required: ['date', 'moonPhase', 'moonSign', 'moonLongitude', 'isVoidOfCourse', 'retrogradePlanets', 'dayHighlight'],
    optional: ['vocDetails', 'zodiac', 'ayanamsa' /* ext, issue 15 */, 'warnings' /* ext, issue 31 */],
  },
  // The spec requires every member of LunarGuidance (it was in the "all required" list below until issue 15).
  LunarGuidance: {
    required: ['date', 'moonSign', 'moonPhase', 'illumination', 'isVoidOfCourse', 'recommendations'],
    optional: ['zodiac', 'ayanamsa' /* ext, issue 15 */, 'warnings' /* ext, issue 31 */],
  },
  // The spec requires every member of SignCompatibility (in the "all required" list below until issue 31's warnings).
  SignCompatibility: {
    required: ['sign1', 'sign2', 'overallScore', 'elementHarmony', 'modalityInteraction', 'naturalAspect', 'naturalAspectScore', 'narrative', 'strengths', 'challenges'],
    optional: ['warnings' /* ext, issue 31 */],
  },
  ElectionalRequest: {
    required: ['activity', 'startDate', 'endDate', 'latitude', 'longitude'],
    optional: ['topN', 'locale' /* ext, issue 31 */],
  },
  // The spec requires every member of ElectionalResponse (in the "all required" list below until issue 31's warnings).
  ElectionalResponse: {
    required: ['activity', 'dateRange', 'bestWindows', 'worstWindows'],
    optional: ['warnings' /* ext, issue 31 */],
  },
  WeeklyHoroscopeQuery: {
    required: ['sign'], optional: ['date', 'timezone', 'perspective', 'narrative' /* ext, issue 12 */, 'zodiac', 'ayanamsa' /* ext, issue 15 */, 'rulers' /* ext, issue 22 #17 */, 'locale' /* ext, issue 31 */],
  },
  EclipseNatalImpact: {
    required: ['eclipseDate', 'eclipseType', 'eclipseLongitude', 'eclipseSign', 'impactedPlanets'],
    optional: ['zodiac', 'ayanamsa' /* ext, issue 15 */],
  },
  YearlyHoroscopeQuery: { required: ['sign', 'year'], optional: ['perspective', 'narrative' /* ext, issue 12 */, 'zodiac', 'ayanamsa' /* ext, issue 15 */, 'locale' /* ext, issue 31 */] },
  // The nakshatra lookup and the yogas: the symbol, the rules and the sources in `locale` (session 17).
  NakshatraRequest: { required: [], optional: ['longitude', 'at', 'body', 'ayanamsa', 'locale' /* ext, issue 31 */] },
  NakshatraQuery: { required: [], optional: ['longitude', 'date', 'timezone', 'body', 'ayanamsa', 'locale' /* ext, issue 31 */] },
  Nakshatra: {
    required: ['index', 'name', 'ruler', 'deity', 'symbol', 'quality', 'yoni', 'pada', 'startDegree', 'endDegree'],
    optional: ['warnings' /* ext, issue 31 */],
  },
  VedicYogasRequest: { required: ['birth'], optional: ['conventions', 'locale' /* ext, issue 31 */] },
  VedicYogas: { required: ['ayanamsa', 'lagna', 'catalogueSize', 'yogas'], optional: ['place' /* ext, issue 24 */, 'warnings' /* ext, issue 31 */] },
};

function objectOf(node: SchemaNode): SchemaNode {
  if (node.$ref !== undefined && node.$defs) return Object.values(node.$defs)[0]!;
  return node;
}

describe.each(Object.entries(TABLE))('%s required-ness', (name, expected) => {
  const node = objectOf((RECORD_SCHEMAS as Record<string, SchemaNode>)[name]!);

  it('requires exactly the members the spec requires', () => {
    expect([...(node.required ?? [])].sort()).toEqual([...expected.required].sort());
  });

  it('declares exactly the spec members plus the documented extensions', () => {
    expect(Object.keys(node.properties ?? {}).sort()).toEqual([...expected.required, ...expected.optional].sort());
  });
});

it('requires of every birth latitude and longitude, or place instead (issue 24: the spec’s required coordinates)', () => {
  const births = ['NatalChartRequest', 'BirthData', 'TimedBirthData', 'NatalReportRequest', 'NatalChartWheelRequest', 'PrenatalLunationRequest'];
  for (const name of births) {
    const node = objectOf((RECORD_SCHEMAS as Record<string, SchemaNode>)[name]!) as SchemaNode & { oneOf?: { required: string[] }[] };
    expect(node.oneOf?.map((branch) => branch.required), name).toEqual([['latitude', 'longitude'], ['place']]);
  }
});

it('makes every member of the "all required" records required', () => {
  const allRequired = [
    'ZodiacPosition', 'PlanetaryPosition', 'Aspect', 'SignContext', 'MoonContext', 'RetrogradeStatus',
    'WeeklyDailySnapshot', 'WeeklyBreakdown', 'Ingress', 'MoonPhaseEntry', 'Quarter', 'EclipseEntry', 'RetrogradeEntry',
    'AshtakootScore', 'HeliacalEvent', 'VenusCyclePhase',
    'TimeWindow', 'DeclinationsResponse', 'CompatibilityScores',
  ];
  for (const name of allRequired) {
    const node = (RECORD_SCHEMAS as Record<string, SchemaNode>)[name]!;
    expect([...(node.required ?? [])].sort(), name).toEqual(Object.keys(node.properties ?? {}).sort());
  }
});
