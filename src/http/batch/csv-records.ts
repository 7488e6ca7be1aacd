/**
 * @summary The records of a CSV text given a piece at a time, by the rules of `parseCsv` (csv.ts): `"` quoting with
 * `""` for a quote, CRLF or LF line ends, line breaks inside quotes, a leading byte order mark dropped, blank lines
 * no record. The records of all pieces, then of `end()`, are `parseCsv` of the whole text; a piece may end anywhere,
 * even between the two characters of `""` or of CRLF. One object reads one text.
 * @example const r = new CsvRecords(); [...r.push('a,"x\n'), ...r.push('y"\n1,2'), ...r.end()] // [['a', 'x\ny'], ['1', '2']]
 */
export class CsvRecords {
  #row: string[] = [];
  #cell = '';
  #quoted = false;
  /** The text's first character is still to come (a byte order mark there is dropped). */
  #first = true;
  /** A last character whose meaning depends on the next one: `"` inside quotes, `\r` outside. */
  #carry = '';

  /** The records that this piece of text completes. */
  push(text: string): string[][] {
    return this.#read(text, false);
  }

  /** The records left at the end of the text: a last line without a line end. */
  end(): string[][] {
    const records = this.#read('', true);
    if (this.#cell !== '' || this.#row.length > 0) this.#record(records);
    return records;
  }

  #record(records: string[][]): void {
    this.#row.push(this.#cell);
    if (!(this.#row.length === 1 && this.#row[0] === '')) records.push(this.#row);
    this.#row = [];
    this.#cell = '';
  }

  #read(text: string, final: boolean): string[][] {
    let s = this.#carry + text;
    this.#carry = '';
    if (this.#first && s.length > 0) {
      this.#first = false;
      if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
    }
    const records: string[][] = [];
    let i = 0;
    while (i < s.length) {
      const c = s[i]!;
      if (!final && i + 1 === s.length && (this.#quoted ? c === '"' : c === '\r')) {
        this.#carry = c;
        break;
      }
      if (this.#quoted) {
        if (c === '"' && s[i + 1] === '"') [this.#cell, i] = [this.#cell + '"', i + 2];
        else if (c === '"') [this.#quoted, i] = [false, i + 1];
        else [this.#cell, i] = [this.#cell + c, i + 1];
        continue;
      }
      if (c === '"') [this.#quoted, i] = [true, i + 1];
      else if (c === ',') {
        this.#row.push(this.#cell);
        [this.#cell, i] = ['', i + 1];
      } else if (c === '\r' || c === '\n') {
        this.#record(records);
        i += c === '\r' && s[i + 1] === '\n' ? 2 : 1;
      } else [this.#cell, i] = [this.#cell + c, i + 1];
    }
    return records;
  }
}
