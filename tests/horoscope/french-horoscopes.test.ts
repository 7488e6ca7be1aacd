/**
 * The French horoscopes (issue 31): daily horoscopes through 2025 (every third day) × 12 signs in fr read wholly in
 * French — no `{placeholder}` or ICU syntax left, no warning, at least 99 % of the narratives detected as French by
 * franc-min, every word known to cspell's French dictionary and tests/fixtures/i18n/words-fr.txt — and the French
 * messages agree as French asks: the Sun is « maître du Lion », Venus « maîtresse du Taureau » and « redevient
 * directe », « de » contracts with the sign's article (« du Lion », « de la Vierge », « des Poissons »), « le » and
 * « de » elide before a vowel (« l’équinoxe », « d’Uranus »), and a list of planets takes the plural verb. The
 * expected sentences are written out here from French grammar, not produced by the code.
 */
import { describe, expect, it } from 'vitest';
import { monthlyHoroscope, weeklyHoroscope, yearlyHoroscope } from '../../src/index.js';
import { PieceLanguage } from '../../src/horoscope/piece-language.js';
import { misdetected } from '../i18n/translation-checks.js';
import { TEMPLATE_SYNTAX, translatedHoroscopeYear } from './translated-horoscope-year.js';

describe('French horoscopes', () => {
  translatedHoroscopeYear({ locale: 'fr', language: 'French', dictionary: 'French', step: 3, sentenceEnd: /(?<=[.;:])\s+/ });

  it('weekly, monthly and yearly read in French too, without a warning or template syntax', () => {
    const records = [
      weeklyHoroscope({ sign: 'Aries', date: '2024-04-10', locale: 'fr' }),
      monthlyHoroscope({ sign: 'Scorpio', year: 2025, month: 3, locale: 'fr' }),
      yearlyHoroscope({ sign: 'Gemini', year: 2026, locale: 'fr' }),
    ];
    for (const r of records) {
      expect(r.warnings).toBeUndefined();
      expect(r.narrative).not.toMatch(TEMPLATE_SYNTAX);
      expect(misdetected([r.narrative!], 'fr')).toEqual([]);
    }
  }, 60_000);
});

