import type { HoroscopeEvent, Sign } from '../schemas/index.js';
import { SEASON_TYPES } from '../schemas/record-enums.js';
import type { HoroscopeEventText } from '../text/horoscope-event-text.js';
import { completedHoroscopeText } from '../text/horoscope-event-locales.js';
import type { TextLocale } from '../text/locales.js';
import { capitalized, fnv1a, wordCount } from './narrative-writer.js';
import { PieceLanguage, type MessageValues } from './piece-language.js';

/**
 * The editor's desk of the horoscope narratives (issue 26; docs/horoscopes.md "Narrative"): every piece is written
 * from the period's events, heaviest first, each phrased for the queried sign by its solar house — a LEAD that names
 * the event and the house, and a HOUSE CELL, an original sentence of that event kind in that house. Choices are
 * hashed from the record's identity and a slot, so neighbouring days and signs differ, and a writer never uses the
 * same sentence twice in one piece. Every sentence carries something of its house, so two signs never share one.
 */

/** A sentence of a piece, with the priority it is dropped by (higher goes first) when the piece is too long. */
export interface Part {
  readonly text: string;
  /** 0: must stay (the events the piece must name); higher: dropped first. */
  readonly drop: number;
  /** A filler goes right after this sentence when the piece keeps it (else before the closing). */
  readonly after?: string;
  /**
   * When the sentence happens (an ISO date or instant): the dated sentences of a piece are told in date order, in the
   * places dated sentences hold (undated ones — opening, closing, background — stay where they are).
   */
  readonly date?: string;
}

/** The order of bodies that offsets a house cell's variant (so two bodies in one house take different ones). */
const BODY_ORDER = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

/** Word bounds of each piece (issue 26). */
export const PIECE_WORDS = {
  daily: { min: 120, max: 200 },
  weekly: { min: 250, max: 400 },
  monthly: { min: 400, max: 700 },
  yearly: { min: 800, max: 1500 },
} as const;

/** A cell table of the event text, by name. */
export type CellKind = keyof HoroscopeEventText['cells'];
/** A lead list of the event text, by name. */
export type LeadKind = keyof HoroscopeEventText['leads'];
/** A frame list (openings, closings, quiet days) of the event text, by name. */
export type FrameKind = keyof HoroscopeEventText['frames'];
/** The arguments of a message, in the language it is written in (so a fallen-back message gets English values). */
export type Facts = (x: PieceLanguage) => MessageValues;

/**
 * A writer for one piece: its languages, its chooser key, the sentences it has used. It writes in `locale`, and
 * reads a list the translation lacks in English (`completeHoroscopeText`), the message's values then in English too;
 * `fellBack` names each such list the piece used, for the record's `warnings`.
 */
export class PieceWriter {
  /** The piece's language, and English (the same for an English piece). */
  readonly x: PieceLanguage;
  readonly en: PieceLanguage;
  /** The lists this piece read in English for want of a translation (`leads.season`, `cells.newMoon`). */
  readonly fellBack = new Set<string>();
  private readonly missing: ReadonlySet<string>;
  private readonly used = new Set<string>();
  /** The houses this piece has already named with their label. */
  private readonly named = new Set<number>();

  /**
   * `key` names the piece (period, sign, perspective); `periodKey` the period alone: house cells are chosen by the
   * period, the house and the event's body, not the sign, so two signs reading different events in the same house on
   * the same day take different variants.
   */
  constructor(readonly key: string, readonly sign: Sign, readonly locale: TextLocale = 'en', readonly periodKey: string = key) {
    this.x = new PieceLanguage(locale);
    this.en = locale === 'en' ? this.x : new PieceLanguage('en');
    this.missing = new Set(completedHoroscopeText(locale).missing);
  }

  /** The language a list of the event text is read in: the piece's, or English when the translation lacks it. */
  languageOf(path: string): PieceLanguage {
    if (this.locale === 'en' || !this.missing.has(path)) return this.x;
    this.fellBack.add(path);
    return this.en;
  }

