/**
 * Issue 31: `urania horoscope --lang` writes its fact lines and tables in the narrative's language (es, pt-BR, fr, de),
 * names from the label catalogues; English is unchanged (tests/cli/horoscope.test.ts), and a language with labels
 * only reads English throughout, as its narrative does. The expected words are written out here, from the glossaries
 * (docs/i18n/<locale>.md), and the record's own values read from its --json.
 */
import { describe, expect, it } from 'vitest';
import { horoscopeCommand } from '../../src/cli/horoscope-command.js';
import { memoryIo } from './helpers.js';

const NOW = () => new Date(Date.UTC(2024, 2, 20, 12));

/** The printed text before the narrative, and the record. */
function run(args: string[]): { facts: string; record: Record<string, unknown> } {
  const io = memoryIo();
  expect(horoscopeCommand(args, io, NOW), io.err()).toBe(0);
  const json = memoryIo();
  expect(horoscopeCommand([...args, '--json'], json, NOW)).toBe(0);
  const record = JSON.parse(json.out()) as Record<string, unknown> & { narrative?: string };
  const facts = io.out().slice(0, io.out().indexOf(record.narrative!.slice(0, 40)));
  return { facts, record };
}

describe('urania horoscope --lang: the facts in the narrative’s language', () => {
  it('es daily: title, ruler, Moon, transits and retrogrades in Spanish, the orb with a decimal comma', () => {
    const { facts, record } = run(['daily', '--sign', 'Leo', '--date', '2024-04-08', '--lang', 'es']);
    const r = record as { rulerCondition: { ruler: string; sign: string }; transits: { orb: number }[] };
    expect([r.rulerCondition.ruler, r.rulerCondition.sign]).toEqual(['Sun', 'Aries']);
    const lines = facts.split('\n');
    expect(lines[0]).toBe('Leo — 2024-04-08 (perspectiva solar)');
    expect(lines).toContain('Regente Sol en Aries');
    expect(lines).toContain('Luna: Luna nueva, iluminada al 0 %; en Aries, no vacía de curso');
    expect(lines).toContain('Tránsitos principales:');
    expect(lines).toContain(`  Luna en Aries: trígono (armónico, orbe ${r.transits[0]!.orb.toFixed(2).replace('.', ',')}°, separativo)`);
    expect(lines).toContain('Retrógrados: Mercurio en Aries');
    for (const english of ['Ruler', 'Key transits', 'Retrograde', 'applying', 'separating', ' lit', 'void']) expect(facts).not.toContain(english);
  });

  it('de weekly: the week, the ruler and the table in German', () => {
    const { facts } = run(['weekly', '--sign', 'Aries', '--date', '2024-03-27', '--lang', 'de']);
    expect(facts).toContain('Widder — Woche vom 2024-03-25 bis 2024-03-31 (Sonnenperspektive)');
    expect(facts).toContain('Herrscher Mars: Fische die ganze Woche');
    expect(facts).toContain('Mond: Vollmond → Abnehmender Dreiviertelmond');
    expect(facts).toMatch(/^Tag +Mond +ohne Kurs +Transite$/m);
    expect(facts).toMatch(/^2024-03-26 +Abnehmender Dreiviertelmond +ohne Kurs/m);
  });

  it('fr yearly and pt-BR monthly: the tables’ headings, signs, bodies and eclipses in the language', () => {
    const fr = run(['yearly', '--sign', 'Aries', '--year', '2024', '--lang', 'fr']).facts;
    expect(fr).toMatch(/^trimestre +date +ingrès$/m);
    expect(fr).toMatch(/^2024-04-08 +solaire totale +Bélier +impact direct$/m);
    expect(fr).toMatch(/^rétrograde +du +au +commence en$/m);
    const pt = run(['monthly', '--sign', 'Scorpio', '--year', '2024', '--month', '4', '--lang', 'pt-BR']).facts;
    expect(pt.split('\n')[0]).toBe('Escorpião — 2024-04');
    expect(pt).toMatch(/^semana +de +até +ingressos$/m);
    expect(pt).toContain('Sol → Touro (2024-04-19)');
    // The key dates' events in the language (the record's own labels, src/text/pt-br/horoscope-event-labels.ts).
    expect(pt).toMatch(/^2024-04-08 \d\d:\d\d +Eclipse solar total em Áries$/m);
    expect(pt).toMatch(/^2024-04-01 \d\d:\d\d +Mercúrio estaciona retrógrado em Áries$/m);
    expect(pt).not.toMatch(/ enters | stations /);
  });

  it('a language with labels only (it) reads English throughout, as its narrative does', () => {
    const it_ = run(['daily', '--sign', 'Leo', '--date', '2024-04-08', '--lang', 'it']).facts;
    const en = run(['daily', '--sign', 'Leo', '--date', '2024-04-08']).facts;
    expect(it_).toBe(en);
    expect(en).toContain('Ruler Sun in Aries');
  });
});
