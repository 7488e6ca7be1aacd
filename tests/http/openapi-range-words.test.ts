/**
 * The OpenAPI document says a number's range once, in its schema's bounds (issue 22 #21, the document's size): the
 * range words the field builders end a description with (`Degrees, 0 <= x < 360.`, `Integer, 1 to 12.`) are left
 * out of the document, the unit and every other word kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/http/create-server.js';
import { withoutRangeWords, withoutRangeWordsIn } from '../../src/http/openapi-range-words.js';
import { inlineDocument, servedOpenapi } from './openapi-inline.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

describe('withoutRangeWordsIn', () => {
  it('removes the words that restate the bounds and keeps the unit and the rest', () => {
    const longitude = { type: 'number', minimum: 0, exclusiveMaximum: 360 };
    expect(withoutRangeWordsIn('Longitude of the Moon. Degrees, 0 <= x < 360.', longitude)).toBe('Longitude of the Moon. Degrees.');
    expect(withoutRangeWordsIn('Sidereal longitude, degrees, 0 <= x < 360. Exclusive with at.', longitude)).toBe('Sidereal longitude, degrees. Exclusive with at.');
    const lat = { type: 'number', minimum: -90, maximum: 90 };
    expect(withoutRangeWordsIn('Declination. Degrees, -90 to 90 (positive north).', lat)).toBe('Declination. Degrees (positive north).');
    expect(withoutRangeWordsIn('Latitude. Degrees, -90 to 90, north positive.', lat)).toBe('Latitude. Degrees, north positive.');
    const house = { type: 'integer', minimum: 1, maximum: 12 };
    expect(withoutRangeWordsIn('The house. Integer, 1 to 12.', house)).toBe('The house.');
    expect(withoutRangeWordsIn('How many. Integer, 1 to 12; default 5.', house)).toBe('How many. Integer; default 5.');
    // Said twice (panchang-month.ts gives `integerIn` a description that already has the range).
    expect(withoutRangeWordsIn('Month, 1 to 12. Integer, 1 to 12.', house)).toBe('Month.');
    expect(withoutRangeWordsIn('Tara koota points. Range 0 to 3.', { type: 'number', minimum: 0, maximum: 3 })).toBe('Tara koota points.');
    expect(withoutRangeWordsIn('Epoch, 0 <= x <= 5373484.5 (4713 BCE to 10000 CE).', { type: 'number', minimum: 0, maximum: 5373484.5 })).toBe(
      'Epoch (4713 BCE to 10000 CE).',
    );
  });

  it('leaves a range other than the schema\'s, and "Integer" of a number', () => {
    expect(withoutRangeWordsIn('Degrees, -360 to 720 (normalised to 0 <= x < 360).', { type: 'number', minimum: 0, exclusiveMaximum: 360 })).toBe(
      'Degrees, -360 to 720 (normalised to 0 <= x < 360).',
    );
    expect(withoutRangeWordsIn('The house. Integer, 1 to 12.', { type: 'integer', minimum: 1, maximum: 11 })).toBe('The house. Integer, 1 to 12.');
    expect(withoutRangeWordsIn('Count. Integer, 1 to 12.', { type: 'number', minimum: 1, maximum: 12 })).toBe('Count. Integer.');
    expect(withoutRangeWordsIn('No bounds, 1 to 12.', { type: 'number' })).toBe('No bounds, 1 to 12.');
  });

  it('reads the bounds of a $ref\'s component and of a parameter\'s schema; leaves strings alone', () => {
    const doc = {
      components: { schemas: { House: { type: 'integer', minimum: 1, maximum: 12 } } },
      paths: {
        '/x': {
          get: {
            parameters: [{ name: 'house', in: 'query', description: 'The house. Integer, 1 to 12.', schema: { $ref: '#/components/schemas/House' } }],
          },
        },
      },
      other: { $ref: '#/components/schemas/House', description: 'Its house. Integer, 1 to 12.' },
      text: { type: 'string', minLength: 1, maxLength: 12, description: 'Text, 1 to 12.' },
    };
    const out = withoutRangeWords(doc) as typeof doc;
    expect(out.paths['/x'].get.parameters[0]!.description).toBe('The house.');
    expect(out.other.description).toBe('Its house.');
    expect(out.text.description).toBe('Text, 1 to 12.');
    expect(doc.other.description).toBe('Its house. Integer, 1 to 12.');
  });
});

describe('the served document', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  let doc: Record<string, Json>;
  beforeAll(async () => {
    app = await createServer({ executor: 'inline' });
    doc = (await servedOpenapi(app)) as Record<string, Json>;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('says no number schema\'s bounds again in its description, and every bounded number keeps its bounds', () => {
    const restated: string[] = [];
    let bounded = 0;
    const scan = (node: Json): void => {
      if (Array.isArray(node)) return node.forEach(scan);
      if (node === null || typeof node !== 'object') return;
      const { minimum: lo, maximum: hi, exclusiveMaximum: xhi, description } = node;
      if ((node.type === 'number' || node.type === 'integer') && typeof lo === 'number') {
        bounded++;
        const words = [typeof xhi === 'number' ? `${lo} <= x < ${xhi}` : undefined, typeof hi === 'number' ? `${lo} to ${hi}` : undefined];
        for (const w of words) if (w !== undefined && typeof description === 'string' && description.includes(`, ${w}`)) restated.push(description);
      }
      Object.values(node).forEach(scan);
    };
    scan(inlineDocument(doc));
    expect(restated).toEqual([]);
    expect(bounded).toBeGreaterThan(300);
    expect(JSON.stringify(doc)).not.toContain('Degrees, 0 <= x < 360.');
    expect(JSON.stringify(doc)).toContain('Longitude of the Moon. Degrees.');
  });
});
