import { wording } from '../../errors/error-wording.js';
import { UraniaError } from '../../errors/urania-error.js';
import { BODIES, SIGNS, type Body } from '../../schemas/index.js';

/** The chart points a lot formula may name besides the bodies: the angles and the two principal lots. */
export const LOT_FORMULA_POINTS = ['Asc', 'MC', 'Dsc', 'IC', 'Fortune', 'Spirit'] as const;

/** An operand of a lot formula: a body or point, a house cusp (`H2`), or the domicile lord of one (`Ruler(H2)`). */
export type LotOperand =
  | { readonly kind: 'point'; readonly name: (typeof LOT_FORMULA_POINTS)[number] | Body }
  | { readonly kind: 'cusp'; readonly house: number }
  | { readonly kind: 'degree'; readonly longitude: number }
  | { readonly kind: 'ruler'; readonly of: LotOperand };

/** One signed term of a formula. */
export interface LotTerm {
  readonly sign: 1 | -1;
  readonly operand: LotOperand;
}

/** A parsed formula: the terms in order, the first one positive (the point the lot is cast from). */
export type LotFormula = readonly LotTerm[];

const EXAMPLE = "'Asc + Venus - Saturn'";
const WHAT_TO_TYPE =
  `a point (Asc, MC, Dsc, IC, Fortune, Spirit or a body such as Sun, Venus, NorthNode), a house cusp H1 … H12, the lord of one, Ruler(H2) or Ruler(Asc), or a degree of a sign, 15 Cancer`;

const ALIASES: Readonly<Record<string, (typeof LOT_FORMULA_POINTS)[number]>> = {
  asc: 'Asc', ascendant: 'Asc', mc: 'MC', midheaven: 'MC', dsc: 'Dsc', desc: 'Dsc', descendant: 'Dsc', ic: 'IC',
  fortune: 'Fortune', spirit: 'Spirit',
};

/** Why a formula is refused, by kind (the wording's template selects on it), and the values its words take. */
type RefusalWhy = 'lordOfLord' | 'degree' | 'house' | 'unknown' | 'empty' | 'tooLong' | 'leadingSign' | 'danglingSign' | 'tooMany' | 'sum';

function refuse(field: string, formula: unknown, why: string, kind: RefusalWhy, values: Readonly<Record<string, string>> = {}): UraniaError {
  return new UraniaError('INVALID_ARGUMENT', `${field} ${why}; type a sum such as ${EXAMPLE}: each term ${WHAT_TO_TYPE}`, {
    wording: wording('lot.formula', { field, why: kind, example: EXAMPLE, ...values }),
    field,
    received: formula,
    allowed: `a lot formula such as ${EXAMPLE}`,
  });
}

function operand(word: string, field: string, formula: string): LotOperand {
  const ruler = /^(?:ruler|lord)\s*\(\s*([^()]+?)\s*\)$/i.exec(word);
  if (ruler) {
    const of = operand(ruler[1]!, field, formula);
    if (of.kind === 'ruler') throw refuse(field, formula, `has the lord of a lord, "${word}"`, 'lordOfLord', { word });
    return { kind: 'ruler', of };
  }
  const degree = /^(\d{1,2}(?:\.\d+)?)°?\s*([A-Za-z]+)$/.exec(word);
  const sign = degree ? SIGNS.findIndex((s) => s.toLowerCase() === degree[2]!.toLowerCase()) : -1;
  if (degree && sign >= 0) {
    const within = Number(degree[1]);
    if (within >= 30) throw refuse(field, formula, `names ${degree[1]} ${SIGNS[sign]}, but a sign has the degrees 0 to 30 (under 30)`, 'degree', { degree: degree[1]!, sign: SIGNS[sign]! });
    return { kind: 'degree', longitude: sign * 30 + within };
  }
  const cusp = /^H(\d{1,2})$/i.exec(word);
  if (cusp) {
    const house = Number(cusp[1]);
    if (house < 1 || house > 12) throw refuse(field, formula, `names house ${house}, but the houses are H1 … H12`, 'house', { house: String(house) });
    return { kind: 'cusp', house };
  }
  const alias = ALIASES[word.toLowerCase()];
  if (alias !== undefined) return { kind: 'point', name: alias };
  const body = BODIES.find((b) => b.toLowerCase() === word.toLowerCase());
  if (body !== undefined) return { kind: 'point', name: body };
  throw refuse(field, formula, `has "${word}", which is not a point Urania knows`, 'unknown', { word });
}

