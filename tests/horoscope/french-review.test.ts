/**
 * Issue 31, French review (docs/samples/fr/CRITIQUE.md): the sentences the French reviewer rewrote, as hand-typed
 * expected sentences in the ten sample horoscopes, and the faults (calques, a wrong construction, a sky told for the
 * north alone) that must no longer occur in any French message, nor in a year of French dailies for any sign.
 */
import { describe, expect, it } from 'vitest';
import { allHoroscopes, dailyHoroscope, monthlyHoroscope, weeklyHoroscope, yearlyHoroscope } from '../../src/index.js';
import { PieceLanguage } from '../../src/horoscope/piece-language.js';
import { daysOf2025 } from './translated-horoscope-year.js';

/** What the reviewer removed: each alternative is one fault of the French text before the review. */
const OLD = new RegExp([
  'repart vers le printemps au nord', // the December solstice told for the north alone
  'le jour où jour et nuit', 'point de bascule de la lumière de l’année',
  'vote votre corps', 'la première à réclamer votre temps', 'sont là où vous verrez', 'sentent (le changement|la différence)',
  'montre le changement en premier', 'passent en revue ;', 'assis en face', 'Le grand ciel', 'Emportez une leçon',
  'petites lignes', 'touche personnellement', 'double raison', 'une promesse avant qu’elle', 'accordez-vous-le',
  'préférez accomplir que', 'parts qui ressemblent', 'chapitre de vous-même', 'redécider', 'cacher une bénédiction',
  'garde le cœur dans la partie', 'assainit l’air', 'la clarté est le cadeau', 'façon de mener,', 'pleine phase',
  'préparez quelque chose qui vous fait grandir', 'Comptez vos bienfaits', 'parlez pour votre travail', 'pensez-la vraiment',
  'comme au poste que', 'pour une raison ;', 'porte que personne n’a encore essayée', 'la seconde pensée',
  'la scène une fois', 'portions comprises', 'mettez-le au travail', 'lents professeurs', 'réparation silencieuse',
  'les liens proches ;', 'pour y planter', 'quelles parts vous', 'les réflexions après coup', 'sous leur coup dans la hâte',
].join('|'));