  /** One item of a list, chosen by the key and slot, skipping sentences already used in this piece. */
  pick(list: readonly string[], slot: string): string {
    if (list.length === 0) return '';
    const start = fnv1a(`${this.key}|${slot}`) % list.length;
    for (let i = 0; i < list.length; i++) {
      const s = list[(start + i) % list.length]!;
      if (!this.used.has(s)) {
        this.used.add(s);
        return s;
      }
    }
    return list[start]!;
  }

  /**
   * A house cell's variant, chosen by the period, slot and house (plus `offset`), skipping ones used in this piece;
   * empty (the sentence left out) when every variant is used, so a piece never says the same sentence twice. `x`: the
   * language of the message the cell goes into (a clause inside a lead), else the piece's (or English, fallen back).
   */
  cell(kind: CellKind, house: number, slot: string, offset = 0, x?: PieceLanguage): string {
    const list = (x ?? this.languageOf(`cells.${kind}`)).T.cells[kind][house - 1]!;
    const start = (fnv1a(`${this.periodKey}|${slot}|h${house}`) + offset) % list.length;
    for (let i = 0; i < list.length; i++) {
      const s = list[(start + i) % list.length]!;
      if (!this.used.has(s)) {
        this.used.add(s);
        return s;
      }
    }
    return '';
  }

  /**
   * A house in prose, in language `x`: the first time a piece names it, with what it stands for ("your 7th house of
   * partnerships"); after that by its number alone ("your 7th house"), as an editor would, rather than a new label —
   * or, in a language with other short names (`houseAgain`), by those and the number in turn: every name is kept
   * (`houseAgainMark`) and `composePiece` takes them in turn in the order the piece is read, not the order its
   * sentences were written in.
   */
  house(x: PieceLanguage, house: number, slot: string): string {
    const list = x.T.houseLabel[house - 1]!;
    const label = list[fnv1a(`${this.key}|${slot}|label`) % list.length]!;
    if (!this.named.has(house)) {
      this.named.add(house);
      return label;
    }
    const again = [x.T.houseShort[house - 1]!, ...(x.T.houseAgain?.[house - 1] ?? [])];
    return again.length === 1 ? again[0]! : houseAgainMark(again);
  }

  /** What a planet's movement is about, in language `x` ("talk, plans and paperwork"). */
  flavor(x: PieceLanguage, body: string, slot: string): string {
    const list = x.T.planetFlavor[body] ?? x.T.planetFlavor['Sun']!;
    return list[fnv1a(`${this.key}|${slot}|flavor`) % list.length]!;
  }

  /** A message of a list chosen, in its language, and filled with `facts` in that language. */
  private compose(path: string, list: (x: PieceLanguage) => readonly string[], slot: string, facts: Facts): string {
    const x = this.languageOf(path);
    const message = this.pick(list(x), slot);
    return x.compose(message, facts(x));
  }

  /** A lead filled and capitalized. */
  lead(kind: LeadKind, slot: string, facts: Facts): string {
    return capitalized(this.compose(`leads.${kind}`, (x) => x.T.leads[kind], slot, facts));
  }

  /**
   * A lead from the first of `kinds` that still has a wording this piece has not used (the same template never twice
   * in a piece); when every one is used, `''` (the sentence left out) if `optional`, else the first list's choice again.
   */
  leadFrom(kinds: readonly LeadKind[], slot: string, facts: Facts, optional: boolean): string {
    for (const kind of kinds) {
      const x = this.languageOf(`leads.${kind}`);
      const list = x.T.leads[kind];
      if (list.every((s) => this.used.has(s))) continue;
      return capitalized(x.compose(this.pick(list, slot), facts(x)));
    }
    return optional ? '' : this.lead(kinds[0]!, slot, facts);
  }

