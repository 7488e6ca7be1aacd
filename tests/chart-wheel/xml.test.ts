import { describe, expect, it } from 'vitest';
import { parseXml, textOf } from './xml.js';

describe('the strict XML parser of the wheel tests (self-check: it must reject what is not well-formed)', () => {
  it('reads elements, attributes and entities', () => {
    const root = parseXml('<a x="1" y=\'2\'><b/>t &amp; &#x2032;<c z="&lt;"></c></a>');
    expect(root.name).toBe('a');
    expect(root.attributes).toEqual({ x: '1', y: '2' });
    expect(textOf(root)).toBe('t & ′');
    expect((root.children[2] as { attributes: Record<string, string> }).attributes.z).toBe('<');
  });

  it.each([
    ['an unclosed tag', '<a><b></a>'],
    ['a mismatched end tag', '<a></b>'],
    ['a bare ampersand', '<a>x & y</a>'],
    ['a duplicate attribute', '<a x="1" x="2"/>'],
    ['an unquoted value', '<a x=1/>'],
    ['two roots', '<a/><b/>'],
    ['a comment', '<a><!-- c --></a>'],
    ['attributes run together', '<a x="1"y="2"/>'],
  ])('rejects %s', (_why, text) => {
    expect(() => parseXml(text)).toThrow();
  });
});
