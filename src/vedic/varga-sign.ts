import { listValue, wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { normalizeDegrees } from '../units/angle.js';
import {
  PARASHARA_DIVISIONS, VARGA_DIVISIONS, VARGA_METHODS, VARGA_NAMES, VARGA_RULES,
  type FirstSign, type ParasharaDivision, type SignRef, type VargaDivision, type VargaMethod, type VargaRule,
} from './varga-rules.js';

export { PARASHARA_DIVISIONS, VARGA_DIVISIONS, VARGA_METHODS, VARGA_NAMES, type ParasharaDivision, type VargaDivision, type VargaMethod };

/**
 * The divisional charts (vargas): each sign of 30° is cut into n parts and each part is given a sign by its
 * division's rule, read from the one table `VARGA_RULES` (`varga-rules.ts`, every rule cited there and in
 * docs/vedic.md "Divisional charts"). Any whole n from 1 to 300 also has the `cyclic` method (parivritti): the parts
 * counted on round the zodiac from Aries, ⌊λ·n/30⌋ mod 12.
 */

const refSign = (ref: SignRef, s: number): number => ('sign' in ref ? ref.sign : (s + ref.nth - 1) % 12);

function firstSign(first: FirstSign, s: number): number {
  switch (first.by) {
    case 'all': return refSign(first.all, s);
    case 'parity': return refSign(s % 2 === 0 ? first.odd : first.even, s);
    case 'quality': return refSign([first.movable, first.fixed, first.dual][s % 3]!, s);
    case 'element': return refSign([first.fire, first.earth, first.air, first.water][s % 4]!, s);
    case 'mirror': return (12 - s) % 12;
  }
}

/** The part index k (0 … n−1) of a position `within` degrees into its sign. */
const partOf = (within: number, n: number): number => Math.min(n - 1, Math.floor((within * n) / 30));

/** The sign and the varga longitude (sign·30 + the fraction of the part·30) of a longitude under a rule. */
function apply(rule: VargaRule, n: number, lon: number): { sign: number; longitude: number } {
  const s = Math.floor(lon / 30) % 12;
  const within = lon - s * 30;
  const fraction = (within * n) / 30 - partOf(within, n);
  const at = (signIndex: number) => ({ sign: signIndex, longitude: signIndex * 30 + fraction * 30 });
  switch (rule.kind) {
    case 'cyclic': return at(Math.floor((lon * n) / 30) % 12);
    case 'alternate': { // odd signs forward from Aries, even signs backward from Pisces, n parts to a sign
      const k = partOf(within, n);
      return at(s % 2 === 0 ? (n * (s / 2) + k) % 12 : (((11 - n * ((s - 1) / 2) - k) % 12) + 12) % 12);
    }
    case 'count': return at((firstSign(rule.first, s) + (rule.step ?? 1) * partOf(within, n)) % 12);
    case 'list': return at((s % 2 === 0 ? rule.odd : rule.even)[partOf(within, n)]!);
    case 'unequal': {
      const table = s % 2 === 0 ? rule.odd : rule.even;
      const found = table.findIndex(([upTo]) => within < upTo);
      const i = found === -1 ? table.length - 1 : found;
      const from = i === 0 ? 0 : table[i - 1]![0];
      const [upTo, signIndex] = table[i]!;
      return { sign: signIndex, longitude: signIndex * 30 + ((within - from) / (upTo - from)) * 30 };
    }
    case 'compose': {
      const inner = apply(ruleOf(rule.inner[0], rule.inner[1]), rule.inner[0], lon);
      return apply(ruleOf(rule.outer[0], rule.outer[1]), rule.outer[0], normalizeDegrees(inner.longitude));
    }
  }
}

function ruleOf(division: number, method: string): VargaRule {
  return (VARGA_RULES as Record<number, { methods: Record<string, { rule: VargaRule }> }>)[division]!.methods[method]!.rule;
}

/**
 * @summary The methods a division has (the cyclic count for any division 1–300), its default first.
 * @example vargaMethodsOf(3) // ['parashara', 'jagannatha', 'somanatha', 'cyclic']
 */
export function vargaMethodsOf(division: number): VargaMethod[] {
  const row = (VARGA_RULES as Record<number, (typeof VARGA_RULES)[VargaDivision] | undefined>)[division];
  if (row === undefined) return Number.isInteger(division) && division >= 1 && division <= 300 ? ['cyclic'] : [];
  return [row.defaultMethod, ...Object.keys(row.methods).filter((m) => m !== row.defaultMethod)] as VargaMethod[];
}

/**
 * @summary The method used for a division when none is given: the table's default (Parashara's rule for his
 * sixteen), the cyclic count for a division without a row.
 * @example defaultVargaMethod(144) // 'dwadasamsa-of-dwadasamsa'
 */
export function defaultVargaMethod(division: number): VargaMethod {
  return (vargaMethodsOf(division)[0] ?? 'cyclic');
}

function checked(division: number, method: VargaMethod | undefined): VargaMethod {
  if (!(Number.isInteger(division) && division >= 1 && division <= 300)) {
    throw new UraniaError('INVALID_ARGUMENT', `division must be a whole number from 1 to 300 (the named ones: ${VARGA_DIVISIONS.join(', ')}); received ${String(division)}`, {
      wording: wording('varga.division', { field: 'division', values: VARGA_DIVISIONS.join(', '), value: String(division) }),
      field: 'division', received: division, allowed: '1 … 300',
    });
  }
  const methods = vargaMethodsOf(division);
  const m = method ?? methods[0]!;
  if (!methods.includes(m)) {
    if ((VARGA_METHODS as readonly string[]).includes(m as string)) {
      const quoted = methods.map((x) => JSON.stringify(x));
      throw new UraniaError('INVALID_ARGUMENT', `method ${JSON.stringify(m)} does not define D${division}; D${division} takes ${quoted.join(' or ')}`, {
        wording: wording('varga.methodForDivision', { field: 'method', method: JSON.stringify(m), division: String(division), methods: listValue(quoted) }),
        field: 'method', received: m, allowed: methods.join(', '),
      });
    }
    throw new UraniaError('INVALID_ARGUMENT', `method must be one of ${VARGA_METHODS.map((x) => JSON.stringify(x)).join(', ')}; received ${JSON.stringify(m)}`, {
      wording: wording('oneOfReceived', { field: 'method', values: VARGA_METHODS.map((x) => JSON.stringify(x)).join(', '), received: JSON.stringify(m) }),
      field: 'method', received: m, allowed: methods.join(', '),
    });
  }
  return m;
}

/**
 * @summary The sign (0 Aries … 11 Pisces) of a sidereal longitude in a divisional chart, by `method` (default the
 * division's: Parashara's rule of BPHS ch. 6 for his sixteen; docs/vedic.md). INVALID_ARGUMENT naming `division`
 * (not a whole number 1–300) or `method` (not one the division has: `vargaMethodsOf`).
 * @example vargaSign(100, 9) // 6 (Cancer 10°: the 4th navamsa counted from Cancer, a movable sign — Libra)
 */
export function vargaSign(siderealLongitude: number, division: number, method?: VargaMethod): number {
  return vargaPlace(siderealLongitude, division, method).sign;
}

/**
 * @summary The sign and the varga longitude of a sidereal longitude in a divisional chart: the sign's start plus
 * the fraction of the part traversed, times 30° (the longitude the composed divisions divide again).
 * @example vargaPlace(100, 9).longitude // 210 (0° Libra: Cancer 10° starts its 4th navamsa)
 */
export function vargaPlace(siderealLongitude: number, division: number, method?: VargaMethod): { sign: number; longitude: number } {
  const m = checked(division, method);
  const lon = normalizeDegrees(siderealLongitude);
  if (m === 'cyclic') return apply({ kind: 'cyclic' }, division, lon);
  return apply(ruleOf(division, m), division, lon);
}
