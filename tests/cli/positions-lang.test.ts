/**
 * `urania positions --lang` (issue 31): the headings, body and sign names, digits and date in the language asked for,
 * the columns aligned in a terminal's cells (a Han character takes two, a Devanagari vowel sign none), and English
 * unchanged.
 */
import { describe, expect, it } from 'vitest';
import { displayWidth, formatTable } from '../../src/cli/format-table.js';
import { positionsCommand } from '../../src/cli/positions-command.js';
import { POSITIONS_WORDS } from '../../src/cli/positions-words.js';
import { LABEL_CATALOGUES } from '../../src/i18n/label-catalogues.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';
import { memoryIo } from './helpers.js';

const NOON_2000 = () => new Date(Date.UTC(2000, 0, 1, 12));

function positionsIn(lang: string): string {
  const io = memoryIo();
  expect(positionsCommand(['--lang', lang], io, NOON_2000)).toBe(0);
  return io.out();
}

describe('urania positions --lang', () => {
  it('English is as before: ISO instant, English headings and identifiers, decimal points', () => {
    const out = positionsIn('en');
    expect(out).toContain('Positions at 2000-01-01T12:00:00Z (apparent, tropical, true equinox of date)');
    expect(out).toMatch(/^body\s+sign\s+degree\s+longitude\s+latitude\s+speed°\/d$/m);
    expect(out).toMatch(/^Sun\s+Capricorn\s+10°\d\d′\s+280\.\d{4}/m);
  });

  it('German: the headings, Steinbock, the date by Intl and decimal commas', () => {
    const out = positionsIn('de');
    expect(out).toContain('Stellungen am 1. Januar 2000 um 12:00 UT');
    expect(out).toMatch(/^Körper\s+Zeichen\s+Grad\s+Länge\s+Breite/m);
    // The Sun at J2000 is at 280.37° (Meeus, Astronomical Algorithms, 2nd ed., example 25.a's series): Capricorn.
    expect(out).toMatch(/^Sonne\s+Steinbock\s+10°\d\d′\s+280,\d{4}/m);
  });

  it.each(LABEL_LOCALES.filter((l) => l !== 'en'))('%s: no English heading or name is left', (locale) => {
    const out = positionsIn(locale);
    const words = POSITIONS_WORDS[locale];
    expect(out).toContain(words.title.split('{at}')[words.title.startsWith('{at}') ? 1 : 0]!.trim().slice(0, 8));
    for (const column of words.columns) expect(out).toContain(column);
    expect(out).toContain(LABEL_CATALOGUES[locale].bodies.Moon);
    expect(out).not.toMatch(/Positions at|\bCapricorn\b|speed°/);
    expect(out).not.toMatch(/^Sun\s/m);
  });

  it('hi and zh-Hans columns line up in terminal cells', () => {
    for (const locale of ['hi', 'zh-Hans']) {
      const lines = positionsIn(locale).split('\n').filter((l) => /\d+°\d\d′/.test(l));
      // Each row's degree column (DD°MM′, right-aligned) ends at the same terminal column.
      const starts = lines.map((l) => displayWidth(l.slice(0, l.indexOf('′'))));
      expect(new Set(starts).size, locale).toBe(1);
    }
  });

  it('counts terminal cells: Han two, Devanagari vowel signs and virama none', () => {
    expect(displayWidth('巨蟹座')).toBe(6);
    expect(displayWidth('Sun')).toBe(3);
    // कि: क (1) + the vowel sign ि (combining, 0); ज्ञ: ज + ्(virama, 0) + ञ.
    expect(displayWidth('कि')).toBe(1);
    expect(displayWidth('ज्ञ')).toBe(2);
    expect(formatTable(['a', 'b'], [['巨蟹', '1'], ['x', '22']])).toBe('a      b\n----  --\n巨蟹   1\nx     22');
  });
});
