import { natalChartParts } from '../charts/builders/natal-chart-parts.js';
import type { TraditionalChart } from '../charts/traditional/traditional-chart.js';
import type { BirthData, TwelveHouseSystem } from '../schemas/index.js';
import type { Instant } from '../time/index.js';
import { birthMoment } from './birth-moment.js';

/**
 * @summary The facts the traditional techniques read from a timed birth (parsed `TimedBirthData`): its civil time
 * resolved under `birth.` (errors name `birth.birthDate`, `birth.timezone`, …), the natal chart's Ascendant, sect
 * and body longitudes (`natalChartParts`, `houseSystem` default Placidus — the Ascendant does not depend on it),
 * and the birth instant.
 * @example timedChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }).chart.isDayChart // true
 */
export function timedChart(birth: BirthData, houseSystem: TwelveHouseSystem = 'Placidus'): { chart: TraditionalChart; at: Instant } {
  const moment = birthMoment(birth, 'birth');
  const { parts } = natalChartParts(moment.birth, houseSystem, 'modern-western');
  const longitudes: Partial<Record<(typeof parts.positions)[number]['body'], number>> = {};
  for (const p of parts.positions) longitudes[p.body] = p.position.longitude;
  return { chart: { ascendant: parts.ascendant!, isDayChart: parts.partOfFortune!.isDayChart!, longitudes }, at: moment.birth.at };
}
