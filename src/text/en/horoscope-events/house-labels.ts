import type { HouseCells } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale en: how the twelve solar houses are named in a
// horoscope. Each label carries its number so a reader can follow the house from one piece to the next.

export const HOUSE_LABELS: HouseCells = [
  ['your 1st house of self and first impressions', 'your own 1st house of body and bearing'],
  ['your 2nd house of money and possessions', 'your 2nd house of income and self-worth'],
  ['your 3rd house of talk, errands and siblings', 'your 3rd house of messages and the neighborhood'],
  ['your 4th house of home and family', 'your 4th house of roots and private life'],
  ['your 5th house of fun, romance and creativity', 'your 5th house of play, children and pleasure'],
  ['your 6th house of work routines and health', 'your 6th house of daily duties and habits'],
  ['your 7th house of partnerships', 'your 7th house of close partners and contracts'],
  ['your 8th house of shared money and intimacy', 'your 8th house of debts, trust and deep bonds'],
  ['your 9th house of travel, study and belief', 'your 9th house of far places and big ideas'],
  ['your 10th house of career and reputation', 'your 10th house of public standing and ambition'],
  ['your 11th house of friends and hopes', 'your 11th house of groups, networks and wishes'],
  ['your 12th house of rest and retreat', 'your 12th house of solitude, endings and quiet repair'],
];

/** A house named again in the same piece: its number alone. */
export const HOUSE_SHORT: readonly string[] = [
  'your 1st house', 'your 2nd house', 'your 3rd house', 'your 4th house', 'your 5th house', 'your 6th house',
  'your 7th house', 'your 8th house', 'your 9th house', 'your 10th house', 'your 11th house', 'your 12th house',
];
