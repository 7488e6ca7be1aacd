import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { requireMaxSpan } from '../events/event-range.js';
import { electionalScores, type ScoredWindow } from '../horoscope/electional-scores.js';
import { ElectionalRequest, type ElectionalResponse, type TimeWindow } from '../schemas/index.js';
import type { Locale } from '../schemas/interpretation.js';
import { ELECTIONAL_FACTOR_TEXT_FAMILY, electionalFactorIn } from '../text/electional-factor-locales.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';
import { instant, isoString } from '../time/instant.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Longest range searched, days (issue 6: ranges over 366 days are rejected). */
export const ELECTIONAL_MAX_DAYS = 366;
/** Default and bounds of `topN` (as ElectionalRequest states them). */
export const ELECTIONAL_TOP_N = { default: 5, min: 1, max: 20 } as const;

/**
 * @summary The spec TimeWindow of a scored planetary hour (UT instants to the second), its factors worded in `locale`;
 * the entries that read English for want of a translation are added to `fellBack`.
 */
function timeWindowOf(w: ScoredWindow, locale: Locale, fellBack: Set<string>): TimeWindow {
  return {
    date: isoString(w.startJdUt, 'date'),
    startTime: isoString(w.startJdUt, 'second'),
    endTime: isoString(w.endJdUt, 'second'),
    score: w.score,
    moonSign: w.moonSign,
    moonPhase: w.moonPhase,
    planetaryHour: w.ruler as TimeWindow['planetaryHour'],
    isVoidOfCourse: w.isVoid,
    factors: w.factors.map(({ factor, impact, fact }) => {
      const worded = electionalFactorIn(fact, locale);
      if (worded.fellBack !== undefined) fellBack.add(worded.fellBack);
      return { factor, impact, description: worded.description };
    }),
  };
}

/**
 * @summary Best and worst times for an activity in a range at a place (spec ElectionalRequest/Response;
 * docs/horoscopes.md "Electional windows"). The range is cut into planetary hours (the traditional electional
 * unit: each hour has a planetary ruler); each hour starting in the range is scored at its middle
 * (horoscope/electional-scores.ts). Returns the `topN` best (highest score first, earlier first on ties) and
 * worst (lowest first). `startDate` and `endDate` are instants (a date alone is 00:00 UT); the range must be
 * at most 366 days. Each factor's `factor` is a stable English key; its `description` is written in the request's
 * `locale` (en, es, pt-BR, fr, de; default en), and a sentence a locale lacks reads English with `warnings` naming it.
 * The request is checked against ElectionalRequest (UraniaError naming the field).
 * @example electionalWindows({ activity: 'wedding', startDate: '2024-06-01', endDate: '2024-06-08', latitude: 48.85, longitude: 2.35 }).bestWindows.length // 5
 */
export function electionalWindows(request: ElectionalRequest): ElectionalResponse {
  refuseExtraArguments(arguments.length, 1, 'electionalWindows(request)', "electionalWindows({ activity: 'wedding', startDate: '2024-06-01', endDate: '2024-06-08', latitude: 48.85, longitude: 2.35 })");
  if (typeof request !== 'object' || request === null) {
    throw new UraniaError('MISSING_ARGUMENT', 'an ElectionalRequest object is required', { wording: wording('requestObject', { type: 'ElectionalRequest' }), field: 'request', received: request });
  }
  const { activity, latitude, longitude, startDate, endDate, topN = ELECTIONAL_TOP_N.default, locale = 'en' } = parse(ElectionalRequest, request);
  const from = instant(startDate, 'startDate');
  const to = instant(endDate, 'endDate');
  if (to.jdUt <= from.jdUt) {
    throw new UraniaError('INVALID_ARGUMENT', 'endDate must be after startDate', {
      wording: wording('mustBeAfter', { field: 'endDate', other: 'startDate' }),
      field: 'endDate',
      received: endDate,
      allowed: `an instant after ${startDate}`,
    });
  }
  requireMaxSpan(from, to, { from: 'startDate', to: 'endDate' }, endDate, ELECTIONAL_MAX_DAYS, 'days');
  const scored = electionalScores(activity, from.jdUt, to.jdUt, latitude, longitude).map((w, index) => ({ index, w }));
  const best = [...scored].sort((a, b) => b.w.score - a.w.score || a.index - b.index);
  const worst = [...scored].sort((a, b) => a.w.score - b.w.score || a.index - b.index);
  const fellBack = new Set<string>();
  const record: ElectionalResponse = {
    activity,
    dateRange: { start: startDate, end: endDate },
    bestWindows: best.slice(0, topN).map((s) => timeWindowOf(s.w, locale, fellBack)),
    worstWindows: worst.slice(0, topN).map((s) => timeWindowOf(s.w, locale, fellBack)),
  };
  return withTextWarnings(locale, record, [{ ...familyUse(ELECTIONAL_FACTOR_TEXT_FAMILY, locale), entries: [...fellBack] }]);
}
