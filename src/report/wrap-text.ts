/**
 * @summary Greedy word wrap: the words of `text` on lines of at most `width` characters (code points), each line
 * prefixed by `indent` (counted in the width); a word longer than a line stands on a line of its own.
 * @example wrapText('a bb ccc', 4) // ['a bb', 'ccc']
 */
export function wrapText(text: string, width: number, indent = ''): string[] {
  const length = (s: string) => Array.from(s).length;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (line === '') line = indent + word;
    else if (length(line) + 1 + length(word) <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = indent + word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
