import { wording } from '../../errors/error-wording.js';
import { UraniaError } from '../../errors/urania-error.js';
import { normalizeDegrees } from '../../units/angle.js';
import { domicileRuler } from '../../zodiac/domiciles.js';
import { signOf } from '../../zodiac/index.js';
import type { LotFormula, LotOperand } from './lot-formula.js';

/** The chart a lot is evaluated in: the sect, the longitudes of its points and bodies, and its twelve cusps. */
export interface LotChart {
  readonly isDayChart: boolean;
  /** Longitudes (degrees) by name: `Asc`, `MC`, `Dsc`, `IC` and the bodies placed (`Sun`, `Moon`, …). */
  readonly points: Readonly<Record<string, number>>;
  /** The cusps of houses 1..12, degrees. */
  readonly cusps: readonly number[];
}

/**
 * @summary Fortune and Spirit of a chart, cast from the Ascendant with the Sun–Moon arc, reversed by night (Paulus
 * Alexandrinus, Introductory Matters ch. 23; Valens, Anthology II.3 for Fortune): the two points the other lots
 * build on.
 * @example principalLots({ isDayChart: true, points: { Asc: 100, Sun: 10, Moon: 40 }, cusps: [] }) // { Fortune: 130, Spirit: 70 }
 */
export function principalLots(chart: LotChart): { Fortune: number; Spirit: number } {
  const { Asc: asc, Sun: sun, Moon: moon } = chart.points;
  const arc = chart.isDayChart ? moon! - sun! : sun! - moon!;
  return { Fortune: normalizeDegrees(asc! + arc), Spirit: normalizeDegrees(asc! - arc) };
}

function operandLongitude(o: LotOperand, chart: LotChart, lots: { Fortune: number; Spirit: number }, field: string): number {
  switch (o.kind) {
    case 'cusp':
      return chart.cusps[o.house - 1]!;
    case 'degree':
      return o.longitude;
    case 'ruler':
      return operandLongitude({ kind: 'point', name: domicileRuler(signOf(operandLongitude(o.of, chart, lots, field))) }, chart, lots, field);
    case 'point': {
      if (o.name === 'Fortune' || o.name === 'Spirit') return lots[o.name];
      const lon = chart.points[o.name];
      if (lon === undefined) {
        throw new UraniaError('INVALID_ARGUMENT', `${field} names ${o.name}, which this chart does not place; use the angles, the seven planets, the outer planets, the nodes or a house cusp`, {
          wording: wording('lot.notPlaced', { field, name: o.name }),
          field, received: o.name, allowed: Object.keys(chart.points).join(', '),
        });
      }
      return lon;
    }
  }
}

/**
 * @summary The longitude of a lot: the signed sum of its operands' longitudes, mod 360 (Asc + A − B is the arc from B
 * to A cast from the Ascendant). `Ruler(X)` is the longitude of the traditional domicile lord of the sign X is in
 * (Ptolemy, Tetrabiblos I.17). The formula is used as given: a caller reverses it for a night chart first. A point
 * the chart does not place: INVALID_ARGUMENT naming `field`.
 * @example evaluateLotFormula(parseLotFormula('Asc + Moon - Sun'), { isDayChart: true, points: { Asc: 100, Sun: 10, Moon: 40 }, cusps: [] }) // 130
 */
export function evaluateLotFormula(formula: LotFormula, chart: LotChart, field = 'formula'): number {
  const lots = principalLots(chart);
  return normalizeDegrees(formula.reduce((sum, t) => sum + t.sign * operandLongitude(t.operand, chart, lots, field), 0));
}
