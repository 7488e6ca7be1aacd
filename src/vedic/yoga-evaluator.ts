import { VEDIC_GRAHAS } from '../schemas/record-enums.js';
import { normalizeDegrees } from '../units/angle.js';
import { EXALTATION_SIGN, grahaDignity } from './graha-dignity.js';
import { aspectedHouses } from './graha-drishti.js';
import type { BodiedGraha, Graha } from './graha-relationships.js';
import { signLordOf } from './vimshopaka-bala.js';
import type { YogaCondition, YogaGraha, YogaGrahaSet, YogaOrigin } from './yoga-condition.js';

/** A chart as the yoga rules read it: the sign of the lagna and the sidereal longitudes of the nine grahas. */
export interface YogaChart {
  /** Sidereal longitude of the Ascendant, degrees. */
  readonly lagna: number;
  /** Sidereal longitudes of the nine grahas, degrees. */
  readonly grahas: Readonly<Record<Graha, number>>;
}

/** What a condition found: whether it holds, and the grahas that make it hold. */
export interface YogaFinding {
  readonly holds: boolean;
  readonly grahas: readonly Graha[];
}

/** The seven grahas with bodies, in the weekday order of the tables. */
export const SEVEN_GRAHAS: readonly BodiedGraha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/**
 * Combustion distances from the Sun, degrees, for direct motion: Surya Siddhanta IX.6–9 (Burgess 1860) — Moon 12,
 * Mars 17, Mercury 14, Jupiter 11, Venus 10, Saturn 15. (Retrograde Mercury 12 and Venus 8 need the speed, which a
 * `YogaChart` does not carry: the direct distances are used.)
 */
export const COMBUSTION_DEGREES: Readonly<Partial<Record<Graha, number>>> = { Moon: 12, Mars: 17, Mercury: 14, Jupiter: 11, Venus: 10, Saturn: 15 };

const NO: YogaFinding = { holds: false, grahas: [] };

function yes(grahas: readonly Graha[]): YogaFinding {
  return { holds: true, grahas: [...new Set(grahas)] };
}

/** The chart facts every condition reads, computed once. */
class Facts {
  readonly sign: Readonly<Record<Graha, number>>;
  readonly lagnaSign: number;
  readonly moonWaxing: boolean;
  constructor(readonly chart: YogaChart) {
    this.sign = Object.fromEntries(VEDIC_GRAHAS.map((g) => [g, Math.floor(normalizeDegrees(chart.grahas[g]) / 30) % 12])) as Record<Graha, number>;
    this.lagnaSign = Math.floor(normalizeDegrees(chart.lagna) / 30) % 12;
    this.moonWaxing = normalizeDegrees(chart.grahas.Moon - chart.grahas.Sun) < 180;
  }

  graha(who: YogaGraha, bound: Graha | undefined): Graha {
    if (typeof who === 'string') {
      if (who !== '$x') return who;
      if (bound === undefined) throw new Error("yoga rule: '$x' outside a 'some'");
      return bound;
    }
    if ('lord' in who) return signLordOf(this.lagnaSign + who.lord - 1);
    if ('dispositor' in who) return signLordOf(this.sign[this.graha(who.dispositor, bound)]);
    const g = this.graha(who.exaltationLord, bound);
    return g === 'Rahu' || g === 'Ketu' ? g : signLordOf(EXALTATION_SIGN[g]);
  }

  originSign(from: YogaOrigin | undefined, bound: Graha | undefined): number {
    return from === undefined || from === 'lagna' ? this.lagnaSign : this.sign[this.graha(from, bound)];
  }

  originGrahas(from: YogaOrigin | undefined, bound: Graha | undefined): Graha[] {
    return from === undefined || from === 'lagna' ? [] : [this.graha(from, bound)];
  }

  /** House (1–12) of a sign counted inclusively from another. */
  static house(sign: number, fromSign: number): number {
    return ((sign - fromSign + 12) % 12) + 1;
  }

  set(s: YogaGrahaSet): readonly Graha[] {
    if (typeof s !== 'string') return s as readonly Graha[];
    switch (s) {
      case 'seven': return SEVEN_GRAHAS;
      case 'nine': return VEDIC_GRAHAS;
      case 'benefics': return this.moonWaxing ? ['Moon', 'Mercury', 'Jupiter', 'Venus'] : ['Mercury', 'Jupiter', 'Venus'];
      default: return this.moonWaxing ? ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'] : ['Sun', 'Moon', 'Mars', 'Saturn', 'Rahu', 'Ketu'];
    }
  }

  aspects(a: Graha, b: Graha): boolean {
    return aspectedHouses(a).includes(Facts.house(this.sign[b], this.sign[a]));
  }

  exchange(a: Graha, b: Graha): boolean {
    if (a === b || a === 'Rahu' || a === 'Ketu' || b === 'Rahu' || b === 'Ketu') return false;
    return signLordOf(this.sign[a]) === b && signLordOf(this.sign[b]) === a;
  }

  associated(a: Graha, b: Graha): boolean {
    return this.sign[a] === this.sign[b] || (this.aspects(a, b) && this.aspects(b, a)) || this.exchange(a, b);
  }
}