/**
 * @summary Parse a lot formula such as `'Asc + Venus - Saturn'`: terms joined by `+` and `-`, the first positive, each
 * a point (`Asc`, `MC`, `Dsc`, `IC`, `Fortune`, `Spirit`, any body; case-insensitive, `Ascendant` and `Midheaven`
 * accepted), a house cusp (`H1` … `H12`), the domicile lord of a point or cusp (`Ruler(H2)`, `Lord(Asc)`) or a fixed
 * degree of a sign (`15 Cancer`, `19.5 Aries`; the degree 0 to under 30). A lot is a
 * point of the zodiac, so the signs must add up to one (as many `-` terms as `+` terms after the first): `Asc + Venus`
 * or `Venus - Saturn` would not turn with the chart. Errors: INVALID_ARGUMENT naming `field` and saying what to type.
 * @example parseLotFormula('Asc + Moon - Sun').map((t) => t.sign) // [1, 1, -1]
 */
export function parseLotFormula(formula: unknown, field = 'formula'): LotFormula {
  if (typeof formula !== 'string' || formula.trim() === '') throw refuse(field, formula, 'must be a non-empty string', 'empty');
  if (formula.length > 200) throw refuse(field, formula, 'is longer than 200 characters', 'tooLong');
  const tokens = formula.trim().split(/\s*([+-])\s*/);
  if (tokens[0] === '') throw refuse(field, formula, 'starts with a sign: its first term is the point the lot is cast from, with no sign', 'leadingSign');
  const terms: LotTerm[] = [{ sign: 1, operand: operand(tokens[0]!, field, formula) }];
  for (let i = 1; i < tokens.length; i += 2) {
    const word = tokens[i + 1];
    if (word === undefined || word === '') throw refuse(field, formula, `has a "${tokens[i]}" with no term after it`, 'danglingSign', { word: tokens[i]! });
    terms.push({ sign: tokens[i] === '+' ? 1 : -1, operand: operand(word, field, formula) });
  }
  if (terms.length > 9) throw refuse(field, formula, 'has more than nine terms', 'tooMany');
  const sum = terms.reduce((s, t) => s + t.sign, 0);
  if (sum !== 1) throw refuse(field, formula, `adds up to ${sum} points instead of one (a lot needs as many "-" terms as "+" terms after the first)`, 'sum', { sum: String(sum) });
  return terms;
}

/** @summary The canonical text of an operand (`Asc`, `H2`, `Ruler(H2)`). */
export function operandText(o: LotOperand): string {
  if (o.kind === 'degree') return `${Number((o.longitude % 30).toFixed(6))} ${SIGNS[Math.floor(o.longitude / 30)]}`;
  return o.kind === 'point' ? o.name : o.kind === 'cusp' ? `H${o.house}` : `Ruler(${operandText(o.of)})`;
}

/**
 * @summary The canonical text of a formula: `Asc + Venus - Saturn`.
 * @example formatLotFormula(parseLotFormula('asc+venus-saturn')) // 'Asc + Venus - Saturn'
 */
export function formatLotFormula(formula: LotFormula): string {
  return formula.map((t, i) => (i === 0 ? operandText(t.operand) : `${t.sign === 1 ? '+' : '-'} ${operandText(t.operand)}`)).join(' ');
}

/**
 * @summary The night reversal of a formula: every term after the first changes sign, so `Asc + A - B` becomes
 * `Asc + B - A` (the arc from A to B instead of from B to A, cast from the same point; Valens, Paulus and the Arabic
 * authors reverse the lots of a nocturnal chart this way).
 * @example formatLotFormula(reversedLotFormula(parseLotFormula('Asc + Moon - Sun'))) // 'Asc + Sun - Moon'
 */
export function reversedLotFormula(formula: LotFormula): LotFormula {
  const [first, ...rest] = formula;
  const flipped = rest.map((t) => ({ sign: (t.sign === 1 ? -1 : 1) as 1 | -1, operand: t.operand }));
  // Keep the positive terms first, as the sources write them: `Asc + Sun - Moon`.
  return [first!, ...flipped.filter((t) => t.sign === 1), ...flipped.filter((t) => t.sign === -1)];
}
