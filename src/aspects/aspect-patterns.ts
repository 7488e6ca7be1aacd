import { BODIES, type Aspect, type AspectPattern, type AspectType, type Body, type Sign } from '../schemas/index.js';
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

/** "Sun, Moon and Mars". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function commonQuality(bodies: readonly Body[], signs: ReadonlyMap<Body, Sign>, key: 'element' | 'modality'): string | null {
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
 * Patterns are listed in the order of the spec's pattern types, then by their bodies in Body order.
 * @example configurationsOf(positions, aspects(positions)) // [{ type: 'grandTrine', bodies: ['Sun', 'Jupiter', 'Saturn'], … }]
 */
export function configurationsOf(
  positions: readonly PlacedBody[],
  aspectList: readonly Aspect[],
  options: AspectPatternOptions = {},
): AspectPattern[] {
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

  const found: AspectPattern[] = [];
  const push = (type: AspectPattern['type'], list: Body[], description: string) =>
    found.push({ type, bodies: list, description });

  // Grand trines (and the kites built on them).
  const grandTrines: [Body, Body, Body][] = [];
  for (const [a, b] of pairsOf('trine')) {
    for (const c of bodies) if (byRank(c, b) > 0 && is(a, c, 'trine') && is(b, c, 'trine')) grandTrines.push([a, b, c]);
  }
  for (const t of grandTrines) {
    const element = commonQuality(t, signs, 'element');
    push('grandTrine', [...t], `Grand trine of ${listNames(t)}${element ? ` in ${element} signs` : ' (out of element)'}.`);
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
    const modality = commonQuality([x!, a!, c!], signs, 'modality');
    push('tSquare', [x!, a!, c!], `T-square: ${a} opposite ${c}, both square the apex ${x}${modality ? `, in ${modality} signs` : ''}.`);
  }
  for (const q of crosses) {
    const modality = commonQuality(q, signs, 'modality');
    push('grandCross', q, `Grand cross of ${listNames(q)}: two oppositions square to each other${modality ? `, in ${modality} signs` : ''}.`);
  }

  // Yods.
  for (const [a, b] of pairsOf('sextile')) {
    for (const x of bodies) {
      if (x !== a && x !== b && is(x, a, 'quincunx') && is(x, b, 'quincunx')) {
        push('yod', [x, a, b], `Yod: ${a} sextile ${b}, both quincunx the apex ${x}.`);
      }
    }
  }

  // Kites.
  for (const t of grandTrines) {
    for (const corner of t) {
      const [p, q] = t.filter((b) => b !== corner) as [Body, Body];
      for (const x of bodies) {
        if (!t.includes(x) && is(x, corner, 'opposition') && is(x, p, 'sextile') && is(x, q, 'sextile')) {
          push('kite', [x, corner, p, q], `Kite: the grand trine of ${listNames(t)} with ${x} opposite ${corner} and sextile ${p} and ${q}.`);
        }
      }
    }
  }

  for (const r of rectangles) {
    push('mysticRectangle', r, `Mystic rectangle of ${listNames(r)}: two oppositions joined by two sextiles and two trines.`);
  }

  // Stelliums, one per sign.
  const bySign = new Map<Sign, Body[]>();
  for (const b of bodies) bySign.set(signs.get(b)!, [...(bySign.get(signs.get(b)!) ?? []), b]);
  for (const [sign, members] of [...bySign.entries()].sort((x, y) => SIGN_FACTS[x[0]].index - SIGN_FACTS[y[0]].index)) {
    if (members.length >= STELLIUM_MINIMUM) {
      push('stellium', members, `Stellium of ${members.length} planets in ${sign}: ${listNames(members)}.`);
    }
  }

  const typeOrder = ['grandTrine', 'tSquare', 'grandCross', 'yod', 'kite', 'mysticRectangle', 'stellium'];
  const lexical = (x: readonly Body[], y: readonly Body[]) => {
    for (let k = 0; k < Math.min(x.length, y.length); k++) if (x[k] !== y[k]) return byRank(x[k]!, y[k]!);
    return x.length - y.length;
  };
  return found.sort((x, y) => typeOrder.indexOf(x.type) - typeOrder.indexOf(y.type) || lexical(x.bodies, y.bodies));
}
