import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { FIXED_STARS } from '../stars/fixed-star-catalogue.js';
import { fixedStarAt, fixedStarNames, fixedStarPositionsAt, isFixedStarName, type FixedStarPosition } from '../stars/fixed-star.js';
import { instant, type TimeInput } from '../time/instant.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Apparent position of one fixed star (name matched case-insensitively) at an instant (numeric core:
 * `fixedStarAt` of stars/).
 * @throws UraniaError NOT_FOUND when the name is not in the catalogue (the message lists the names) — a check
 * the schemas cannot say (the match ignores case and surrounding spaces).
 * @example fixedStar('Regulus', '2024-01-01T00:00:00Z').sign // 'Virgo' (Regulus entered Virgo in 2011)
 */
export function fixedStar(name: string, at: TimeInput): FixedStarPosition {
  refuseExtraArguments(arguments.length, 2, 'fixedStar(name, at)', "fixedStar('Regulus', '2024-01-01T00:00:00Z')");
  const notFound = () =>
    new UraniaError('NOT_FOUND', `name must be one of the ${FIXED_STARS.length} catalogue stars: ${fixedStarNames().join(', ')}`, {
      field: 'name',
      received: name,
      allowed: `one of: ${fixedStarNames().join(', ')}`,
      wording: wording('fixedStar.unknown', { field: 'name', count: String(FIXED_STARS.length), values: fixedStarNames().join(', ') }),
    });
  // The name is checked before the instant, as it always was.
  if (typeof name !== 'string' || !isFixedStarName(name)) throw notFound();
  return fixedStarAt(name, instant(at).jdTt)!;
}

/**
 * @summary Apparent positions of all 70 catalogue stars at an instant, in catalogue order (numeric core:
 * `fixedStarPositionsAt` of stars/).
 * @example fixedStarPositions('2000-01-01T12:00:00Z').length // 70
 */
export function fixedStarPositions(at: TimeInput): FixedStarPosition[] {
  refuseExtraArguments(arguments.length, 1, 'fixedStarPositions(at)', "fixedStarPositions('2000-01-01T12:00:00Z')");
  return fixedStarPositionsAt(instant(at).jdTt);
}
