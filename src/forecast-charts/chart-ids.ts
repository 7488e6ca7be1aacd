/**
 * @summary The ids a forecast picture's SVG writes — of its `<title>` and `<desc>`, the only ids, referenced only by
 * the root's `aria-labelledby` (as the wheel's) — each `idPrefix` (an XML NCName, checked by the schema) followed by
 * `urania-<kind>-title` / `urania-<kind>-desc`, so that pictures inlined in one page keep unique ids.
 * @example chartIds('a-', 'ephemeris').title // 'a-urania-ephemeris-title'
 */
export function chartIds(idPrefix: string, kind: string): { readonly title: string; readonly desc: string } {
  return { title: `${idPrefix}urania-${kind}-title`, desc: `${idPrefix}urania-${kind}-desc` };
}
