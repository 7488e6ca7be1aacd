import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../src/schemas/enums.js';
import { vargaSign } from '../../src/vedic/varga-sign.js';

/**
 * Divisional signs against the worked examples of published texts (tests/fixtures/varga-published.json: each entry
 * names its book, chapter and example, and the page it was read from). The D1 sign and degree are the text's; the
 * varga sign is the one the text works out. The part number the text names (1-based) is checked too, so that a
 * degree read wrongly from the text would show.
 */
interface PublishedPoint { point: string; d1Sign: string; degree: number; part: number; vargaSign: string }
interface PublishedExample { division: number; method: string; source: string; points: PublishedPoint[] }
const FIXTURE = JSON.parse(readFileSync(new URL('../fixtures/varga-published.json', import.meta.url), 'utf8')) as { examples: PublishedExample[] };

describe('vargaSign against published worked examples (tests/fixtures/varga-published.json)', () => {
  for (const example of FIXTURE.examples) {
    it(`D${example.division} ${example.method}: ${example.source.split(';')[0]}`, () => {
      expect(example.points.length).toBeGreaterThan(0);
      for (const p of example.points) {
        const sign = SIGNS.indexOf(p.d1Sign as (typeof SIGNS)[number]);
        expect(sign, p.d1Sign).toBeGreaterThanOrEqual(0);
        expect(Math.floor((p.degree * example.division) / 30) + 1).toBe(p.part);
        const longitude = sign * 30 + p.degree;
        expect(SIGNS[vargaSign(longitude, example.division, example.method as never)], `${p.point} ${p.d1Sign} ${p.degree}°`).toBe(p.vargaSign);
      }
    });
  }
});
