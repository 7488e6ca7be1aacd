import { BODIES, type Aspect, type AspectPattern, type AspectType, type Body, type Element, type Modality, type Sign } from '../schemas/index.js';
import { SIGN_FACTS, signOf, TEN_PLANETS } from '../zodiac/index.js';

/** A body's place, as the pattern and shape functions read it. */
export interface PlacedBody {
  readonly body: Body;
  /** Ecliptic longitude, degrees (any finite value, wrapped). */
  readonly longitude: number;
}

export interface AspectPatternOptions {
  /** Bodies that may take part (default: the ten planets Sun–Pluto; nodes, points, minor bodies excluded). */
  readonly bodies?: readonly Body[];
}

/** Fewest planets in one sign that make a stellium. */
export const STELLIUM_MINIMUM = 3;

const RANK = new Map<Body, number>(BODIES.map((b, i) => [b, i]));
const byRank = (a: Body, b: Body) => RANK.get(a)! - RANK.get(b)!;

/**
 * A configuration as the rules find it, before it is worded (the words are the text layer's, in each language:
 * src/text/aspect-pattern-words.ts): its type, its bodies in the record's order, and the facts its description names.
 */
export interface PatternFinding {
  readonly type: AspectPattern['type'];
  /** As `AspectPattern.bodies`: the apex or focal point first where the configuration has one. */
  readonly bodies: Body[];
  /** A grand trine's element when its three signs share one, else null (absent for the other types). */
  readonly element?: Element | null;
  /** A T-square's or grand cross's modality when its signs share one, else null (absent for the other types). */
  readonly modality?: Modality | null;
  /** A kite's grand trine, in Body order. */
  readonly trine?: readonly Body[];
  /** A stellium's sign. */
  readonly sign?: Sign;
}

function commonQuality<K extends 'element' | 'modality'>(bodies: readonly Body[], signs: ReadonlyMap<Body, Sign>, key: K): (typeof SIGN_FACTS)[Sign][K] | null {
  const values = new Set(bodies.map((b) => SIGN_FACTS[signs.get(b)!][key]));
  return values.size === 1 ? [...values][0]! : null;
}

/**
 * @summary Find the aspect configurations of a chart from its positions and its aspect list (numeric and
 * unvalidated: `records/aspect-patterns.ts` is the public `aspectPatterns`, which checks its input).
 *
 * Definitions (docs/aspects.md), all read from `aspects` (so the orb profile decides what counts), among the
 * ten planets unless `options.bodies` says otherwise:
 * - grandTrine: three bodies, each pair in trine;
 * - tSquare: two bodies in opposition, both square a third (the apex, listed first); not reported when its
 *   three bodies belong to a grand cross;
 * - grandCross: two oppositions whose four cross pairs are all squares;
 * - yod: two bodies in sextile, both quincunx a third (the apex, listed first);
 * - kite: a grand trine plus a fourth body opposite one of its corners and sextile the other two (the fourth
 *   body, the kite's focal point, listed first, then the corner it opposes);
 * - mysticRectangle: two oppositions whose cross pairs are two sextiles and two trines;
 * - stellium: STELLIUM_MINIMUM (3) or more of the counted bodies in one sign.
 * Patterns are listed in the order of the spec's pattern types, then by their bodies in Body order. Each finding
 * carries the facts its description names (element, modality, the kite's trine, the stellium's sign); the words
 * are the text layer's (`describedPatterns`, src/text/aspect-pattern-words.ts).
 * @example patternFindingsOf(positions, aspects(positions)) // [{ type: 'grandTrine', bodies: ['Sun', 'Jupiter', 'Saturn'], element: 'Fire' }]
 */