function evaluate(c: YogaCondition, f: Facts, bound: Graha | undefined): YogaFinding {
  switch (c.op) {
    case 'all': {
      const found: Graha[] = [];
      for (const part of c.of) {
        const r = evaluate(part, f, bound);
        if (!r.holds) return NO;
        found.push(...r.grahas);
      }
      return yes(found);
    }
    case 'any': {
      const found: Graha[] = [];
      let holds = false;
      for (const part of c.of) {
        const r = evaluate(part, f, bound);
        if (r.holds) { holds = true; found.push(...r.grahas); }
      }
      return holds ? yes(found) : NO;
    }
    case 'not': return evaluate(c.of, f, bound).holds ? NO : yes([]);
    case 'some': {
      const found: Graha[] = [];
      let holds = false;
      for (const g of f.set(c.among)) {
        const r = evaluate(c.then, f, g);
        if (r.holds) { holds = true; found.push(...r.grahas); }
      }
      return holds ? yes(found) : NO;
    }
    case 'involves': return yes(c.who.map((w) => f.graha(w, bound)));
    case 'in': {
      const g = f.graha(c.who, bound);
      const h = Facts.house(f.sign[g], f.originSign(c.from, bound));
      return c.houses.includes(h) ? yes([g, ...f.originGrahas(c.from, bound)]) : NO;
    }
    case 'dignity': {
      const g = f.graha(c.who, bound);
      const d = grahaDignity(g, normalizeDegrees(f.chart.grahas[g]));
      return d !== null && c.is.includes(d) ? yes([g]) : NO;
    }
    case 'together': {
      const [a, b] = c.who.map((w) => f.graha(w, bound)) as [Graha, Graha];
      return a !== b && f.sign[a] === f.sign[b] ? yes([a, b]) : NO;
    }
    case 'aspects': {
      const a = f.graha(c.who, bound);
      const b = f.graha(c.on, bound);
      return a !== b && f.aspects(a, b) ? yes([a, b]) : NO;
    }
    case 'exchange': {
      const [a, b] = c.who.map((w) => f.graha(w, bound)) as [Graha, Graha];
      return f.exchange(a, b) ? yes([a, b]) : NO;
    }
    case 'associated': {
      const [a, b] = c.who.map((w) => f.graha(w, bound)) as [Graha, Graha];
      return a !== b && f.associated(a, b) ? yes([a, b]) : NO;
    }
    case 'distinct': {
      const [a, b] = c.who.map((w) => f.graha(w, bound)) as [Graha, Graha];
      return a !== b ? yes([]) : NO;
    }
    case 'occupied': {
      const origin = f.originSign(c.from, bound);
      const origins = f.originGrahas(c.from, bound);
      const found = f.set(c.by).filter((g) => !origins.includes(g) && c.houses.includes(Facts.house(f.sign[g], origin)));
      return found.length >= (c.min ?? 1) ? yes([...found, ...origins]) : NO;
    }
    case 'all-in': {
      const origin = f.originSign(c.from, bound);
      const who = f.set(c.who);
      return who.every((g) => c.houses.includes(Facts.house(f.sign[g], origin))) ? yes(who) : NO;
    }
    case 'each-held': {
      const origin = f.originSign(c.from, bound);
      const by = f.set(c.by);
      const found: Graha[] = [];
      for (const h of c.houses) {
        const here = by.filter((g) => Facts.house(f.sign[g], origin) === h);
        if (here.length === 0) return NO;
        found.push(...here);
      }
      return yes(found);
    }
    case 'sign-count': {
      const who = f.set(c.who);
      return new Set(who.map((g) => f.sign[g])).size === c.count ? yes(who) : NO;
    }
    case 'all-in-signs': {
      const who = f.set(c.who);
      return who.every((g) => c.signs.includes(f.sign[g])) ? yes(who) : NO;
    }
    case 'lords': {
      const found: Graha[] = [];
      for (const i of c.houses[0]) {
        for (const j of c.houses[1]) {
          if (i === j) continue;
          const a = f.graha({ lord: i }, bound);
          const b = f.graha({ lord: j }, bound);
          if (a === b) continue;
          if (c.relation === 'exchange' ? f.exchange(a, b) : f.associated(a, b)) found.push(a, b);
        }
      }
      return found.length > 0 ? yes(found) : NO;
    }
    case 'hemmed-by-nodes': {
      const rahu = f.chart.grahas.Rahu;
      const arcs = SEVEN_GRAHAS.map((g) => normalizeDegrees(f.chart.grahas[g] - rahu));
      return arcs.every((a) => a > 0 && a < 180) || arcs.every((a) => a > 180) ? yes([...SEVEN_GRAHAS, 'Rahu', 'Ketu']) : NO;
    }
    case 'combust': {
      const g = f.graha(c.who, bound);
      const orb = COMBUSTION_DEGREES[g];
      if (orb === undefined) return NO;
      const d = Math.abs(normalizeDegrees(f.chart.grahas[g] - f.chart.grahas.Sun + 180) - 180);
      return d <= orb ? yes([g, 'Sun']) : NO;
    }
  }
}

/**
 * @summary Evaluates one condition of the yoga vocabulary (src/vedic/yoga-condition.ts) on a chart: whether it
 * holds and the grahas that make it hold (in the order found, each once).
 * @example evaluateYogaCondition({ op: 'together', who: ['Sun', 'Mercury'] }, chart).holds
 */
export function evaluateYogaCondition(condition: YogaCondition, chart: YogaChart): YogaFinding {
  return evaluate(condition, new Facts(chart), undefined);
}

/** @summary Evaluates many conditions on one chart, its facts computed once. */
export function evaluateYogaConditions(conditions: readonly YogaCondition[], chart: YogaChart): YogaFinding[] {
  const f = new Facts(chart);
  return conditions.map((c) => evaluate(c, f, undefined));
}
