import type { PartialText } from '../text/partial-text.js';
import type { AspectType, Locale, Sign } from '../schemas/index.js';
import { REPORT_WORDS } from './report-words.js';
import { familyTable, textFamily } from '../text/text-family.js';
import { RELATIONSHIP_REPORT_WORDS_DE } from './words/de/relationship-report-words.js';
import { RELATIONSHIP_REPORT_WORDS_ES } from './words/es/relationship-report-words.js';
import { RELATIONSHIP_REPORT_WORDS_FR } from './words/fr/relationship-report-words.js';
import { RELATIONSHIP_REPORT_WORDS_PT_BR } from './words/pt-br/relationship-report-words.js';

/**
 * The connective words of the synastry and composite reports in one locale: titles, and the short headings that
 * name a contact, an overlay or a placement. They carry no interpretation (the paragraphs are the entries' text).
 */
export interface RelationshipReportWords {
  readonly synastryTitle: string;
  readonly compositeTitle: string;
  readonly titles: {
    readonly aspects: string;
    readonly overlaysAinB: string;
    readonly overlaysBinA: string;
    readonly signs: string;
    readonly houses: string;
  };
  /** `A's Venus trine B's Mars (orb 1°12′)`. */
  readonly contact: (pointA: string, aspect: AspectType, pointB: string, orb: string) => string;
  /** `A's Venus in B's 7th house`. */
  readonly overlay: (person: 'A' | 'B', body: string, house: number) => string;
  /**
   * The paragraph of an overlay whose text the report has already read (the same planet in the same house both ways:
   * A's Venus in B's 7th, B's Venus in A's 7th): it points back to the first one's heading (`first`) instead of
   * printing the same paragraph twice; `person` holds the planet here.
   */
  readonly sharedOverlay: (person: 'A' | 'B', first: string) => string;
  /** `Composite Venus in Libra`. */
  readonly compositeSign: (body: string, sign: Sign) => string;
  /** `Composite Venus in the 5th house`. */
  readonly compositeHouse: (body: string, house: number) => string;
  /** The facts line of the contacts section: the compatibility scores. */
  readonly scoresLead: (overall: number, emotional: number, communication: number, attraction: number, growth: number) => string;
  /** One planet of an overlays facts line with the house it falls in: `Venus 7`. */
  readonly overlayPlacement: (body: string, house: number) => string;
  /** The facts line of an overlays section: the planets and their houses (`overlayPlacement`s, joined by commas). */
  readonly overlaysLead: (person: 'A' | 'B', placements: string) => string;
  /** How the contact texts name the two people (they speak of roles). */
  readonly rolesNote: string;
  /** A person born at an unknown time: the chart is cast for local noon, and the Moon may be off. */
  readonly untimedNote: (person: 'A' | 'B') => string;
  /** `Person A: born 1990-07-15 14:30 (America/New_York), 40.7128° N 74.0060° W`. */
  readonly personLine: (person: 'A' | 'B', birth: string) => string;
}

const ASPECT_NAMES_EN: Readonly<Record<AspectType, string>> = {
  conjunction: 'conjunct', sextile: 'sextile', square: 'square', trine: 'trine', opposition: 'opposite',
  quincunx: 'quincunx', semiSextile: 'semi-sextile', semiSquare: 'semi-square', sesquiquadrate: 'sesquiquadrate',
  quintile: 'quintile', biquintile: 'biquintile',
};

const en = REPORT_WORDS.en;

const RELATIONSHIP_WORDS_EN: RelationshipReportWords = {
  synastryTitle: 'Synastry report',
  compositeTitle: 'Composite report',
  titles: {
    aspects: 'The strongest contacts',
    overlaysAinB: 'A’s planets in B’s houses',
    overlaysBinA: 'B’s planets in A’s houses',
    signs: 'The composite Sun, Moon, Venus and Mars',
    houses: 'The planets in the composite houses',
  },
  contact: (a, aspect, b, orb) => `A’s ${en.pointName(a)} ${ASPECT_NAMES_EN[aspect]} B’s ${en.pointName(b)} (orb ${orb})`,
  overlay: (person, body, house) => `${person}’s ${en.pointName(body)} in ${person === 'A' ? 'B' : 'A'}’s ${en.ordinal(house)} house`,
  sharedOverlay: (person, first) =>
    `The same placement as “${first}”, the other way round: the reading above holds here too, with the roles exchanged; here the planet is ${person}’s and the house ${person === 'A' ? 'B' : 'A'}’s.`,
  compositeSign: (body, sign) => `Composite ${en.pointName(body)} in ${sign}`,
  compositeHouse: (body, house) => `Composite ${en.pointName(body)} in the ${en.ordinal(house)} house`,
  scoresLead: (overall, emotional, communication, attraction, growth) =>
    `Scores: overall ${overall} · emotional ${emotional} · communication ${communication} · attraction ${attraction} · growth ${growth}`,
  overlayPlacement: (body, house) => `${en.pointName(body)} ${house}`,
  overlaysLead: (person, placements) => `${person}’s planets by ${person === 'A' ? 'B' : 'A'}’s houses: ${placements}`,
  rolesNote: 'in each text, “the Venus partner” is the person whose Venus it is',
  untimedNote: (person) => `${person}’s birth time unknown: ${person}’s planets as at local noon (the Moon within some 7° of it)`,
  personLine: (person, birth) => `Person ${person}: ${birth.charAt(0).toLowerCase()}${birth.slice(1)}`,
};

/**
 * The relationship reports' headings in every locale, a family of composed words (issue 31): a translation adds its `PartialText<RelationshipReportWords>` in
 * `translations` (each heading a function or a string, translated whole or absent), completed with English.
 */
export const RELATIONSHIP_REPORT_WORDS_FAMILY = textFamily<RelationshipReportWords>(
  'section titles and headings', RELATIONSHIP_WORDS_EN,
  { es: RELATIONSHIP_REPORT_WORDS_ES, 'pt-BR': RELATIONSHIP_REPORT_WORDS_PT_BR, fr: RELATIONSHIP_REPORT_WORDS_FR, de: RELATIONSHIP_REPORT_WORDS_DE },
  { composed: true },
);

/** The relationship reports' connective words of every locale with text. */
export const RELATIONSHIP_REPORT_WORDS: Readonly<Record<Locale, RelationshipReportWords>> = familyTable(RELATIONSHIP_REPORT_WORDS_FAMILY);

/** The relationship reports' words of a translation, in part (issue 31): each absent heading reads English. */
export type PartialRelationshipReportWords = PartialText<RelationshipReportWords>;
