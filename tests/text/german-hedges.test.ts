/**
 * Issue 31, session 16 (docs/samples/de/CRITIQUE.md, "The hedges"): the German placement and aspect texts rendered the
 * English "may" as «womöglich» 1,653 times, often twice or three times in one entry. The rewritten entries keep at
 * most one; each folder's count is held at or below the count left after the rewrite, so the tic cannot creep back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_DE } from '../../src/text/de/index.js';

const ROOT = join(__dirname, '../../src/text/de');
const count = (text: string): number => (text.match(/womöglich/gi) ?? []).length;

/** The folder's count after sessions 16 and 17 (before: aspects 386, planet-in-house 239, planet-in-sign 169). */
const BOUND: Readonly<Record<string, number>> = { aspects: 42, 'planet-in-house': 36, 'planet-in-sign': 38 };

describe('the German hedge «womöglich»', () => {
  it.each(Object.entries(BOUND))('%s holds at most %i', (folder, bound) => {
    const dir = join(ROOT, folder);
    const total = readdirSync(dir).filter((f) => f.endsWith('.ts')).reduce((n, f) => n + count(readFileSync(join(dir, f), 'utf8')), 0);
    expect(total).toBeLessThanOrEqual(bound);
  });

  it('no planet-in-house entry says it more than once', () => {
    for (const [body, houses] of Object.entries(TEXT_DE.planetInHouse ?? {})) {
      houses?.forEach((p, i) => {
        if (p !== undefined) expect(count(`${p.summary} ${p.description}`), `${body} in house ${i + 1}`).toBeLessThanOrEqual(1);
      });
    }
  });

  it('no planet-in-sign entry says it more than once', () => {
    // The Sun to Mars were rewritten in session 16, Jupiter to the North Node in session 17
    // (tests/text/german-hedges-outer-signs.test.ts holds their sentences).
    const bodies = Object.keys(TEXT_DE.planetInSign ?? {});
    expect(bodies.length).toBeGreaterThanOrEqual(13);
    for (const body of bodies) {
      for (const [sign, p] of Object.entries(TEXT_DE.planetInSign?.[body as keyof typeof TEXT_DE.planetInSign] ?? {})) {
        if (p !== undefined) expect(count(`${p.summary} ${p.description}`), `${body} in ${sign}`).toBeLessThanOrEqual(1);
      }
    }
  });
});
