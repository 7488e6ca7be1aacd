import { vedicDasha } from '../../records/vedic-dasha.js';
import { VedicDasha, VedicDashaRequest } from '../../schemas/index.js';
import type { RequestCost } from '../route-definition.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';

/**
 * Cost of a dasha, at the Panchang's rate (0.15 s of a worker → 20 units; docs/http.md "Compute budget"): the chart
 * of the birth (≈ 5 ms warm) and the periods. To three levels every system lists at most ≈ 2 500 periods, 0.1 MB:
 * 1 unit. Each level below the third multiplies the periods by 8–12 when no `from`/`to` window limits them —
 * Vimshottari over 120 years measured warm on this machine (tsx, shared by eight sessions): level 4 110 ms and
 * 1.0 MB → 15 units, level 5 1.1 s and 9 MB → 150 units. With a window, 1 unit.
 */
export function dashaCost(r: VedicDashaRequest): RequestCost {
  const levels = r.levels ?? 2;
  const windowed = r.from !== undefined && r.to !== undefined;
  if (levels <= 3 || windowed) return { units: 1, field: 'request' };
  return { units: levels === 4 ? 15 : 150, field: 'levels' };
}

/** `POST /vedic/dashas`: a dasha of a birth, any system (records `vedicDasha`, docs/vedic.md "Dashas"). */
export const VEDIC_DASHA_ROUTE = defineBodyRoute<VedicDashaRequest>({
  url: '/vedic/dashas',
  tag: 'Vedic',
  summary: 'Dasha periods of a birth: Vimshottari, Yogini, Ashtottari, Chara, Narayana',
  description:
    'Periods to `levels` (1–5) over `years` from birth, the balance at birth and, given `at`, the running periods (docs/vedic.md "Dashas").',
  body: VedicDashaRequest,
  response: VedicDasha,
  example: `{"birth":${EXAMPLE_BIRTH},"system":"vimshottari","levels":2,"at":"2024-01-01"}`,
  cost: dashaCost,
  compute: (r) => vedicDasha(r),
});
