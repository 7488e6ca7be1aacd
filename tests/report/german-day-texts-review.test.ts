/**
 * Issue 31: the German sign compatibility, lunar guidance and day highlight, read back by an editor
 * (docs/samples/de/CRITIQUE.md, "Sign compatibility, lunar guidance and day highlight (session 15)"). Hand-typed
 * outputs as they read after the review, and that none of the flagged phrases is left in the three German files: the
 * quincunx that counted the signs between („Fünf Zeichen trennen sie“), the conditional conjunction („Teilen die
 * beiden ein Zeichen“), the eclipse axis named by one sign („die Achse des Widders“), and the calques and padding of
 * the lunar guidance („lose Enden“, „pompöse Gesten“, „dauerhaften Ziel“, „schon beim ersten Hindernis gleich“).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { almanacDay, lunarGuidance, signCompatibility } from '../../src/index.js';
import { DAY_HIGHLIGHT_WORDS } from '../../src/text/day-text-locales.js';

const FILES = ['src/text/de/compatibility.ts', 'src/text/de/lunar-guidance.ts', 'src/text/de/day-highlight.ts'];

/** The phrases the review replaced; none may come back. */
const OLD = [
  'Fünf Zeichen trennen sie', 'Teilen die beiden ein Zeichen', 'formen sie ein Trigon', 'G.signs[sign].of} in Bewegung',
  'damit die Dinge erledigt werden und es vorangeht', 'die Informationssuche', 'unsichtbare Aufgaben', 'pompöse Gesten',
  'lose Enden', 'belangloses Geplauder', 'dauerhaften Ziel', 'schon beim ersten Hindernis',
];

describe('the German day texts after the review (de)', () => {
  it('signCompatibility in German: Virgo and Pisces (feminine and plural names), the quincunx and the conjunction', () => {
    expect(signCompatibility('Virgo', 'Pisces', { locale: 'de' }).narrative).toBe(
      'Jungfrau und Fische bilden zusammen einen fruchtbaren Boden: Fürsorge und Beständigkeit lassen hier etwas Dauerhaftes wachsen. ' +
        'Beide passen sich bereitwillig an; das wahrt den Frieden, kann das Paar aber auch ohne Anker lassen. ' +
        'Über den Tierkreis hinweg stehen sie einander gegenüber und bilden eine Opposition: Jedes ist, was das andere nicht ist, und das zieht an und polarisiert.',
    );
    expect(signCompatibility('Libra', 'Pisces', { locale: 'de' }).narrative.endsWith(
      'Mit fünf Zeichen Abstand bilden sie einen Quincunx: Von Natur aus haben sie wenig gemeinsam, also muss das Paar ständig nachjustieren.',
    )).toBe(true);
    const virgos = signCompatibility('Virgo', 'Virgo', { locale: 'de' });
    expect(virgos.narrative.endsWith('Im selben Zeichen spiegeln die beiden einander; das bringt sofortiges Wiedererkennen, aber auch dieselben blinden Flecken.')).toBe(true);
    expect(virgos.challenges[1]).toBe('Gefühle, die unausgesprochen bleiben, damit die Arbeit erledigt wird');
  });

  it('lunarGuidance in German: the void-of-course bestFor after its prefix, and a bestFor printed alone', () => {
    // 2024-04-11 (UTC): the Moon in Taurus, void of course at noon.
    const v = lunarGuidance({ date: '2024-04-11', timezone: 'UTC', locale: 'de' });
    expect(v.isVoidOfCourse).toBe(true);
    expect(v.recommendations.bestFor).toBe(
      'Solange der Mond im Leerlauf ist, bleib bei der Routine; ansonsten eignet sich der Tag am besten für langsame, stetige Arbeit und das Genießen einfacher Freuden.',
    );
    // 2024-04-01: the Moon in Capricorn; 2024-04-19: in Virgo, waxing gibbous.
    expect(lunarGuidance({ date: '2024-04-01', timezone: 'UTC', locale: 'de' }).recommendations.bestFor).toBe('Diszipliniertes Arbeiten an einem Ziel, das Bestand hat.');
    expect(lunarGuidance({ date: '2024-04-19', timezone: 'UTC', locale: 'de' }).recommendations.unfavorable).toEqual(['große Gesten', 'Halbfertiges liegen lassen', 'noch einmal ganz neu anfangen']);
  });

  it('the day highlight in German: the total solar eclipse in Aries names its axis by both signs', () => {
    expect(almanacDay({ date: '2024-04-08', timezone: 'UTC', locale: 'de' }).dayHighlight).toBe(
      'Eine totale Sonnenfinsternis im Widder: ein Wendepunkt, der die Achse Widder–Waage in Bewegung bringt.',
    );
    expect(DAY_HIGHLIGHT_WORDS.de.eclipse('penumbral', 'lunar', 'Pisces')).toBe(
      'Eine Halbschatten-Mondfinsternis in den Fischen: ein Wendepunkt, der die Achse Fische–Jungfrau in Bewegung bringt.',
    );
  });

  it('no phrase the review replaced is left in the three German files (de)', () => {
    const text = FILES.map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(OLD.filter((p) => text.includes(p))).toEqual([]);
  });
});
