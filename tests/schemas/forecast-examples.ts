/**
 * Hand-written valid examples of the forecast records (issue 27: transit, progression and direction timelines,
 * returns in a range), written from their schema descriptions (not generated), optional members filled.
 */
import type * as S from '../../src/schemas/types.js';

const birth: S.BirthData = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

const TransitTimelineRequest: S.TransitTimelineRequest = {
  birth, from: '2025-01-01', to: '2026-01-01', transitBodies: ['Saturn'], natalPoints: ['Sun', 'Ascendant'],
  aspects: ['conjunction', 'square'], orbProfile: 'tight', include: ['contact', 'houseIngress', 'lunation'], houseSystem: 'Placidus',
};
const TransitContact: S.TransitContact = {
  kind: 'contact', transitBody: 'Jupiter', natalPoint: 'Sun', aspect: 'conjunction', orb: 3, natalLongitude: 113.0, exactLongitude: 113.0,
  enters: '2025-09-13T10:00:00.000Z', entersBeforeRange: false,
  exact: [{ at: '2025-10-20T10:00:00.000Z', direction: 'direct' }, { at: '2025-12-10T10:00:00.000Z', direction: 'retrograde' }],
  leaves: '2026-01-01T00:00:00.000Z', leavesAfterRange: true, stations: [{ at: '2025-11-11T16:00:00.000Z', type: 'retrograde' }],
};
const TransitHouseIngress: S.TransitHouseIngress = {
  kind: 'houseIngress', transitBody: 'Saturn', house: 5, cuspLongitude: 347.27, at: '2025-01-30T13:46:19.728Z', direction: 'direct', reentry: false,
};
const TransitLunation: S.TransitLunation = {
  kind: 'lunation', phase: 'fullMoon', at: '2025-01-13T22:26:54.597Z', moonLongitude: 114.0, sunLongitude: 294.0, luminary: 'Moon',
  natalPoint: 'Sun', natalLongitude: 113.0, distance: 1.0, eclipse: { kind: 'lunar', type: 'total', at: '2025-01-13T22:30:00.000Z' },
};
const ProgressionTimelineRequest: S.ProgressionTimelineRequest = {
  birth, from: '2025-01-01', to: '2035-01-01', progressedBodies: ['Moon', 'Mercury'], natalPoints: ['Sun'], aspects: ['trine'], orb: 1, houseSystem: 'Koch',
};
const ProgressedContact: S.ProgressedContact = {
  kind: 'contact', progressedBody: 'Mercury', natalPoint: 'Sun', aspect: 'sextile', orb: 1, natalLongitude: 113.0, exactLongitude: 173.0,
  enters: '2025-05-15T22:42:12.624Z', entersBeforeRange: false, exact: [{ at: '2027-10-30T07:50:52.056Z', direction: 'direct' }],
  leaves: '2035-01-01T00:00:00.000Z', leavesAfterRange: true, stations: [{ at: '2031-05-10T06:13:51.979Z', type: 'retrograde' }],
};
const ProgressedSignIngress: S.ProgressedSignIngress = { kind: 'signIngress', progressedBody: 'Moon', sign: 'Virgo', at: '2026-07-01T00:23:17.173Z', direction: 'direct' };
const ProgressedHouseIngress: S.ProgressedHouseIngress = {
  kind: 'houseIngress', progressedBody: 'Moon', house: 10, cuspLongitude: 134.38, at: '2025-05-08T09:44:07.411Z', direction: 'direct',
};
const ProgressedStation: S.ProgressedStation = { kind: 'station', progressedBody: 'Mercury', type: 'retrograde', at: '2031-05-10T06:13:51.979Z', longitude: 174.2 };
const ProgressedLunationPhase: S.ProgressedLunationPhase = {
  kind: 'lunationPhase', phase: 'Crescent', elongation: 45, at: '2030-01-11T18:21:48.603Z', moonLongitude: 195.84,
};
const DirectionTimelineRequest: S.DirectionTimelineRequest = {
  birth, from: '2025-01-01', to: '2035-01-01', directedPoints: ['Sun', 'Midheaven'], natalPoints: ['Moon'], aspects: ['trine'], orb: 1, key: 'naibod',
};
const DirectedContact: S.DirectedContact = {
  kind: 'contact', directedPoint: 'Sun', natalPoint: 'Moon', aspect: 'trine', orb: 1, natalLongitude: 27.07, arc: 34.06,
  enters: '2025-01-27T12:30:39.464Z', entersBeforeRange: false, exact: '2026-02-10T21:01:47.869Z', leaves: '2027-02-25T01:56:06.947Z', leavesAfterRange: false,
};
const TimelinePass: S.TimelinePass = { at: '2025-10-20T10:00:00.000Z', direction: 'retrograde' };
const TimelineStation: S.TimelineStation = { at: '2025-11-11T16:00:00.000Z', type: 'direct' };
const ReturnsInRangeRequest: S.ReturnsInRangeRequest = { birth, body: 'Saturn', from: '2018-01-01', to: '2022-01-01' };
const PlanetaryReturn: S.PlanetaryReturn = {
  body: 'Saturn', natalLongitude: 291.94,
  passes: [{ at: '2019-02-10T00:00:00.000Z', direction: 'direct' }, { at: '2019-07-01T00:00:00.000Z', direction: 'retrograde' }, { at: '2019-12-01T00:00:00.000Z', direction: 'direct' }],
};

// The pictures and calendars of issue 27 (graphic ephemeris, timeline chart, iCalendar options).
const ForecastChartOptions: S.ForecastChartOptions = { width: 1200, theme: 'dark', title: 'A year of transits', idPrefix: 'forecast-', locale: 'de' };
const GraphicEphemerisRequest: S.GraphicEphemerisRequest = {
  from: '2025-01-01', to: '2026-01-01', bodies: ['Mars', 'Saturn', 'Pluto'], harmonic: 8, birth, natalPoints: ['Sun', 'Moon', 'Ascendant'], chart: ForecastChartOptions,
};
const TransitTimelineChartOptions: S.TransitTimelineChartOptions = { ...ForecastChartOptions, from: '2025-01-01', to: '2026-01-01' };
const TransitTimelineChartRequest: S.TransitTimelineChartRequest = { ...TransitTimelineRequest, chart: ForecastChartOptions };
const ICalendarOptions: S.ICalendarOptions = { name: 'Transits 2025', stamp: '2025-01-01T00:00:00Z' };

export const FORECAST_EXAMPLES: Record<string, unknown> = {
  ForecastChartOptions, GraphicEphemerisRequest, TransitTimelineChartOptions, TransitTimelineChartRequest, ICalendarOptions,
  TransitTimelineRequest, TransitContact, TransitHouseIngress, TransitLunation, ProgressionTimelineRequest, ProgressedContact,
  ProgressedSignIngress, ProgressedHouseIngress, ProgressedStation, ProgressedLunationPhase, DirectionTimelineRequest, DirectedContact,
  ReturnsInRangeRequest, PlanetaryReturn, TimelinePass, TimelineStation,
};
