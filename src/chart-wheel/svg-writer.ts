/**
 * The few SVG-writing helpers of the wheel: numbers with at most two decimals (so the output is deterministic
 * and small), XML escaping, and element strings with attributes in a fixed order.
 */

/**
 * @summary A coordinate or length as SVG text: rounded to 2 decimals, trailing zeros dropped, never `-0`.
 * @example num(12.3456) // '12.35'
 */
export function num(x: number): string {
  const r = Math.round(x * 100) / 100;
  return Object.is(r, -0) || r === 0 ? '0' : String(r);
}

/**
 * @summary Text escaped for XML character data and attribute values (`&`, `<`, `>`, `"`, `'`).
 * @example xmlEscape('Sun & Moon') // 'Sun &amp; Moon'
 */
export function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** Attribute values: numbers go through {@link num}, strings are escaped, `undefined` drops the attribute. */
export type Attributes = Readonly<Record<string, string | number | undefined>>;

function attributeText(attributes: Attributes): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    out += ` ${name}="${typeof value === 'number' ? num(value) : xmlEscape(value)}"`;
  }
  return out;
}

/**
 * @summary One SVG element: self-closing without children, else wrapping them (children are already SVG text;
 * pass text content through {@link xmlEscape} first).
 * @example element('circle', { cx: 1, cy: 2, r: 3 }) // '<circle cx="1" cy="2" r="3"/>'
 */
export function element(name: string, attributes: Attributes, children?: string): string {
  return children === undefined
    ? `<${name}${attributeText(attributes)}/>`
    : `<${name}${attributeText(attributes)}>${children}</${name}>`;
}

/**
 * @summary A longitude for a `data-longitude` attribute: 4 decimals (0.36″), so that a page or a test can read the
 * exact position back; trailing zeros dropped.
 * @example dataDegrees(123.456789) // '123.4568'
 */
export function dataDegrees(x: number): string {
  return String(Math.round(x * 1e4) / 1e4);
}

/**
 * @summary The root element of an accessible, self-contained picture: SVG 1.1 of `width` × `height` pixels (its
 * viewBox the same), `role="img"` labelled by its `<title>` and `<desc>` (their ids), around `content`. One writer
 * for the wheel and the forecast pictures.
 * @example svgDocument(100, 50, { title: 't', desc: 'd' }, '') // '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100" …'
 */
export function svgDocument(width: number, height: number, ids: { readonly title: string; readonly desc: string }, content: string): string {
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      version: '1.1',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      'aria-labelledby': `${ids.title} ${ids.desc}`,
    },
    content,
  );
}
