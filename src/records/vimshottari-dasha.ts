import { dashaSpans, siderealMoon, type DashaSpan } from '../vedic/vimshottari-dasha.js';
import { VimshottariRequest, type DashaPeriod } from '../schemas/index.js';
import { isoString } from '../time/index.js';
import { parse } from './parse.js';
import { instantMember, timeMembers, type WithTimeInputs } from './time-members.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** @summary A numeric dasha span as the record: dates as UT ISO strings to the second. */
function periodOf(span: DashaSpan): DashaPeriod {
  const period: DashaPeriod = {
    planet: span.planet,
    startDate: isoString(span.startJdUt, 'second'),
    endDate: isoString(span.endJdUt, 'second'),
    durationYears: span.durationYears,
  };
  if (span.subPeriods !== undefined) period.subPeriods = span.subPeriods.map(periodOf);
  return period;
}

/**
 * @summary The Vimshottari dasha periods of a birth: one full 120-year cycle of nine mahadashas, each with its
 * sub-periods (antardasha, pratyantardasha, …) down to `levels` (default 2), in time order (`dashaSpans`, BPHS
 * ch. 46). The first mahadasha starts before birth (its balance is `endDate` − birth). The Moon is
 * `moonLongitude` (sidereal) when given, else the apparent tropical Moon minus the true ayanamsa of `ayanamsa`
 * (default Lahiri). Dates are UT ISO strings to the second; `durationYears` is each period's length in years of
 * 365.25 days.
 *
 * Errors: MISSING_ARGUMENT without `birth`; INVALID_ARGUMENT for a malformed birth, a non-numeric
 * moonLongitude, an unknown ayanamsa; OUT_OF_RANGE for `levels` outside 1..5 or a birth outside −3000..+3000.
 * @example
 * const periods = vimshottariDasha({ birth: '2000-01-01T00:00:00Z', moonLongitude: 0 });
 * periods[0].planet // 'Ketu' (0° sidereal is the start of Ashwini: the full 7 years remain)
 */
export function vimshottariDasha(request: WithTimeInputs<VimshottariRequest, 'birth'>): DashaPeriod[] {
  refuseExtraArguments(arguments.length, 1, 'vimshottariDasha(request)', "vimshottariDasha({ birth: '2000-01-01T00:00:00Z', moonLongitude: 0 })");
  const members = timeMembers(request, ['birth']);
  const r = parse(VimshottariRequest, members.request);
  const { at } = instantMember(members, 'birth', r.birth);
  const moon = r.moonLongitude ?? siderealMoon(at, r.ayanamsa ?? 'Lahiri');
  return dashaSpans(moon, at.jdUt, r.levels ?? 2).map(periodOf);
}
