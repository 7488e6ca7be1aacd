/**
 * The almanac's void-of-course highlight and its `moonSign` agree (a reader's defect: on 2024-04-03 the highlight
 * said "void of course in Capricorn" beside `moonSign: Aquarius`). A void that ends within the day is named with the
 * sign the Moon then enters ("void of course in Capricorn until it enters Aquarius"), so the noon sign is always one
 * of the signs the highlight names (docs/horoscopes.md "The Moon of a day"). Checked against the Moon's longitude at
 * the day's ends (`bodyPosition`, not the almanac's code path) and against the record's own void interval.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { almanacDay } from '../../src/records/index.js';
import { bodyPosition } from '../../src/records/positions.js';
import { SIGNS, type Locale } from '../../src/schemas/index.js';
import { horoscopeGrammar } from '../../src/text/horoscope-grammar-locales.js';
import { signOfLongitude } from '../horoscope/day-sky-relations.js';
import { localDayMs } from '../time/intl-local-day.js';

const moonSignAt = (ms: number) => signOfLongitude(bodyPosition('Moon', new Date(ms).toISOString()).longitude);
const VOID = /^The Moon is void of course in (\w+)(?: until it enters (\w+))?/;

describe('the almanac’s void-of-course highlight names the record’s moonSign', () => {
  it('2024-04-03 (UTC): void in Capricorn until the Moon enters Aquarius, moonSign Aquarius (hand-checked)', () => {
    // The Moon is in Capricorn at 00:00 UT and in Aquarius at noon and at 24:00: it enters Aquarius that morning,
    // so at noon it is no longer void (its last aspect in Aquarius is still to come).
    const [start, end] = localDayMs('2024-04-03', 'UTC');
    expect([moonSignAt(start), moonSignAt(start + 12 * 3600e3), moonSignAt(end)]).toEqual(['Capricorn', 'Aquarius', 'Aquarius']);
    const a = almanacDay({ date: '2024-04-03', timezone: 'UTC' });
    expect(a.moonSign).toBe('Aquarius');
    expect(a.isVoidOfCourse).toBe(false);
    expect(a.dayHighlight).toBe('The Moon is void of course in Capricorn until it enters Aquarius: favour routine over new starts.');
  });

  it('2024-04-03 in es, pt-BR, fr and de: both signs, typed by hand', () => {
    const typed: Readonly<Record<Exclude<Locale, 'en'>, string>> = {
      es: 'La Luna está vacía de curso en Capricornio hasta que entra en Acuario: da prioridad a la rutina frente a los comienzos.',
      'pt-BR': 'A Lua fica fora de curso em Capricórnio até entrar em Aquário: prefira a rotina aos novos começos.',
      fr: 'La Lune est vide de course en Capricorne jusqu’à son entrée en Verseau : préférez la routine aux nouveaux départs.',
      de: 'Der Mond läuft im Steinbock leer, bis er ins Zeichen Wassermann wechselt: Gib der Routine den Vorzug vor Neuanfängen.',
    };
    for (const [locale, sentence] of Object.entries(typed) as [Exclude<Locale, 'en'>, string][]) {
      const a = almanacDay({ date: '2024-04-03', timezone: 'UTC', locale });
      expect(a.dayHighlight, locale).toBe(sentence);
      expect(a.warnings, locale).toBeUndefined();
      // The two signs by the locale's own names (the horoscope grammar).
      const names = horoscopeGrammar(locale).signs;
      expect(a.dayHighlight).toContain(names.Capricorn.name);
      expect(a.dayHighlight).toContain(names.Aquarius.name);
    }
  });

  it('2024-04-09 (UTC), the day docs/horoscopes.md gives: void in Aries until the Moon enters Taurus', () => {
    // 2024-04-09: void in Aries 02:38–11:23 UT, the Moon in Taurus at noon: the void ends within the day.
    expect(almanacDay({ date: '2024-04-09', timezone: 'UTC' }).dayHighlight).toBe('The Moon is void of course in Aries until it enters Taurus: favour routine over new starts.');
  });

  it('over random days and zones: the highlight’s signs are the Moon’s at the day’s ends, and moonSign is one of them', () => {
    let voids = 0;
    let crossing = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 730 }),
        fc.constantFrom('UTC', 'America/New_York', 'Asia/Tokyo', 'Europe/Berlin'),
        (offset, timezone) => {
          const date = new Date(Date.UTC(2024, 0, 1) + offset * 86400e3).toISOString().slice(0, 10);
          const a = almanacDay({ date, timezone });
          const m = VOID.exec(a.dayHighlight);
          if (m === null) return;
          voids++;
          const [, sign, enters] = m;
          const [start, end] = localDayMs(a.date, timezone);
          const what = `${date} ${timezone}: ${a.dayHighlight} (moonSign ${a.moonSign})`;
          expect([sign, enters], what).toContain(a.moonSign);
          if (enters !== undefined) {
            crossing++;
            // The void ends within the day: the Moon leaves the void's sign for the next one.
            expect(enters, what).toBe(SIGNS[(SIGNS.indexOf(sign as never) + 1) % 12]);
            expect([moonSignAt(start), moonSignAt(end)], what).toEqual([sign, enters]);
          } else {
            expect(sign, what).toBe(a.moonSign);
            expect(moonSignAt(end), what).toBe(sign);
          }
          // The record's void at noon: its sign is the noon sign; when it ends within the day, the highlight says so.
          if (a.vocDetails !== undefined && Date.parse(a.vocDetails.ends) < end) {
            expect([sign, enters], what).toEqual([a.moonSign, SIGNS[(SIGNS.indexOf(a.moonSign) + 1) % 12]]);
          }
        },
      ),
      { numRuns: 40, seed: 16 },
    );
    expect(voids).toBeGreaterThan(3);
    expect(crossing).toBeGreaterThan(0);
  });
});
