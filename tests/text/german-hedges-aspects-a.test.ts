/**
 * Issue 31, German text review: the aspect entries of src/text/de/aspects/part-01.ts … part-08.ts (the Sun, the Moon,
 * Mercury, Venus and Mars with their partners) rendered the English "may" as «womöglich» 198 times, often twice in one
 * entry. German varies the hedge («kann», «oft», «gern», «leicht», «mitunter», «nicht selten», «es kommt vor, dass …»,
 * the plain indicative) and keeps «womöglich» where a worry is meant (docs/i18n/de.md, the "may" row). This test holds
 * those eight files to at most one «womöglich» an entry and to the 24 left after the rewrite, and checks a rewritten
 * sentence of each file. Parts 09–15 are another pass's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname, '../../src/text/de/aspects');
const PARTS = ['01', '02', '03', '04', '05', '06', '07', '08'] as const;
const source = (part: string): string => readFileSync(join(DIR, `part-${part}.ts`), 'utf8');
const count = (text: string): number => (text.match(/womöglich/gi) ?? []).length;

/** The count measured after the rewrite (before: 198, up to 33 a file). */
const BOUND = 24;

/** One rewritten sentence of each file, as it now reads. */
const REWRITTEN: Readonly<Record<(typeof PARTS)[number], string>> = {
  '01': 'Am Ende steht oft eine geerdete Autorität, mitfühlend, weil sie weiß, wie mühsam der Aufstieg war.',
  '02': 'Im Gespräch unter vier Augen blüht dieser Mensch auf, während er allein oder in der Menge stiller wirkt.',
  '03': 'Freude wird gern aufgeschoben, bis alle Arbeit getan ist – und fertig wird sie nie.',
  '04': 'Kinder, ältere Verwandte und Tiere fassen meist schnell Zutrauen zu ihm.',
  '05': 'Geschmack und Urteil sind sich oft uneins: Ein Kauf sieht hinreißend aus, ergibt aber keinen Sinn, oder eine vernünftige Wahl fühlt sich freudlos an.',
  '06': 'Eine unbedachte Bemerkung spricht sich womöglich weiter herum als beabsichtigt.',
  '07': 'Oft gilt die Liebe eher einer Möglichkeit als der Wirklichkeit: Ein Partner wird zur großen Liebe erklärt, bevor man ihn kennt, oder man bleibt jemandem treu, der immer wieder enttäuscht.',
  '08': 'Auch den gelegentlichen Konflikt, den Wachstum nun einmal verlangt, scheut dieser Mensch gern.',
};

/** Old wordings that must not come back. */
const OLD = [
  'Heraus kommt womöglich eine geerdete Autorität',
  'Dieser Mensch fühlt sich womöglich beurteilt',
  'Das Leben schickt womöglich immer wieder Mentoren',
  'Die Öffnungen, die er bietet',
  'Kollegen und Vorgesetzte finden es womöglich leicht',
  'Im Zweiergespräch blüht dieser Mensch womöglich auf',
];

describe('the German hedge «womöglich» in aspect parts 01–08', () => {
  it.each(PARTS)('part-%s: no entry says it more than once', (part) => {
    const entries = [...source(part).matchAll(/`([^`]*)`|summary: '((?:[^'\\]|\\.)*)'/g)];
    expect(entries.length).toBeGreaterThanOrEqual(60);
    const twice = entries.map((m) => m[1] ?? m[2] ?? '').filter((t) => count(t) > 1).map((t) => t.slice(0, 80));
    expect(twice).toEqual([]);
  });

  it(`the eight files hold at most ${BOUND}`, () => {
    expect(PARTS.reduce((n, part) => n + count(source(part)), 0)).toBeLessThanOrEqual(BOUND);
  });

  it.each(PARTS)('part-%s holds its rewritten sentence', (part) => {
    expect(source(part)).toContain(REWRITTEN[part]);
  });

  it('the old wordings are gone', () => {
    const all = PARTS.map(source).join('\n');
    for (const phrase of OLD) expect(all, phrase).not.toContain(phrase);
  });
});
