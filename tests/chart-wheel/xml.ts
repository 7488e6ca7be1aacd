/**
 * A strict, tiny XML parser for the wheel's tests (no XML parser is among the dependencies): elements, attributes,
 * character data, the five predefined entities and numeric character references. Anything else — an unclosed or
 * mismatched tag, a duplicate attribute, an unquoted value, a bare `&` or `<`, text outside the root, a comment,
 * a processing instruction, a DOCTYPE — throws. Enough to prove the SVG is well-formed and to read its geometry.
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly (XmlElement | string)[];
}

const NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*/;
const ENTITY = /^&(amp|lt|gt|quot|apos|#\d+|#x[0-9A-Fa-f]+);/;

function decode(text: string, where: number): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '<') throw new Error(`bare < at ${where + i}`);
    if (c !== '&') {
      out += c;
      continue;
    }
    const m = ENTITY.exec(text.slice(i));
    if (!m) throw new Error(`bad entity at ${where + i}`);
    const e = m[1]!;
    out +=
      e === 'amp'
        ? '&'
        : e === 'lt'
          ? '<'
          : e === 'gt'
            ? '>'
            : e === 'quot'
              ? '"'
              : e === 'apos'
                ? "'"
                : String.fromCodePoint(
                    e.startsWith('#x') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10),
                  );
    i += m[0].length - 1;
  }
  return out;
}

/** @summary Parse a whole document (one root element, optional surrounding whitespace) or throw. */
export function parseXml(text: string): XmlElement {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${i}: ${JSON.stringify(text.slice(i, i + 40))}`);
  };
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  function element(): XmlElement {
    if (text[i] !== '<') fail('expected <');
    i++;
    const name = NAME.exec(text.slice(i))?.[0] ?? fail('expected a tag name');
    i += name.length;
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = i;
      skipSpace();
      if (text.startsWith('/>', i)) {
        i += 2;
        return { name, attributes, children: [] };
      }
      if (text[i] === '>') {
        i++;
        break;
      }
      if (before === i) fail('expected whitespace before an attribute');
      const attr = NAME.exec(text.slice(i))?.[0] ?? fail('expected an attribute name');
      i += attr.length;
      if (text[i] !== '=') fail('expected =');
      i++;
      const quote = text[i];
      if (quote !== '"' && quote !== "'") fail('expected a quoted value');
      const close = text.indexOf(quote!, i + 1);
      if (close < 0) fail('unterminated value');
      if (attr in attributes) fail(`duplicate attribute ${attr}`);
      attributes[attr] = decode(text.slice(i + 1, close), i + 1);
      i = close + 1;
    }
    const children: (XmlElement | string)[] = [];
    for (;;) {
      if (i >= text.length) fail(`unclosed <${name}>`);
      if (text.startsWith('</', i)) {
        i += 2;
        const end = NAME.exec(text.slice(i))?.[0];
        if (end !== name) fail(`mismatched </${end}> for <${name}>`);
        i += name.length;
        skipSpace();
        if (text[i] !== '>') fail('expected >');
        i++;
        return { name, attributes, children };
      }
      if (text.startsWith('<!', i) || text.startsWith('<?', i))
        fail('comments, declarations and processing instructions are not expected');
      if (text[i] === '<') children.push(element());
      else {
        const next = text.indexOf('<', i);
        const end = next < 0 ? text.length : next;
        children.push(decode(text.slice(i, end), i));
        i = end;
      }
    }
  }
  skipSpace();
  const root = element();
  skipSpace();
  if (i !== text.length) fail('content after the root element');
  return root;
}

/** @summary Every element of a tree, depth first (the root included). */
export function allElements(root: XmlElement): XmlElement[] {
  const out: XmlElement[] = [root];
  for (const c of root.children) if (typeof c !== 'string') out.push(...allElements(c));
  return out;
}

/** @summary The text content of an element (its character data, children included). */
export function textOf(e: XmlElement): string {
  return e.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

/** @summary Elements whose `class` attribute contains `name` as a word. */
export function byClass(root: XmlElement, name: string): XmlElement[] {
  return allElements(root).filter((e) => (e.attributes.class ?? '').split(/\s+/).includes(name));
}
