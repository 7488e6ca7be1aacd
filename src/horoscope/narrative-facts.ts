import { MOON_PHASES, SIGNS } from '../schemas/index.js';
import { BoundedCache } from '../units/bounded-cache.js';

/**
 * The facts a narrative may name (docs/horoscopes.md "Narrative"): bodies, signs, aspects, lunar phases, a retrograde,
 * an eclipse, a void-of-course Moon. A fact is a token: `body:Mars`, `sign:Leo`, `aspect:square`, `phase:Full Moon`,
 * `retrograde`, `eclipse`, `void`. The narrative composers only use a phrase from the interpretation text when every
 * fact it names is a fact of the record it stands beside (`fitsFacts`), so a keyword such as "new beginnings" may
 * pass while one naming a planet absent from the record is skipped.
 */

/** A fact token (see above). */
export type FactToken = string;

/** Bodies a narrative could name, as written in prose; `North Node` and `Lilith` stand for their variants. */
const BODY_WORDS: readonly (readonly [string, string])[] = [
  ...['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'Ceres',
    'Pallas', 'Juno', 'Vesta', 'Eris', 'Lilith'].map((b) => [b, b] as const),
  ['North Node', 'NorthNode'],
  ['South Node', 'SouthNode'],
];

/** Aspect words as written in prose (plural allowed), with the aspect type they name. */
const ASPECT_WORDS = ['conjunction', 'sextile', 'square', 'trine', 'opposition', 'quincunx'] as const;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Proper names (case-sensitive): the bodies and the signs, each a whole word. */
const PROPER = new Map<string, FactToken>([
  ...BODY_WORDS.map(([word, body]) => [word, `body:${body}`] as const),
  ...SIGNS.map((s) => [s, `sign:${s}`] as const),
]);
const PROPER_RE = new RegExp(`\\b(${[...PROPER.keys()].map(escape).join('|')})\\b`, 'g');

/** Common words (case-insensitive): aspects (plural allowed, "semi-square" excluded), phases and the three events. */
const COMMON = new Map<string, FactToken>([
  ...ASPECT_WORDS.map((a) => [a, `aspect:${a}`] as const),
  ...MOON_PHASES.map((p) => [p.toLowerCase(), `phase:${p}`] as const),
  ['retrograde', 'retrograde'],
  ['eclipse', 'eclipse'],
  ['void of course', 'void'],
]);
const COMMON_RE = new RegExp(`(?<!semi-?)\\b(${[...COMMON.keys()].map(escape).join('|')})(?:s|es)?\\b`, 'gi');

/**
 * @summary The facts a piece of prose names (case-sensitive for bodies and signs, which are proper names;
 * case-insensitive for aspects, phases and events).
 * @example [...namedFacts('Mars in Leo makes a square to your sign')] // ['body:Mars', 'sign:Leo', 'aspect:square']
 */
export function namedFacts(text: string): ReadonlySet<FactToken> {
  return NAMED.getOrCompute(text, scan);
}

/** The phrases the narratives test are few (keywords, guidance lines, enumeration values): their facts are kept. */
const NAMED_MEMO_SIZE = 8192;
const NAMED = new BoundedCache<string, ReadonlySet<FactToken>>(NAMED_MEMO_SIZE);

function scan(text: string): ReadonlySet<FactToken> {
  const out = new Set<FactToken>();
  for (const m of text.matchAll(PROPER_RE)) out.add(PROPER.get(m[1]!)!);
  for (const m of text.matchAll(COMMON_RE)) out.add(COMMON.get(m[1]!.toLowerCase())!);
  return out;
}

/** @summary True when every fact `text` names is in `allowed`. */
export function fitsFacts(text: string, allowed: ReadonlySet<FactToken>): boolean {
  for (const f of namedFacts(text)) if (!allowed.has(f)) return false;
  return true;
}

/** Record members whose presence makes the Moon a fact of the record. */
const MOON_KEYS = new Set(['moonContext', 'moonSign', 'moonPhase', 'moonPhaseAtStart', 'moonPhaseAtEnd', 'moonPhases']);

/**
 * @summary The facts of a horoscope record's structured data (the `narrative` member excluded): every fact its strings
 * name (body, sign, aspect and phase values, event wordings), the Moon where the record describes it, `retrograde`
 * when it lists retrograde planets or periods, `eclipse` when it has an eclipse, `void` when the Moon is void of course.
 */
export function recordFacts(record: object): Set<FactToken> {
  const out = new Set<FactToken>();
  const visit = (value: unknown, key: string): void => {
    if (key === 'narrative') return;
    if (MOON_KEYS.has(key)) out.add('body:Moon');
    if (typeof value === 'string') {
      for (const f of namedFacts(value)) out.add(f);
      const body = BODY_WORDS.find(([, b]) => b === value);
      if (body !== undefined) out.add(`body:${body[1]}`);
    } else if (Array.isArray(value)) {
      if (key === 'retrogrades' && value.length > 0) out.add('retrograde');
      if (key === 'eclipses' && value.length > 0) out.add('eclipse');
      for (const v of value) visit(v, key);
    } else if (value !== null && typeof value === 'object') {
      if (key === 'eclipse') out.add('eclipse');
      for (const [k, v] of Object.entries(value)) visit(v, k);
    } else if (value === true && (key === 'isVoidOfCourse' || key === 'voidOfCourse')) {
      out.add('void');
    }
  };
  visit(record, '');
  return out;
}
