import { wording } from '../errors/error-wording.js';
import { natalChartParts } from '../charts/builders/natal-chart-parts.js';
import { LOT_CATALOGUE, type CatalogueLot, type LotId } from '../charts/lots/lot-catalogue.js';
import { lotName } from '../charts/lots/lot-names.js';
import { evaluateLotFormula, type LotChart } from '../charts/lots/lot-evaluator.js';
import { formatLotFormula, parseLotFormula, reversedLotFormula } from '../charts/lots/lot-formula.js';
import { signPlacement } from '../charts/rules/sign-placement.js';
import { UraniaError } from '../errors/urania-error.js';
import { LotsRequest, type LotPosition, type Lots } from '../schemas/index.js';
import { normalizeDegrees } from '../units/angle.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

const BY_ID = new Map<string, CatalogueLot & { readonly id: LotId }>(LOT_CATALOGUE.map((l) => [l.id, l]));

/**
 * @summary Lots of a timed birth (docs/lots.md): catalogue lots by `ids` (default: the whole catalogue when no
 * `formulas` are given) and lots of the caller's `formulas` (`{ name, formula: 'Asc + Venus - Saturn', reverseAtNight? }`).
 * Each lot is the signed sum of its points' longitudes mod 360, with the day formula in a day chart and the night
 * formula (the source's reversal, or the caller's formula reversed when `reverseAtNight`) in a night chart; Fortune
 * and Spirit in a formula are Paulus' (reversed by night). House cusps (`H2`) and their lords (`Ruler(H2)`, the
 * traditional domicile lord) are in `houseSystem` (default Placidus). Tropical zodiac. `locale` (one of the ten label
 * languages, default en) names the catalogue lots in that language (`lotName`); `id`, `formula` and `source` stay.
 *
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required, `ids[2]` an unknown id, `formulas[0].formula`
 * a formula that does not parse, saying what to type).
 * @example lots({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, ids: ['fortune'] }).lots[0].name // 'Fortune'
 */
export function lots(request: LotsRequest): Lots {
  refuseExtraArguments(arguments.length, 1, 'lots(request)', "lots({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, formulas: [{ name: 'Mine', formula: 'Asc + Venus - Saturn' }] })");
  const r = parseBirthRequest(LotsRequest, request);
  const ids = r.ids ?? (r.formulas === undefined ? LOT_CATALOGUE.map((l) => l.id) : []);
  const chosen = ids.map((id, i) => {
    const lot = BY_ID.get(id);
    if (lot === undefined) {
      throw new UraniaError('INVALID_ARGUMENT', `ids[${i}] is "${id}", which is not a lot of the catalogue; type an id of docs/lots.md, for example "fortune" or "marriage-of-men-valens"`, {
        wording: wording('lot.unknown', { field: `ids[${i}]`, id: String(id) }),
        field: `ids[${i}]`, received: id, allowed: 'an id of the lots catalogue (docs/lots.md)',
      });
    }
    return lot;
  });
  // Parse the caller's formulas before the chart is cast: a bad formula is the caller's error, found at once.
  const own = (r.formulas ?? []).map((f, i) => ({ ...f, parsed: parseLotFormula(f.formula, `formulas[${i}].formula`), field: `formulas[${i}].formula` }));
  const { birth } = birthMoment(r.birth, 'birth');
  const { parts } = natalChartParts(birth, r.houseSystem ?? 'Placidus', 'modern-western');
  const points: Record<string, number> = {};
  for (const p of parts.positions) points[p.body] = p.position.longitude;
  points.Asc = parts.ascendant!;
  points.MC = parts.midheaven!;
  points.Dsc = normalizeDegrees(parts.ascendant! + 180);
  points.IC = normalizeDegrees(parts.midheaven! + 180);
  const chart: LotChart = { isDayChart: parts.partOfFortune!.isDayChart!, points, cusps: parts.houses!.map((h) => h.cusp.longitude) };
  const place = (formula: ReturnType<typeof parseLotFormula>, field: string) => ({
    ...signPlacement(evaluateLotFormula(formula, chart, field)),
    formula: formatLotFormula(formula),
  });
  const out: LotPosition[] = chosen.map((lot) => {
    const text = chart.isDayChart || lot.night === 'same' ? lot.day : lot.night;
    return { id: lot.id, name: lotName(lot.id, r.locale), ...place(parseLotFormula(text, `ids.${lot.id}`), `ids.${lot.id}`), source: lot.source };
  });
  for (const f of own) {
    const formula = !chart.isDayChart && f.reverseAtNight === true ? reversedLotFormula(f.parsed) : f.parsed;
    out.push({ name: f.name, ...place(formula, f.field) });
  }
  return { isDayChart: chart.isDayChart, lots: out };
}
