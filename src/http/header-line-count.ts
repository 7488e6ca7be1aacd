/** @summary How many lines of header `name` (lower case) a raw header list holds (Node keeps only one of some). */
export function headerLineCount(rawHeaders: readonly string[], name: string): number {
  let n = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === name) n++;
  return n;
}
