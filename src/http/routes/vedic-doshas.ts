import { sadeSati } from '../../records/sade-sati.js';
import { vedicDoshas } from '../../records/vedic-doshas.js';
import { SadeSati, SadeSatiRequest, VedicDoshas, VedicDoshasRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { LIGHT_COST_UNITS, fixedCost } from './range-cost.js';

/** Cost of the Manglik and Kaal Sarp doshas: the positions of one instant, ≈ 1.4 ms warm: 2 units, as the yogas. */
const VEDIC_DOSHAS_COST_UNITS = 2;

/**
 * Sade Sati: Saturn's sidereal ingresses over the years asked, ≈ 1.5 ms a year warm (100 years 125–160 ms, tsx, this
 * machine shared by eight sessions), at the Panchang's rate (0.15 s → 20 units): 0.2 unit a year.
 */
const SADE_SATI_UNITS_PER_YEAR = 0.2;

/** `POST /vedic/doshas`: the Manglik and Kaal Sarp doshas of a timed birth (records `vedicDoshas`). */
export const VEDIC_DOSHAS_ROUTE = defineBodyRoute<VedicDoshasRequest>({
  url: '/vedic/doshas',
  tag: 'Vedic',
  summary: 'Manglik and Kaal Sarp doshas of a birth',
  description:
    'Manglik (Kuja) dosha — Mars from the Ascendant, the Moon and Venus in the houses of the chosen tradition (classical, south-indian, extended), with the cancellations that apply — and Kaal Sarp (full, partial or none; its direction and its type by Rahu\'s house). docs/vedic.md "Doshas".',
  body: VedicDoshasRequest,
  response: VedicDoshas,
  example: `{"birth":${EXAMPLE_BIRTH},"manglik":"classical"}`,
  cost: fixedCost(VEDIC_DOSHAS_COST_UNITS, 'birth'),
  compute: (r) => vedicDoshas(r),
});

/** `POST /vedic/sade-sati`: the Sade Sati and Dhaiya periods of a life (records `sadeSati`). */
export const SADE_SATI_ROUTE = defineBodyRoute<SadeSatiRequest>({
  url: '/vedic/sade-sati',
  tag: 'Vedic',
  summary: 'Sade Sati and Dhaiya periods of a life',
  description:
    'Saturn in the 12th, 1st and 2nd sidereal signs from the natal Moon (Sade Sati: rising, peak, setting) and in the 4th and 8th (Dhaiya), from birth over `years` (default 100), from Saturn\'s sidereal ingresses. docs/vedic.md "Doshas".',
  body: SadeSatiRequest,
  response: SadeSati,
  example: `{"birth":${EXAMPLE_BIRTH},"years":80}`,
  cost: (r) => ({ units: Math.max(LIGHT_COST_UNITS, SADE_SATI_UNITS_PER_YEAR * (r.years ?? 100)), field: 'years' }),
  compute: (r) => sadeSati(r),
});