/** Every string of a nested table of messages. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('French horoscope review (issue 31)', () => {
  it('fr: no French horoscope message keeps a fault the reviewer removed', () => {
    const messages = stringsIn(new PieceLanguage('fr').T);
    expect(messages.length).toBeGreaterThan(500);
    expect(messages.filter((m) => OLD.test(m))).toEqual([]);
  });

  it('fr: the December solstice names the southern summer too, and the dailies read as rewritten', () => {
    expect(dailyHoroscope({ sign: 'Capricorn', date: '2025-12-21', locale: 'fr' }).narrative).toContain(
      'Aujourd’hui, c’est le solstice de décembre : le début de l’hiver au nord et de l’été au sud, avec le Soleil en Capricorne qui éclaire votre maison 1',
    );
    const aries = dailyHoroscope({ sign: 'Aries', date: '2025-03-20', locale: 'fr' }).narrative!;
    expect(aries).toContain('Avec la Lune en Sagittaire, décroissante, quelques jours après la Pleine Lune, l’humeur du jour se concentre');
    expect(aries).toContain('Mars, maître du Bélier, se trouve en Cancer, dans votre maison 4 des racines et de la vie privée, ce qui place le foyer en tête de vos priorités.');
    expect(aries).toContain('En Bélier, dans votre maison 1, Mercure et Vénus sont rétrogrades en même temps : raison de plus pour réviser avant de vous lancer.');
    expect(aries).toContain('Lisez, flânez ou préparez quelque chose qui vous fasse grandir.');
    const taurus = dailyHoroscope({ sign: 'Taurus', date: '2025-06-11', locale: 'fr' }).narrative!;
    expect(taurus).toContain('Des sentiments forts surgissent dans vos relations intimes ; donnez-leur des mots plutôt que des silences.');
    expect(taurus).toContain('Réglez une facture commune ou honorez un engagement avant que l’un ou l’autre ne pèse plus lourd.');
    expect(dailyHoroscope({ sign: 'Scorpio', date: '2025-11-09', locale: 'fr' }).narrative).toContain(
      'Le Soleil est en Scorpion avec vous, dans votre maison 1 du corps et de la prestance : ce qu’il remue vous touche de près.',
    );
  });

  it('fr: the weeklies, the monthly and the yearly read as rewritten', () => {
    const aquarius = weeklyHoroscope({ sign: 'Aquarius', date: '2025-05-26', locale: 'fr' }).narrative!;
    expect(aquarius).toContain('Mercure passe en Gémeaux lundi et commence un séjour dans votre maison 5. C’est du côté des enfants, de l’art et du jeu que vous verrez la différence.');
    expect(aquarius).toContain('Retenez une leçon de votre secteur des loisirs et des amours pour la semaine suivante, Verseau, et laissez filer le reste.');
    const sagittarius = weeklyHoroscope({ sign: 'Sagittarius', date: '2025-11-10', locale: 'fr' }).narrative!;
    expect(sagittarius).toContain('Revoyez l’argent partagé, les prêts et les petits caractères ; de vieilles questions de confiance peuvent resurgir.');
    expect(sagittarius).toContain('L’ambition s’éveille, et vous préférez agir plutôt que vous reposer ; ménagez votre rythme.');
    expect(weeklyHoroscope({ sign: 'Leo', date: '2025-03-17', locale: 'fr' }).narrative).toContain(
      'Vous avez envie d’être chez vous, ou du moins dans un endroit qui y ressemble ; offrez-vous ce plaisir si vous le pouvez.',
    );
    expect(monthlyHoroscope({ sign: 'Virgo', year: 2025, month: 9, locale: 'fr' }).narrative).toContain(
      'Une éclipse dans votre propre signe ouvre souvent un nouveau chapitre de votre histoire ; accueillez ce qui, dans ce chapitre, vous fait grandir.',
    );
    const libra = yearlyHoroscope({ sign: 'Libra', year: 2026, locale: 'fr' }).narrative!;
    expect(libra).toContain('Un emploi, une routine ou une habitude de santé arrive à son terme ; écoutez ce que votre corps vous dit.');
    expect(libra).toContain('Le solstice de décembre arrive le 21 décembre, le début de l’hiver au nord et de l’été au sud, et le Soleil, en Capricorne, éclaire');
    expect(libra).toContain('Le 21 juin arrive le solstice de juin, le moment où bascule la lumière de l’année ;');
    expect(libra).toContain('C’est dans les voyages, les études et votre regard sur la vie que le changement se fait sentir.');
    expect(libra).toContain('vous apprenez sur vous-même à travers ceux qui vous font face.');
    for (const text of [aquarius, sagittarius, libra]) expect(text).not.toMatch(OLD);
  }, 60_000);

  it('fr: a list of one, two or three planets retrograde together needs no count in « raison de plus »', () => {
    const x = new PieceLanguage('fr');
    const together = (planets: string[]) => x.compose(x.T.leads.retrogradeTogether[1]!, { ...x.bodies('planet', planets), ...x.sign('sign', 'Aries'), house: 'votre maison 1' });
    expect(together(['Mercury', 'Venus', 'Mars'])).toBe('en Bélier, dans votre maison 1, Mercure, Vénus et Mars sont rétrogrades en même temps : raison de plus pour réviser avant de vous lancer.');
    expect(together(['Mars'])).toBe('en Bélier, dans votre maison 1, Mars est rétrograde : raison de plus pour réviser avant de vous lancer.');
  });

  it('fr: 2025, every seventh day × 12 signs: no daily keeps a fault the reviewer removed', () => {
    const narratives = daysOf2025(7).flatMap((date) => allHoroscopes({ date, locale: 'fr' }).map((h) => `${date} ${h.sign}: ${h.narrative!}`));
    expect(narratives.length).toBe(53 * 12);
    expect(narratives.filter((n) => OLD.test(n))).toEqual([]);
  }, 300_000);
});