  /** A frame (an opening, a closing, a quiet day) filled. */
  frame(kind: FrameKind, slot: string, facts: Facts): string {
    return this.compose(`frames.${kind}`, (x) => x.T.frames[kind], slot, facts);
  }

  /**
   * @summary The lead and house cell of an event, `when` its time in prose ("today", "on Wednesday", "on 20 March")
   * in the lead's language. A Moon ingress, a quarter Moon and a re-entry read their own tables; every other kind its own.
   */
  event(e: HoroscopeEvent, when: (x: PieceLanguage) => string, slot: string): { lead: string; cell: string; cells: CellKind } {
    const h = e.house;
    const base: Facts = (x) => ({ when: when(x), ...x.sign('sign', e.sign), house: this.house(x, h, slot) });
    const withBody: Facts = (x) => ({ ...base(x), ...x.body('planet', e.body ?? 'Sun'), flavor: this.flavor(x, e.body ?? 'Sun', slot) });
    let lead: LeadKind;
    let cells: CellKind;
    let facts: Facts = base;
    switch (e.kind) {
      case 'eclipse': {
        const solar = /^\w+ solar eclipse/i.test(e.event);
        lead = solar ? 'solarEclipse' : 'lunarEclipse';
        cells = solar ? 'solarEclipse' : 'lunarEclipse';
        facts = (x) => ({ ...base(x), ...x.eclipse(e.event) });
        break;
      }
      case 'season': {
        const season = SEASON_TYPES.find((s) => e.event.includes(s)) ?? SEASON_TYPES[0];
        lead = 'season';
        cells = 'sunArrives';
        facts = (x) => {
          const notes = x.T.seasonNote[season] ?? [''];
          return { ...base(x), season: x.G.seasons[season] ?? season, seasonNote: notes[fnv1a(`${this.key}|${slot}|season`) % notes.length]! };
        };
        break;
      }
      case 'sunIngress':
        lead = 'sunIngress';
        cells = 'sunArrives';
        break;
      case 'station':
        lead = e.direction === 'direct' ? 'stationDirect' : 'stationRetrograde';
        cells = e.direction === 'direct' ? 'stationDirect' : 'stationRetrograde';
        facts = withBody;
        break;
      case 'lunation': {
        const phase = e.event.split(' in ')[0]!;
        lead = phase === 'New Moon' ? 'newMoon' : phase === 'Full Moon' ? 'fullMoon' : 'quarterMoon';
        cells = phase === 'New Moon' ? 'newMoon' : phase === 'Full Moon' ? 'fullMoon' : 'quarterMoon';
        facts = (x) => ({ ...base(x), phase: x.G.quarters[phase] ?? phase });
        break;
      }
      case 'ingress':
        lead = e.direction === 'retrograde' ? 'reentry' : 'ingress';
        cells = e.direction === 'retrograde' ? 'retrogradeOngoing' : 'planetArrives';
        facts = withBody;
        break;
      case 'conjunction':
        lead = 'conjunction';
        cells = 'slowConjunction';
        facts = (x) => ({ ...withBody(x), ...x.body('other', e.otherBody ?? 'Sun') });
        break;
      case 'moonIngress':
        lead = 'moonMoves';
        cells = 'moonDay';
        break;
    }
    const offset = BODY_ORDER.indexOf(e.body ?? '') + 1;
    return { lead: this.lead(lead, slot, facts), cell: this.cell(cells, h, `${e.kind}|${e.direction ?? ''}|${slot.replace(/^\w\d+/, '')}`, offset), cells };
  }
}

/**
 * @summary The house a piece is about: the one whose events weigh most in all (the sum of their importance), ties to
 * the house of the heaviest single event, then to the earliest. So an opening and a closing name the house where the
 * period's news gathers (March 2025 for Scorpio: the 6th, with the equinox, the solar eclipse, two stations and
 * Neptune's ingress), not the house of whichever heavy event happens to come first. `fallback` when there is none.
 */
