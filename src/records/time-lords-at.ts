import { TROPICAL_YEAR_DAYS } from '../charts/builders/progression.js';
import { ageOfLifeAt } from '../charts/time-lords/ages-of-life.js';
import { DECENNIAL_MONTHS, DECENNIAL_MONTH_DAYS, decennialOrder, decennialSpans } from '../charts/time-lords/decennial-periods.js';
import { FIRDARIA_CYCLE_YEARS, firdariaSpans } from '../charts/time-lords/firdaria-periods.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { TimeLordsAtRequest, type TimeLordsAt } from '../schemas/index.js';
import { isoString } from '../time/index.js';
import { placeEcho } from './birth-place.js';
import { natalPlanets } from './decennials.js';
import { notBeforeBirth } from './not-before-birth.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { timedChart } from './timed-chart.js';
import { instantMember, timeMembers, type WithTimeInputs } from './time-members.js';

/**
 * @summary The time lords running at an instant of a timed life: the firdar and its sub-period (`firdaria`), the
 * decennial period and sub-period (`decennials`) and Ptolemy's age of life (`agesOfLife`). Past the end of a cycle
 * (75 years of firdaria, 903 months of decennials) the sequence starts again from its first lord — the usual
 * reading of both cycles; the dates given are those of the running repetition.
 *
 * Errors: `UraniaError` naming the member (`birth.birthTime` required; `at` unparseable or before the birth;
 * `variant`).
 * @example timeLordsAt({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-07-15' }).firdaria.lord // 'Moon'
 */
export function timeLordsAt(request: WithTimeInputs<TimeLordsAtRequest, 'at'>): TimeLordsAt {
  refuseExtraArguments(arguments.length, 1, 'timeLordsAt(request)', "timeLordsAt({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-07-15' })");
  const members = timeMembers(request, ['at']);
  const r = parseBirthRequest(TimeLordsAtRequest, members.request);
  const { chart, at: birth } = timedChart(r.birth);
  const asked = instantMember(members, 'at', r.at);
  const now = notBeforeBirth(asked.at, birth, 'at', asked.echo);
  const days = now.jdUt - birth.jdUt;
  const ageYears = days / TROPICAL_YEAR_DAYS;

  // Firdaria: the running repetition of the 75-year cycle.
  const firdarCycle = Math.floor(ageYears / FIRDARIA_CYCLE_YEARS);
  const inFirdar = ageYears - firdarCycle * FIRDARIA_CYCLE_YEARS;
  const spans = firdariaSpans(chart.isDayChart, r.variant ?? 'abuMashar');
  const major = spans.find((s) => s.level === 1 && inFirdar < s.endAge) ?? spans.filter((s) => s.level === 1).at(-1)!;
  const minor = spans.find((s) => s.level === 2 && s.lord === major.lord && inFirdar < s.endAge);
  const firdarDate = (age: number) => isoString(birth.jdUt + (firdarCycle * FIRDARIA_CYCLE_YEARS + age) * TROPICAL_YEAR_DAYS, 'second');
  const firdarSpan = minor ?? major;

  // Decennials: the running repetition of the 903-month cycle.
  const cycleDays = 7 * DECENNIAL_MONTHS * DECENNIAL_MONTH_DAYS;
  const decCycle = Math.floor(days / cycleDays);
  const inDec = days - decCycle * cycleDays;
  const dec = decennialSpans(decennialOrder(chart.isDayChart, natalPlanets(chart.longitudes)));
  const decSub = dec.find((s) => s.level === 2 && inDec < s.endDay) ?? dec.at(-1)!;
  const decDate = (day: number) => isoString(birth.jdUt + decCycle * cycleDays + day, 'second');

  const age = ageOfLifeAt(ageYears);
  return {
    at: isoString(now.jdUt, 'second'),
    ageYears,
    sect: chart.isDayChart ? 'day' : 'night',
    firdaria: {
      lord: major.lord,
      ...(minor?.subLord === undefined ? {} : { subLord: minor.subLord }),
      startDate: firdarDate(firdarSpan.startAge),
      endDate: firdarDate(firdarSpan.endAge),
    },
    decennial: { lord: decSub.lord, subLord: decSub.subLord!, startDate: decDate(decSub.startDay), endDate: decDate(decSub.endDay) },
    ageOfLife: { lord: age.lord, age: age.age },
    ...placeEcho(request),
  };
}
