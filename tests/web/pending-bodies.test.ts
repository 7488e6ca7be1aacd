/**
 * The page's first chart before every body's table has loaded (issue 30): the "not loaded" notes of the bodies
 * still coming are left out (the page says they are coming instead), every other note stays; the line above the
 * wheel counts them.
 */
import { describe, expect, it } from 'vitest';
import { pendingBodiesLine, warningsOfLoadedBodies } from '../../src/web/pending-bodies.js';

describe('the first chart\'s pending bodies', () => {
  it('drops only the notes of the bodies still loading, in order', () => {
    const notes = [
      'Chiron omitted: the ephemeris of Chiron is not loaded: call `await loadBodies([\'Chiron\'])`',
      'Eros is left out: its ephemeris covers the years 1650 to 2350.',
      'NorthNode omitted: the ephemeris of the osculating lunar points is not loaded',
      'Ceres omitted: the ephemeris of Ceres is not loaded',
    ];
    expect(warningsOfLoadedBodies(notes, ['Chiron', 'NorthNode'])).toEqual([notes[1], notes[3]]);
    expect(warningsOfLoadedBodies(notes, [])).toEqual(notes);
    expect(warningsOfLoadedBodies(undefined, ['Chiron'])).toBeUndefined();
    // A body's name that starts another's (Eris / Eros would not, but a prefix must end at the colon).
    expect(warningsOfLoadedBodies(['Erisx omitted: x'], ['Eris'])).toEqual(['Erisx omitted: x']);
  });

  it('counts the bodies still coming, and says nothing when none is', () => {
    expect(pendingBodiesLine(21)).toBe('21 more bodies — Chiron, the asteroids and the true lunar points — are still loading: the wheel and the tables add them in a moment.');
    expect(pendingBodiesLine(1)).toBe('One more body is still loading: the wheel and the tables add it in a moment.');
    expect(pendingBodiesLine(0)).toBeUndefined();
  });

  it('says it in the page\'s language (issue 31): the count, and no English left', async () => {
    const { PAGE_WORDS_DE } = await import('../../src/web/page-words-de.js');
    const { PAGE_WORDS_RU } = await import('../../src/web/page-words-ru.js');
    expect(pendingBodiesLine(21, PAGE_WORDS_DE)).toBe('21 weitere Körper (Chiron, die Asteroiden und die wahren Mondpunkte) werden noch geladen: Grafik und Tabellen ergänzen sie gleich.');
    expect(pendingBodiesLine(1, PAGE_WORDS_DE)).toBe('Ein weiterer Körper wird noch geladen: Grafik und Tabellen ergänzen ihn gleich.');
    // Russian avoids the count's noun agreement (2–4 тела, 5+ тел) by naming the total apart.
    expect(pendingBodiesLine(22, PAGE_WORDS_RU)).toContain('всего 22');
    for (const module of ['es', 'pt-br', 'fr', 'it', 'hi', 'tr', 'zh-hans']) {
      const words = Object.values(await import(`../../src/web/page-words-${module}.ts`))[0] as Parameters<typeof pendingBodiesLine>[1];
      const line = pendingBodiesLine(7, words)!;
      expect(line, module).toContain('7');
      expect(line, module).not.toMatch(/\b(still|loading|bodies|wheel)\b/);
    }
  });
});

