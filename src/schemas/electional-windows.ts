import { Type, type Static } from 'typebox';
import { ELECTIONAL_ACTIVITIES, SIGNS } from './enums.js';
import { geoLatitude, geoLongitude, isoDate, isoDateOrDateTime, isoDateTime, oneOf, text } from './fields.js';
import { CHALDEAN_PLANETS, FACTOR_IMPACTS } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { localeMember } from './interpretation.js';
import { lunarPhaseMember, voidOfCourseMember } from './moon-members.js';
import { textWarningsMember } from './text-warnings-member.js';

/**
 * Electional windows (`POST /electional`, `electionalWindows`): request, response and windows.
 */

export const ElectionalRequest = closedObject('Request for electional windows.', {
  activity: oneOf(ELECTIONAL_ACTIVITIES, 'Activity an election is sought for.'),
  startDate: isoDateOrDateTime('Start of the range searched (a date is its 00:00 UT).'),
  endDate: isoDateOrDateTime('End of the range searched, at most 366 days after the start.'),
  latitude: geoLatitude('Latitude of the place.'),
  longitude: geoLongitude('Longitude of the place.'),
  topN: Type.Optional(Type.Integer({
    minimum: 1, maximum: 20, default: 5, description: 'How many best and worst windows to return. Integer, 1 to 20; default 5.',
  })),
  locale: localeMember(),
});
export type ElectionalRequest = Static<typeof ElectionalRequest>;

/** Named by Urania: an item of TimeWindow's `factors`. */
export const ElectionalFactor = closedObject('A factor that scored a window.', {
  factor: text('Name of the factor: a stable English key for programs (`void of course`, `planetary hour`, `Mercury retrograde`…), the same in every locale.'),
  impact: oneOf(FACTOR_IMPACTS, 'Effect of the factor on the score.'),
  description: text('The factor in words, in the request’s `locale` (default English).'),
});
export type ElectionalFactor = Static<typeof ElectionalFactor>;

export const TimeWindow = closedObject('A scored time window.', {
  date: isoDate('Date of the window’s start (UT).'),
  startTime: isoDateTime('Start of the window (UT).'),
  endTime: isoDateTime('End of the window (UT).'),
  score: Type.Number({ description: 'Score of the window for the activity; higher is better (scale in docs).' }),
  moonSign: oneOf(SIGNS, 'Sign of the Moon.'),
  moonPhase: lunarPhaseMember(),
  planetaryHour: oneOf(CHALDEAN_PLANETS, 'Ruler of the planetary hour.'),
  isVoidOfCourse: voidOfCourseMember(),
  factors: Type.Array(ElectionalFactor, { description: 'Factors that scored the window.' }),
});
export type TimeWindow = Static<typeof TimeWindow>;

/** Named by Urania: ElectionalResponse's inline `dateRange`. */
export const DateRange = closedObject('A range of dates.', {
  start: isoDateOrDateTime('Start of the range searched.'),
  end: isoDateOrDateTime('End of the range searched.'),
});
export type DateRange = Static<typeof DateRange>;

export const ElectionalResponse = closedObject('Best and worst windows for an activity.', {
  activity: oneOf(ELECTIONAL_ACTIVITIES, 'Activity (echoed).'),
  dateRange: DateRange,
  bestWindows: Type.Array(TimeWindow, { maxItems: 20, description: 'Best windows, best first.' }),
  worstWindows: Type.Array(TimeWindow, { maxItems: 20, description: 'Worst windows, worst first.' }),
  warnings: textWarningsMember(),
});
export type ElectionalResponse = Static<typeof ElectionalResponse>;