export function focusHouse(events: readonly HoroscopeEvent[], fallback: number): number {
  const sum = new Map<number, { total: number; top: number; first: string }>();
  for (const e of events) {
    if (e.kind === 'moonIngress') continue;
    const x = sum.get(e.house) ?? { total: 0, top: 0, first: e.date };
    sum.set(e.house, { total: x.total + e.importance, top: Math.max(x.top, e.importance), first: e.date < x.first ? e.date : x.first });
  }
  let best: [number, { total: number; top: number; first: string }] | undefined;
  for (const entry of sum) {
    const [, b] = entry;
    if (best === undefined || b.total > best[1].total || (b.total === best[1].total && (b.top > best[1].top || (b.top === best[1].top && b.first < best[1].first)))) best = entry;
  }
  return best?.[0] ?? fallback;
}

/** A house named again with several names: all of them, between marks, for `composePiece` to choose from. */
const AGAIN = /\uE000([^\uE000]*)\uE000/g;
const houseAgainMark = (names: readonly string[]) => `\uE000${names.join('\uE001')}\uE000`;
/** A sentence with each marked house by its first name (the number), to count its words. */
const plain = (text: string) => text.replace(AGAIN, (_m, names: string) => names.split('\uE001')[0]!);

/**
 * @summary Join a piece's sentences within its bounds: sentences of the highest `drop` go first (the last of them
 * first) while the piece is too long; fillers are added in order while it is too short and they fit.
 */
export function composePiece(parts: readonly Part[], fillers: readonly Part[], bounds: { min: number; max: number }): string {
  const kept = parts.filter((p) => p.text.length > 0).map((p) => ({ ...p, text: capitalized(p.text) }));
  const total = () => kept.reduce((n, p) => n + wordCount(plain(p.text)), 0);
  while (total() > bounds.max) {
    let worst = -1;
    for (let i = kept.length - 1; i >= 0; i--) if (kept[i]!.drop > 0 && (worst < 0 || kept[i]!.drop > kept[worst]!.drop)) worst = i;
    if (worst < 0) break;
    kept.splice(worst, 1);
  }
  // Fillers go just before the last sentence (the closing), in order.
  const closing = kept.pop();
  let words = total() + (closing === undefined ? 0 : wordCount(plain(closing.text)));
  for (const f of fillers) {
    if (words >= bounds.min) break;
    if (f.text.length === 0 || words + wordCount(plain(f.text)) > bounds.max) continue;
    const filler = { ...f, text: capitalized(f.text) };
    let at = f.after === undefined ? -1 : kept.findIndex((p) => p.text === capitalized(f.after!));
    if (at < 0) kept.push(filler);
    else {
      while (at + 1 < kept.length && kept[at + 1]!.after === f.after) at++;
      kept.splice(at + 1, 0, filler);
    }
    words += wordCount(plain(f.text));
  }
  if (closing !== undefined) kept.push(closing);
  // Dated sentences in date order, in the places dated sentences hold (a stable sort: a lead, its cell and fillers stay together).
  const dated = kept.map((p, i) => (p.date === undefined ? -1 : i)).filter((i) => i >= 0);
  const ordered = dated.map((i) => kept[i]!).sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : 0));
  dated.forEach((at, k) => {
    kept[at] = ordered[k]!;
  });
  // A house named again takes its names in turn, as the piece is read (« votre maison 11 », then « votre secteur des
  // amitiés »…), so that two sentences running never name it alike.
  const turn = new Map<string, number>();
  return kept.map((p) => p.text.replace(AGAIN, (_m, names: string, at: number) => {
    const k = turn.get(names) ?? 0;
    turn.set(names, k + 1);
    const name = names.split('\uE001')[k % names.split('\uE001').length]!;
    return at === 0 ? capitalized(name) : name;
  })).join(' ');
}
