import { siderealFrameAt } from '../vedic/sidereal-positions.js';
import { vedicAspectParts } from '../vedic/vedic-aspects.js';
import { VedicAspectOptions, type VedicAspectResult } from '../schemas/index.js';
import { instant, isoString, type TimeInput } from '../time/index.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Vedic positions and graha drishti at an instant: the `VedicAspectResult` record (date, ayanamsa in
 * use with its true value, the nine sidereal positions, and the aspects among them; `vedicAspectParts`). Rules and
 * conventions in docs/vedic.md: sign-based drishti (BPHS ch. 26), Rahu/Ketu 5/7/9 by default, strength from the
 * sputa drishti, friendship from the naisargika table (BPHS ch. 3). `date` is the instant, UT to the second.
 *
 * Errors: as `siderealPositions`, plus INVALID_ARGUMENT for an unknown `nodeAspects`.
 * @example vedicAspects('2024-01-01T00:00:00Z').ayanamsa // { system: 'Lahiri', value: ≈ 24.19 }
 */
export function vedicAspects(at: TimeInput, options: VedicAspectOptions = {}): VedicAspectResult {
  refuseExtraArguments(arguments.length, 2, 'vedicAspects(at, options?)', "vedicAspects('2024-01-01T00:00:00Z')");
  const when = instant(at);
  const o = parse(VedicAspectOptions, options, 'options');
  const frame = siderealFrameAt(when, o.ayanamsa ?? 'Lahiri', o.node ?? 'mean');
  return { date: isoString(when.jdUt, 'second'), ...vedicAspectParts(frame, o.nodeAspects ?? 'jupiter-like') };
}
