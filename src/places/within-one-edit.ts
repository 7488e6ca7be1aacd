/**
 * @summary Whether `a` and `b` differ by at most one insertion, deletion, substitution or swap of neighbours (an
 * optimal-string-alignment distance of at most 1: Damerau, "A technique for computer detection and correction of
 * spelling errors", Communications of the ACM 7:3, 1964, p. 171 — the four kinds of a single typing error).
 * @example withinOneEdit('zurich', 'zurihc') // true
 */
export function withinOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === la && i === lb) return true;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
