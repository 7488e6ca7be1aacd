/**
 * The entry counts per family in docs/interpretations.md ("Entry counts per family", issue 26 "Must show") are the
 * counts of the data modules: each row's key names a family, counted here from the module itself.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEXT_LOCALES } from '../../src/text/index.js';
import { natalText } from '../../src/text/natal-locales.js';
import { TECHNIQUE_TEXT_LOCALES } from '../../src/text/technique-locales.js';
import { RELATIONSHIP_TEXT_LOCALES } from '../../src/text/relationship-text.js';
import { horoscopeEventText } from '../../src/text/horoscope-event-locales.js';

/** The strings of a nested object or array (each one an entry of the string families). */
const leaves = (x: unknown): number => (typeof x === 'string' ? 1
  : Array.isArray(x) ? x.reduce((n: number, y) => n + leaves(y), 0)
    : x !== null && typeof x === 'object' ? Object.values(x).reduce((n: number, y) => n + leaves(y), 0) : 0);

const T = TEXT_LOCALES.en;
const N = natalText('en');
const X = TECHNIQUE_TEXT_LOCALES.en;
const R = RELATIONSHIP_TEXT_LOCALES.en;
const H = horoscopeEventText('en');

const COUNTS: Readonly<Record<string, number>> = {
  houses: T.houses.length,
  signs: Object.keys(T.signs).length,
  decans: T.decans.length,
  planetInSign: Object.values(T.planetInSign).reduce((n, bySign) => n + Object.keys(bySign).length, 0),
  planetInHouse: Object.values(T.planetInHouse).reduce((n, byHouse) => n + byHouse.length, 0),
  aspects: T.aspects.length,
  minorAspects: Object.keys(T.minorAspects).length,
  degreeSymbols: Object.values(T.degreeSymbols).reduce((n, list) => n + list.length, 0),
  ...Object.fromEntries(Object.entries(N).map(([k, v]) => [`natal.${k}`, leaves(v)])),
  'technique.slowTransits': leaves(X.slowTransits),
  'technique.fastTransits': leaves(X.fastTransits),
  'technique.fastAspectClauses': leaves(X.fastAspectClauses),
  'technique.houseTransits': leaves(X.houseTransits),
  'technique.progressions': leaves(X.progressions),
  'technique.returns': leaves(X.returns),
  'synastry.pairs': R.synastry.pairs.length * 3,
  'synastry.overlays': leaves(R.synastry.overlays),
  'composite.houses': leaves(R.composite.houses),
  'composite.signs': leaves(R.composite.signs),
  'horoscopeEvents.cells': leaves(H.cells),
  'horoscopeEvents.leads': leaves(H.leads),
};

describe('docs/interpretations.md "Entry counts per family"', () => {
  const doc = readFileSync(new URL('../../docs/interpretations.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## Entry counts per family'), doc.indexOf('## Voice and principles'));
  const rows = [...section.matchAll(/^\| `([\w.]+)` \| [^|]+ \| ([\d,]+) \|$/gm)].map((m) => [m[1]!, Number(m[2]!.replace(',', ''))] as const);

  it('lists every family the modules hold, each once', () => {
    expect(rows.map(([k]) => k).sort()).toEqual(Object.keys(COUNTS).sort());
  });

  it('gives each family the count of its data module', () => {
    for (const [key, count] of rows) expect(count, key).toBe(COUNTS[key]);
  });
});