describe('French messages: agreement, contraction and elision', () => {
  const x = new PieceLanguage('fr');
  const L = x.T.leads;

  it('the ruler agrees with its planet: the Sun « maître », Venus « maîtresse »; « de » contracts with the sign\'s article', () => {
    const facts = (planet: string, own: 'Leo' | 'Taurus' | 'Virgo' | 'Gemini', where: 'Leo' | 'Libra') =>
      ({ ...x.body('planet', planet), ...x.sign('sign', where), ...x.sign('ownSign', own), house: 'votre maison 5', rulerHere: 'si bien que X' });
    expect(x.compose(L.ruler[2]!, facts('Sun', 'Leo', 'Leo'))).toBe('le Soleil, maître du Lion, se trouve en Lion, dans votre maison 5, si bien que X.');
    expect(x.compose(L.ruler[2]!, facts('Venus', 'Taurus', 'Libra'))).toBe('Vénus, maîtresse du Taureau, se trouve en Balance, dans votre maison 5, si bien que X.');
    expect(x.compose(L.ruler[2]!, facts('Mercury', 'Virgo', 'Leo'))).toBe('Mercure, maître de la Vierge, se trouve en Lion, dans votre maison 5, si bien que X.');
    expect(x.compose(L.ruler[2]!, facts('Mercury', 'Gemini', 'Leo'))).toBe('Mercure, maître des Gémeaux, se trouve en Lion, dans votre maison 5, si bien que X.');
    expect(x.compose(L.rulerRetrograde[0]!, facts('Venus', 'Taurus', 'Libra')).startsWith('Vénus, maîtresse de votre signe, est rétrograde en Balance')).toBe(true);
  });

  it('a feminine planet turns « directe », a masculine one « direct », and takes « elle » where a masculine takes « lui »', () => {
    const direct = (planet: string) => x.compose(L.stationDirect[0]!, { when: 'aujourd’hui', ...x.body('planet', planet), ...x.sign('sign', 'Capricorn'), house: 'votre maison 10', flavor: 'les projets et les messages' });
    expect(direct('Venus')).toBe('aujourd’hui, Vénus redevient directe en Capricorne, dans votre maison 10, et les projets et les messages avancent de nouveau.');
    expect(direct('Mercury')).toBe('aujourd’hui, Mercure redevient direct en Capricorne, dans votre maison 10, et les projets et les messages avancent de nouveau.');
    const enters = (planet: string) => x.compose(L.ingress[0]!, { when: 'lundi', ...x.body('planet', planet), ...x.sign('sign', 'Aries'), house: 'votre maison 1', flavor: 'l’amour et l’argent' });
    expect(enters('Venus')).toBe('lundi, Vénus entre en Bélier, dans votre maison 1, et apporte avec elle l’amour et l’argent.');
    expect(enters('Mars')).toBe('lundi, Mars entre en Bélier, dans votre maison 1, et apporte avec lui l’amour et l’argent.');
    const own = (planet: string) => x.compose(L.transitNeutral[1]!, { ...x.body('planet', planet), ...x.sign('sign', 'Taurus'), house: 'votre maison 1' });
    expect(own('Venus')).toBe('Vénus est en Taureau avec vous, dans votre maison 1 : ce qu’elle remue vous touche de près.');
    expect(own('Mars')).toBe('Mars est en Taureau avec vous, dans votre maison 1 : ce qu’il remue vous touche de près.');
  });

  it('« le signe du Lion », « de la Vierge », « des Poissons »: the sign named as a sign, with « de » and its article', () => {
    for (const [sign, of] of [['Leo', 'du Lion'], ['Virgo', 'de la Vierge'], ['Pisces', 'des Poissons'], ['Libra', 'de la Balance']] as const) {
      const out = x.compose(L.ingress[2]!, { when: 'lundi', ...x.body('planet', 'Mars'), ...x.sign('sign', sign), house: 'votre maison 5', flavor: 'l’élan et le courage' });
      expect(out).toBe(`lundi, Mars franchit le seuil du signe ${of}, si bien que l’élan et le courage se tournent vers votre maison 5.`);
    }
    const own = (sign: 'Aries' | 'Virgo' | 'Gemini') => x.compose(L.transitNeutral[0]!, { ...x.body('planet', 'Jupiter'), ...x.sign('sign', sign), house: 'votre maison 1' });
    expect(own('Aries')).toBe('Jupiter occupe votre propre signe, le Bélier, dans votre maison 1, et son énergie vous appartient.');
    expect(own('Virgo')).toBe('Jupiter occupe votre propre signe, la Vierge, dans votre maison 1, et son énergie vous appartient.');
    expect(own('Gemini')).toBe('Jupiter occupe votre propre signe, les Gémeaux, dans votre maison 1, et son énergie vous appartient.');
  });

  it('elision before a vowel: « l’équinoxe » but « le solstice », « l’éclipse », « d’Uranus » but « de Neptune »', () => {
    const season = (s: 'March equinox' | 'June solstice') => x.compose(L.season[0]!, { season: x.G.seasons[s]!, when: 'aujourd’hui', seasonNote: 'N', ...x.sign('sign', 'Aries'), house: 'votre maison 1' });
    expect(season('March equinox')).toBe('l’équinoxe de mars arrive aujourd’hui, N, et le Soleil, en Bélier, éclaire votre maison 1.');
    expect(season('June solstice')).toBe('le solstice de juin arrive aujourd’hui, N, et le Soleil, en Bélier, éclaire votre maison 1.');
    expect(x.compose(L.solarEclipse[1]!, { ...x.eclipse('Total solar eclipse in Aries'), when: 'lundi', ...x.sign('sign', 'Aries'), house: 'votre maison 1' }))
      .toBe('L’éclipse solaire totale en Bélier a lieu lundi et touche votre maison 1.');
    const meet = (a: string, b: string) => x.compose(L.conjunction[1]!, { when: 'le 20 février', ...x.body('planet', a), ...x.body('other', b), ...x.sign('sign', 'Aries'), house: 'votre maison 11' });
    expect(meet('Uranus', 'Neptune')).toBe('La conjonction d’Uranus et de Neptune en Bélier tombe le 20 février dans votre maison 11, et elle ouvre un cycle qui durera des décennies.');
    expect(meet('Saturn', 'Uranus')).toBe('La conjonction de Saturne et d’Uranus en Bélier tombe le 20 février dans votre maison 11, et elle ouvre un cycle qui durera des décennies.');
  });

  it('a list of planets takes the plural verb and the plural adjective, one planet the singular', () => {
    const together = (planets: string[]) => x.compose(L.retrogradeTogether[1]!, { ...x.bodies('planet', planets), ...x.sign('sign', 'Aries'), house: 'votre maison 1' });
    expect(together(['Mercury', 'Venus'])).toBe('en Bélier, dans votre maison 1, Mercure et Vénus sont rétrogrades en même temps : raison de plus pour réviser avant de vous lancer.');
    expect(together(['Mercury', 'Venus', 'Mars'])).toBe('en Bélier, dans votre maison 1, Mercure, Vénus et Mars sont rétrogrades en même temps : raison de plus pour réviser avant de vous lancer.');
    expect(together(['Mars']).startsWith('en Bélier, dans votre maison 1, Mars est rétrograde :')).toBe(true);
  });

  it('time words: « à 14:05 UT », « le 1er mars », « le 20 mars », « à partir du 1er juin », « jusqu’au 30 juin »; months as Intl writes them', () => {
    expect(x.when('atTime', '14:05')).toBe('à 14:05 UT');
    expect(x.when('onDate', x.date('2025-03-01'))).toBe('le 1er mars');
    expect(x.when('onDate', x.date('2025-03-20'))).toBe('le 20 mars');
    expect(x.when('onWeekday', 0)).toBe('lundi');
    expect(x.span(x.date('2025-06-01'), undefined)).toBe('à partir du 1er juin');
    expect(x.span(undefined, x.date('2025-06-30'))).toBe('jusqu’au 30 juin');
    expect(x.span(x.date('2025-03-03'), x.date('2025-03-09'))).toBe('du 3 mars au 9 mars');
    expect(x.span(undefined, undefined)).toBe('toute l’année');
    const intl = new Intl.DateTimeFormat('fr', { month: 'long', timeZone: 'UTC' });
    expect(x.P.months).toEqual(Array.from({ length: 12 }, (_, m) => intl.format(new Date(Date.UTC(2025, m, 15)))));
  });
});
