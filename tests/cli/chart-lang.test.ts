/**
 * `urania chart --lang` (issue 31): the tables' headings, body, sign, angle and aspect names, the date and the numbers
 * in the language asked for; the same chart underneath (every row's degree and house as in English); English unchanged.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';
import { memoryIo } from './helpers.js';

const NEW_YORK = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006', '--house-system', 'Koch'];

async function chartIn(lang?: string): Promise<string> {
  const io = memoryIo();
  expect(await runCli(['chart', ...NEW_YORK, ...(lang === undefined ? [] : ['--lang', lang])], io)).toBe(0);
  return io.out();
}

/** The position rows' degree (DD°MM′) and house columns, in order: what the language must not change. */
function degreesAndHouses(out: string): string[] {
  return out.split('\n').flatMap((l) => {
    const m = /(\d+°\d\d′)\s+\S+\s+(\d+)\b/u.exec(l);
    return m === null ? [] : [`${m[1]} ${m[2]}`];
  });
}

describe('urania chart --lang', () => {
  it('German: Geburtshoroskop, the date by Intl, Sonne in Krebs, Aszendent, Quadrat, decimal commas', async () => {
    const out = await chartIn('de');
    expect(out).toContain('Geburtshoroskop: 15. Juli 1990 14:30 in 40.7128°, -74.006°, Koch, tropisch');
    expect(out).toMatch(/^Körper\s+Zeichen\s+Grad\s+Länge\s+Haus\s+R$/m);
    // On 1990-07-15 the Sun is in Cancer (Krebs in German, docs/i18n/de.md); Saturn was retrograde in Capricorn.
    expect(out).toMatch(/^Sonne\s+Krebs\s+23°00′\s+113,\d{4}\s+\d+\s*$/m);
    expect(out).toMatch(/^Saturn\s+Steinbock\s+21°56′\s+291,\d{4}\s+\d+\s+R$/m);
    expect(out).toMatch(/^Aszendent /m);
    expect(out).toMatch(/\bQuadrat\b.*\b(applikativ|separativ)$/m);
    expect(out).toMatch(/^Elemente: Feuer \d/m);
  });

  it('Spanish and French: the terms of their glossaries', async () => {
    const es = await chartIn('es');
    expect(es).toContain('Carta natal: ');
    expect(es).toMatch(/^Sol\s+Cáncer\s+23°00′/m);
    expect(es).toMatch(/^Ascendente /m);
    const fr = await chartIn('fr');
    expect(fr).toContain('Thème natal : ');
    expect(fr).toMatch(/^Soleil\s+Cancer\s+23°00′/m);
    expect(fr).toMatch(/\bMilieu du Ciel\b/);
  });

  it.each(LABEL_LOCALES.filter((l) => l !== 'en'))('%s: the same chart, with no English heading, sign or phase left', async (locale) => {
    const [english, out] = [await chartIn(), await chartIn(locale)];
    expect(degreesAndHouses(out)).toEqual(degreesAndHouses(english));
    expect(out).not.toMatch(/Natal chart:|\bCapricorn\b|\bapplying\b|\bseparating\b|^Elements:|^body\b/m);
  });

  it('English stays as it was without --lang, and with --lang en', async () => {
    const plain = await chartIn();
    expect(plain).toContain('Natal chart: 1990-07-15 14:30 at 40.7128°, -74.006°, Koch, tropical');
    expect(await chartIn('en')).toBe(plain);
  });
});