export function patternFindingsOf(
  positions: readonly PlacedBody[],
  aspectList: readonly Aspect[],
  options: AspectPatternOptions = {},
): PatternFinding[] {
  const allowed = new Set<Body>(options.bodies ?? TEN_PLANETS);
  const signs = new Map<Body, Sign>();
  for (const p of positions) if (allowed.has(p.body)) signs.set(p.body, signOf(p.longitude));
  const bodies = [...signs.keys()].sort(byRank);

  const pairType = new Map<string, AspectType>();
  for (const a of aspectList) {
    if (signs.has(a.body1) && signs.has(a.body2)) {
      pairType.set(`${a.body1}|${a.body2}`, a.type);
      pairType.set(`${a.body2}|${a.body1}`, a.type);
    }
  }
  const is = (a: Body, b: Body, t: AspectType) => pairType.get(`${a}|${b}`) === t;
  const pairsOf = (t: AspectType): [Body, Body][] => {
    const out: [Body, Body][] = [];
    for (let i = 0; i < bodies.length; i++) {
      for (let j = i + 1; j < bodies.length; j++) if (is(bodies[i]!, bodies[j]!, t)) out.push([bodies[i]!, bodies[j]!]);
    }
    return out;
  };

  const found: PatternFinding[] = [];
  const push = (type: AspectPattern['type'], list: Body[], facts: Omit<PatternFinding, 'type' | 'bodies'> = {}) =>
    found.push({ type, bodies: list, ...facts });

  // Grand trines (and the kites built on them).
  const grandTrines: [Body, Body, Body][] = [];
  for (const [a, b] of pairsOf('trine')) {
    for (const c of bodies) if (byRank(c, b) > 0 && is(a, c, 'trine') && is(b, c, 'trine')) grandTrines.push([a, b, c]);
  }
  for (const t of grandTrines) {
    push('grandTrine', [...t], { element: commonQuality(t, signs, 'element') });
  }

  // Oppositions: grand crosses, T-squares, mystic rectangles.
  const oppositions = pairsOf('opposition');
  const crosses: Body[][] = [];
  const rectangles: Body[][] = [];
  for (let i = 0; i < oppositions.length; i++) {
    for (let j = i + 1; j < oppositions.length; j++) {
      const [a, c] = oppositions[i]!;
      const [b, d] = oppositions[j]!;
      if (new Set([a, b, c, d]).size < 4) continue;
      if (is(a, b, 'square') && is(a, d, 'square') && is(c, b, 'square') && is(c, d, 'square')) {
        crosses.push([a, b, c, d].sort(byRank));
      }
      const sextileTrine = (p: Body, q: Body, r: Body, s: Body) => is(p, q, 'sextile') && is(r, s, 'sextile') && is(p, s, 'trine') && is(r, q, 'trine');
      if (sextileTrine(a, b, c, d) || sextileTrine(a, d, c, b)) rectangles.push([a, b, c, d].sort(byRank));
    }
  }
  const tSquares: Body[][] = [];
  for (const [a, c] of oppositions) {
    for (const x of bodies) {
      if (x === a || x === c || !is(x, a, 'square') || !is(x, c, 'square')) continue;
      if (crosses.some((q) => q.includes(a) && q.includes(c) && q.includes(x))) continue;
      tSquares.push([x, a, c]);
    }
  }
  for (const [x, a, c] of tSquares) {
    push('tSquare', [x!, a!, c!], { modality: commonQuality([x!, a!, c!], signs, 'modality') });
  }
  for (const q of crosses) {
    push('grandCross', q, { modality: commonQuality(q, signs, 'modality') });
  }

  // Yods.
  for (const [a, b] of pairsOf('sextile')) {
    for (const x of bodies) {
      if (x !== a && x !== b && is(x, a, 'quincunx') && is(x, b, 'quincunx')) {
        push('yod', [x, a, b]);
      }
    }
  }

  // Kites.
  for (const t of grandTrines) {
    for (const corner of t) {
      const [p, q] = t.filter((b) => b !== corner) as [Body, Body];
      for (const x of bodies) {
        if (!t.includes(x) && is(x, corner, 'opposition') && is(x, p, 'sextile') && is(x, q, 'sextile')) {
          push('kite', [x, corner, p, q], { trine: t });
        }
      }
    }
  }

  for (const r of rectangles) {
    push('mysticRectangle', r);
  }

  // Stelliums, one per sign.
  const bySign = new Map<Sign, Body[]>();
  for (const b of bodies) bySign.set(signs.get(b)!, [...(bySign.get(signs.get(b)!) ?? []), b]);
  for (const [sign, members] of [...bySign.entries()].sort((x, y) => SIGN_FACTS[x[0]].index - SIGN_FACTS[y[0]].index)) {
    if (members.length >= STELLIUM_MINIMUM) {
      push('stellium', members, { sign });
    }
  }

  const typeOrder = ['grandTrine', 'tSquare', 'grandCross', 'yod', 'kite', 'mysticRectangle', 'stellium'];
  const lexical = (x: readonly Body[], y: readonly Body[]) => {
    for (let k = 0; k < Math.min(x.length, y.length); k++) if (x[k] !== y[k]) return byRank(x[k]!, y[k]!);
    return x.length - y.length;
  };
  return found.sort((x, y) => typeOrder.indexOf(x.type) - typeOrder.indexOf(y.type) || lexical(x.bodies, y.bodies));
}
