import { findLunations, nextLunationAfter, type Lunation } from '../events/moon-phases.js';
import { MoonPhasesRequest, type LunarPhaseEvent } from '../schemas/moon-phases.js';
import { PRINCIPAL_MOON_PHASES } from '../schemas/record-enums.js';
import { instant, type TimeInput } from '../time/instant.js';
import { signOf } from '../zodiac/signs.js';
import { eventDateOfTt, parseRange, type EventRange } from './event-range.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Longest range findMoonPhases accepts: 101 years (≈ 5000 phases). */
export const MOON_PHASES_MAX_SPAN_YEARS = 101;

function toEvent(l: Lunation): LunarPhaseEvent {
  return {
    phase: PRINCIPAL_MOON_PHASES[Math.round(l.target / 90) % 4]!,
    date: eventDateOfTt(l.jdTt),
    longitude: l.moonLongitude,
    sign: signOf(l.moonLongitude),
  };
}

/**
 * @summary The principal lunar phases (New Moon, First Quarter, Full Moon, Last Quarter) in a range, in time
 * order: the instants when the apparent geocentric elongation in longitude of the Moon from the Sun (true
 * ecliptic and equinox of date) is 0°, 90°, 180°, 270°. Accuracy: within 2 s of the reference (TT).
 * @example findMoonPhases({ from: '2024-01-01', to: '2024-02-01' })[0] // { phase: 'First Quarter', … }
 */
export function findMoonPhases(range: EventRange): LunarPhaseEvent[] {
  refuseExtraArguments(arguments.length, 1, 'findMoonPhases(range)', "findMoonPhases({ from: '2024-01-01', to: '2024-02-01' })");
  const { from, to } = parseRange(MoonPhasesRequest, range, MOON_PHASES_MAX_SPAN_YEARS).range;
  return findLunations(from.jdTt, to.jdTt, [0, 90, 180, 270]).map(toEvent);
}

/**
 * @summary The first principal phase strictly after an instant, or null past the supported range.
 * @example nextMoonPhase('2024-01-01')?.phase // 'First Quarter'
 */
export function nextMoonPhase(after: TimeInput): LunarPhaseEvent | null {
  refuseExtraArguments(arguments.length, 1, 'nextMoonPhase(after)', "nextMoonPhase('2024-01-01')");
  const found = nextLunationAfter(instant(after, 'after').jdTt);
  return found === undefined ? null : toEvent(found);
}
