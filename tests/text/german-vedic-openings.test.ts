/**
 * Issue 31, session 18 (docs/samples/de/VEDIC-CRITIQUE.md, "The yogas and doshas", what is still weak): the German yoga
 * and dosha readings opened some fifty sentences and clauses with « Die Texte … » / « Die Handbücher … » (58 mentions
 * in all), as the English opens with "The texts" and "The manuals". They now name the classical work where the
 * catalogue cites one (Parashara for the Nabhasa yogas of BPHS ch. 35, Mantreswara's Phaladeepika for the Parivartana
 * yogas, Brihat Jataka and Saravali for Kemadruma), state the rule directly, or start from the chart's fact. Counted over
 * every string of the German Vedic text files and the German Vedic report words; hand-typed rewritten sentences read
 * through the records; and the old frames, with the four capitalised « Gefallen(e) » the session-17 check missed,
 * must not come back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doshaInterpretation, yogaInterpretation } from '../../src/index.js';

const ROOT = join(__dirname, '../..');
const FILES = [
  ...readdirSync(join(ROOT, 'src/text/de/vedic')).filter((f) => f.endsWith('.ts')).map((f) => join(ROOT, 'src/text/de/vedic', f)),
  ...readdirSync(join(ROOT, 'src/report/words/de')).filter((f) => /^vedic-.*\.ts$/.test(f)).map((f) => join(ROOT, 'src/report/words/de', f)),
];
/** Every quoted string of those files (template or single-quoted), split into sentences. */
const SENTENCES = FILES.flatMap((f) =>
  [...readFileSync(f, 'utf8').matchAll(/`([^`]*)`|'((?:[^'\\]|\\.)*)'/g)].flatMap((m) => (m[1] ?? m[2] ?? '').split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„])/)));
/** « Die Texte », « Die alten Texte », « Nach den Texten », « Die Handbücher », « Die Klassiker » … within the first four words. */
const OPENS_WITH_SOURCES = /^(\S+\s+){0,3}?(Texte|Texten|Handbüch\w*|Klassiker\w*|Lehrbüch\w*)\b/;

describe('the German Vedic text no longer opens with « Die Texte » or « Die Handbücher »', () => {
  it('reads the fourteen text files and the two Vedic report-word files', () => {
    expect(FILES).toHaveLength(16);
    expect(SENTENCES.length).toBeGreaterThan(1500);
  });

  it('no sentence, and no clause after a colon, a semicolon or « , und », opens with them (50 before)', () => {
    const sentences = SENTENCES.filter((s) => OPENS_WITH_SOURCES.test(s));
    const clauses = SENTENCES.flatMap((s) => s.split(/:\s+|;\s+|,\s+und\s+/)).filter((c) => OPENS_WITH_SOURCES.test(c));
    expect(sentences).toEqual([]);
    expect(clauses.length).toBeLessThanOrEqual(0);
    // The probe: an old sentence is caught, as the sentence and as a clause after a colon.
    expect(OPENS_WITH_SOURCES.test('Die klassischen Texte warnen auch vor einem Jähzorn.')).toBe(true);
    expect('Wasser sammelt sich leise: Die Texte zeichnen jemanden.'.split(/:\s+/).some((c) => OPENS_WITH_SOURCES.test(c))).toBe(true);
  });

  it('mentions « Texte » or « Handbücher » twice in all (58 before), in the sign exception’s caution', () => {
    const mentions = SENTENCES.flatMap((s) => s.match(/Texte|Handbüch|Klassiker|Lehrbüch/g) ?? []);
    expect(mentions.length).toBeLessThanOrEqual(2);
    expect(doshaInterpretation('manglik-cancellation-mars-sign-exception', { locale: 'de' }).text).toContain(
      'Diese Ausnahmen sind eine Überlieferung der Handbücher für den Horoskopvergleich und keine Regel der ältesten Texte',
    );
  });

  it('reads the rewritten sentences', () => {
    const yoga = (id: string) => yogaInterpretation(id, { locale: 'de' }).text;
    expect(yoga('vajra')).toContain('Parashara verspricht dem Geborenen Glück am Anfang und am Ende des Lebens mit einer härteren mittleren Strecke, dazu Mut und gutes Aussehen.');
    expect(yoga('kala-sarpa')).toContain('In BPHS, Brihat Jataka und Phaladeepika fehlt es; es ist eine moderne Überlieferung, und sein Gewicht ist unter Astrologen umstritten.');
    expect(yoga('khala-parivartana')).toContain('und Mantreswara beschreibt in der Phaladeepika einen gemischten Charakter:');
    expect(yoga('chakra')).toContain('Planeten im Fall sind morsche Speichen, und Übeltäter im 1. machen das Rad schwer.');
    expect(doshaInterpretation('dhaiya-fourth', { locale: 'de' }).text).toContain(
      'Nicht selten stehen ein Umzug oder eine Renovierung an, häusliche Pflichten wachsen, Fahrzeuge oder Immobilien brauchen Pflege, und daheim herrscht eine rastlose Stimmung.',
    );
    expect(doshaInterpretation('manglik-cancellation-mars-with-moon', { locale: 'de' }).text).toContain(
      'Teilen sich Mars und der Mond ein Zeichen, gilt das Manglik-Dosha nach der üblichen Regel als aufgehoben.',
    );
  });

  const text = SENTENCES.join('\n');
  const OLD = [
    /\b[Dd]ie (alten |klassischen |modernen )?(Texte|Handbücher)\b/,
    /nach den (Worten der )?(Texten?|Handbüchern)/, /in den (Texten|Handbüchern)/, /der Texte von/,
    /Die Texte (lesen|fügen|nennen|versprechen|beschreiben|vermerken)/, /Die Handbücher (zählen|beschreiben|nennen|verbinden)/,
    // Session 17 refused « gefallen » in lower case; these four stood at the head of a sentence or a list.
    /\bGefallene?[nrms]?\b/,
    // « fehlen mag » read first as *likes to* (the critique's point 6), in Yuga.
    /fehlen mag/,
  ];
  it.each(OLD.map((p) => [String(p), p] as const))('%s is gone', (_label, pattern) => {
    expect(text).not.toMatch(pattern);
  });
});
