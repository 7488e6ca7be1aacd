/**
 * The electional factors' descriptions in five languages (issue 31; src/text/electional-factor-text.ts and
 * src/text/<locale>/electional-factors.ts): English unchanged for a caller who names no locale, each translation
 * worded as typed here, the factor keys English in every locale, and over random ranges, places and activities every
 * localized description names its planet by the locale's name, with no English word and no decimal point.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { electionalWindows } from '../../src/records/index.js';
import { ELECTIONAL_ACTIVITIES, type Body, type ElectionalResponse } from '../../src/schemas/index.js';
import { LOCALES, type Locale } from '../../src/schemas/interpretation.js';
import { ELECTIONAL_FACTOR_TEXT_FAMILY, electionalFactorIn } from '../../src/text/electional-factor-locales.js';
import { horoscopeGrammar } from '../../src/text/horoscope-grammar-locales.js';

const PARIS = { latitude: 48.85, longitude: 2.35 };
const WEEK = { activity: 'wedding', startDate: '2024-06-01', endDate: '2024-06-08', ...PARIS } as const;
const TRANSLATED = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');

const descriptions = (r: ElectionalResponse, which: 'bestWindows' | 'worstWindows') => r[which][0]!.factors.map((f) => f.description);

describe('electionalWindows: the factors in the request’s locale', () => {
  const english = electionalWindows(WEEK);

  it('English, the default, reads as it always has (the best and the worst window of a wedding week in Paris)', () => {
    expect(english.bestWindows[0]!.startTime).toBe('2024-06-07T21:10:44Z');
    expect(descriptions(english, 'bestWindows')).toEqual([
      'A Waxing Crescent Moon suits this activity (waxing Moon preferred).',
      'The hour of Venus, a significator of the activity.',
      'The Moon is strong in Cancer (domicile).',
    ]);
    expect(descriptions(english, 'worstWindows')).toEqual([
      'The Moon is void of course: matters begun now tend to come to nothing.',
      'The Moon applies to Pluto by square (1.9° orb): tension to work through.',
      'A balsamic Moon, waning towards the Sun: a time to end things, not to begin them.',
      'A Waning Crescent Moon works against it (waxing Moon preferred).',
      'The hour of Saturn, a malefic not ruling the activity.',
    ]);
    expect(electionalWindows({ ...WEEK, locale: 'en' })).toEqual(english);
    expect(english.warnings).toBeUndefined();
  });

  it('each language words the same factors in its own names, the orb with a decimal comma; the factor keys stay English', () => {
    const expected: Record<Exclude<Locale, 'en'>, { best: string[]; worst: string }> = {
      es: {
        best: [
          'La Luna creciente favorece esta actividad (se prefiere una Luna creciente).',
          'La hora de Venus, significador de la actividad.',
          'La Luna está fuerte en Cáncer (domicilio).',
        ],
        worst: 'La Luna aplica a Plutón por cuadratura (orbe de 1,9°): una tensión que hay que trabajar.',
      },
      'pt-BR': {
        best: [
          'A Lua crescente favorece esta atividade (prefere-se uma Lua crescente).',
          'A hora de Vênus, significador da atividade.',
          'A Lua está forte em Câncer (domicílio).',
        ],
        worst: 'A Lua se aplica a Plutão por quadratura (orbe de 1,9°): uma tensão a ser trabalhada.',
      },
      fr: {
        best: [
          'Un premier croissant de Lune convient à cette activité (Lune croissante de préférence).',
          'L’heure de Vénus, significateur de l’activité.',
          'La Lune est forte en Cancer (domicile).',
        ],
        worst: 'La Lune s’applique à Pluton par carré (orbe de 1,9°) : une tension à traverser.',
      },
      de: {
        best: [
          'Ein zunehmender Sichelmond passt zu diesem Vorhaben (bevorzugt: zunehmender Mond).',
          'Die Stunde der Venus, eines Signifikators des Vorhabens.',
          'Der Mond ist stark im Krebs (Domizil).',
        ],
        worst: 'Der Mond läuft im Quadrat auf Pluto zu (Orbis 1,9°): Spannung, die bearbeitet werden will.',
      },
    };
    for (const locale of TRANSLATED) {
      const r = electionalWindows({ ...WEEK, locale });
      expect(descriptions(r, 'bestWindows'), locale).toEqual(expected[locale].best);
      expect(descriptions(r, 'worstWindows')[1], locale).toBe(expected[locale].worst);
      // Everything but the descriptions is the English record's: the keys, the impacts, the scores.
      const strip = (x: ElectionalResponse) => JSON.stringify(x, (k, v: unknown) => (k === 'description' ? undefined : v));
      expect(strip(r), locale).toBe(strip(english));
      expect(r.warnings, locale).toBeUndefined();
    }
  });

  it('every locale translates every sentence (none falls back to English); the Sun takes its article where the language gives it one', () => {
    for (const locale of TRANSLATED) expect(ELECTIONAL_FACTOR_TEXT_FAMILY.locales[locale].missing, locale).toEqual([]);
    const hour = { kind: 'hour', planet: 'Sun', significator: true } as const;
    expect(LOCALES.map((l) => electionalFactorIn(hour, l).description)).toEqual([
      'The hour of the Sun, a significator of the activity.',
      'La hora del Sol, significador de la actividad.',
      'A hora do Sol, significador da atividade.',
      'L’heure du Soleil, significateur de l’activité.',
      'Die Stunde der Sonne, eines Signifikators des Vorhabens.',
    ]);
    const applying = { kind: 'applying', planet: 'Sun', aspect: 'conjunction', orb: 2.25, quality: 'soft' } as const;
    expect(LOCALES.map((l) => electionalFactorIn(applying, l).description)).toEqual([
      'The Moon applies to Sun by conjunction (2.3° orb): a smooth flow.',
      'La Luna aplica al Sol por conjunción (orbe de 2,3°): un curso fluido.',
      'A Lua se aplica ao Sol por conjunção (orbe de 2,3°): um fluxo tranquilo.',
      'La Lune s’applique au Soleil par conjonction (orbe de 2,3°) : un cours fluide.',
      'Der Mond läuft in Konjunktion auf die Sonne zu (Orbis 2,3°): ein ruhiger Fluss.',
    ]);
  });

  it('property: over random ranges, places and activities, a localized description names its planet in the locale and holds no English word', () => {
    // Words of the English sentences that no translation uses (planet names left out: Mars and Jupiter are French and German too).
    const ENGLISH = /\b(the|moon|sun|applies|orb|hour|significator|retrograde|waxing|waning|void|sign|suits|against|preferred|activity|balsamic|malefic|night)\b/i;
    const planetOf = (f: { factor: string }, englishDescription: string, hourRuler: string): string | undefined => {
      if (f.factor === 'planetary hour') return hourRuler;
      if (f.factor.endsWith(' retrograde')) return f.factor.slice(0, -' retrograde'.length);
      return /^The Moon applies to (\w+) by /.exec(englishDescription)?.[1];
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...ELECTIONAL_ACTIVITIES),
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: 1, max: 3 }),
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.constantFrom(...TRANSLATED),
        (activity, startMs, days, latitude, longitude, locale) => {
          const request = {
            activity, latitude, longitude, topN: 20,
            startDate: new Date(startMs).toISOString().slice(0, 10),
            endDate: new Date(startMs + days * 86_400_000).toISOString().slice(0, 10),
          };
          const en = electionalWindows(request);
          const local = electionalWindows({ ...request, locale });
          const bodies = horoscopeGrammar(locale).bodies;
          for (const which of ['bestWindows', 'worstWindows'] as const) {
            en[which].forEach((w, i) => {
              w.factors.forEach((f, j) => {
                const d = local[which][i]!.factors[j]!.description;
                expect(local[which][i]!.factors[j]!.factor).toBe(f.factor);
                expect(d, d).not.toMatch(ENGLISH);
                expect(d, d).not.toMatch(/\d\.\d/);
                const planet = planetOf(f, f.description, w.planetaryHour);
                // The locale's name of the planet, its article set aside ("el Sol" → "Sol", "die Sonne" → "Sonne").
                if (planet !== undefined) expect(d, `${locale} ${planet}: ${d}`).toContain(bodies[planet as Body]!.name.split(' ').at(-1)!);
              });
            });
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
