/**
 * Issue 31, German text review: the planet-in-sign entries of Jupiter, Saturn, Uranus, Neptune, Pluto, Chiron, Lilith
 * and the North Node rendered the English "may" as «womöglich» 118 times (Uranus 22, Lilith 19), up to three times in
 * one entry. The rewrite keeps it only where a worry is meant (docs/i18n/de.md, the "may" row) and says the rest as
 * German astrological prose does: «oft», «gern», «leicht», «mitunter», «nicht selten», «es kommt vor, dass …», or the
 * plain indicative. The Sun to Mars are held by tests/text/german-hedges.test.ts; this file holds the eight others.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Sign } from '../../src/schemas/enums.js';
import { TEXT_DE } from '../../src/text/de/index.js';

const DIR = join(__dirname, '../../src/text/de/planet-in-sign');
const count = (text: string): number => (text.match(/womöglich/gi) ?? []).length;

/** The eight bodies, by their key in TEXT_DE.planetInSign and their source file. */
const BODIES = [
  ['Jupiter', 'jupiter.ts'],
  ['Saturn', 'saturn.ts'],
  ['Uranus', 'uranus.ts'],
  ['Neptune', 'neptune.ts'],
  ['Pluto', 'pluto.ts'],
  ['Chiron', 'chiron.ts'],
  ['LilithMean', 'lilith.ts'],
  ['NorthNode', 'north-node.ts'],
] as const;

/** The eight files' count after the rewrite (before: 118). */
const BOUND = 24;

const entry = (body: (typeof BODIES)[number][0], sign: Sign) => {
  const p = TEXT_DE.planetInSign?.[body]?.[sign];
  if (p === undefined) throw new Error(`no German ${body} in ${sign}`);
  return p;
};

describe('«womöglich» in the German outer-body sign entries', () => {
  it('the counter finds the word whatever its case', () => {
    expect(count('Womöglich bleibt es so, womöglich nicht.')).toBe(2);
    expect(count('Vielleicht, oft, mitunter.')).toBe(0);
  });

  it.each(BODIES)('no %s entry says it more than once (summary and description together)', (body) => {
    const signs = Object.entries(TEXT_DE.planetInSign?.[body] ?? {});
    expect(signs).toHaveLength(12);
    for (const [sign, p] of signs) {
      if (p !== undefined) expect(count(`${p.summary} ${p.description}`), `${body} in ${sign}`).toBeLessThanOrEqual(1);
    }
  });

  it(`the eight files hold at most ${BOUND}`, () => {
    const total = BODIES.reduce((n, [, file]) => n + count(readFileSync(join(DIR, file), 'utf8')), 0);
    expect(total).toBeLessThanOrEqual(BOUND);
  });

  it('one rewritten sentence of each body reads as written', () => {
    expect(entry('Jupiter', 'Libra').description).toContain(
      'Diplomatisches Geschick kann Türen öffnen: in der Rechtspflege, im Design, in der Mediation oder überall, wo Menschen an einen Tisch gebracht werden müssen.',
    );
    expect(entry('Saturn', 'Libra').description).toContain(
      'Es kommt vor, dass jemand mit diesem Saturn aus Pflichtgefühl in einer Partnerschaft bleibt, deren Sinn längst verblasst ist, oder so genau Buch über Geben und Nehmen führt, dass die Wärme versiegt.',
    );
    expect(entry('Uranus', 'Libra').description).toContain(
      'Beziehungen beginnen dann oft rasch und enden jäh, oder einer von beiden hält sich stets eine Hintertür offen.',
    );
    expect(entry('Neptune', 'Gemini').description).toContain(
      'Geschwister, Nachbarn und flüchtige Bekannte bekommen nicht selten eine fast magische Bedeutung.',
    );
    expect(entry('Pluto', 'Virgo').description).toContain('Die Angst versteckt sich gern in Listen und Ritualen.');
    expect(entry('Chiron', 'Gemini').description).toContain(
      'Gespräche mit Geschwistern, Nachbarn oder Mitschülern wiegen oft schwerer als gedacht.',
    );
    expect(entry('LilithMean', 'Libra').description).toContain(
      'Oft steckt eine alte Lektion dahinter: dass der Frieden vorgeht, dass Zorn die Schönheit verdirbt oder dass man so viel gilt, wie man in das Bild eines anderen passt.',
    );
    expect(entry('NorthNode', 'Scorpio').description).toContain('Was sich sicher anfühlt, ist oft gerade das, was man hergeben sollte.');
  });

  it('the calques the rewrite removed do not come back', () => {
    const text = BODIES.map(([, file]) => readFileSync(join(DIR, file), 'utf8')).join('\n');
    for (const old of [
      'Es gibt womöglich',
      'Womöglich gibt es',
      'einen Fuß in der Tür nach draußen',
      'durch einen weichen Filter',
      'als eine Freiwillige unter vielen',
      'Irgendwann unterwegs',
      'Bei Überwältigung',
      'unter aller Beachtung',
      'ertränkt womöglich',
    ]) expect(text, old).not.toContain(old);
  });
});
