/**
 * Issue 31: the French sign compatibility, lunar guidance and day highlight, read back by an editor (session 15;
 * docs/samples/fr/CRITIQUE.md, "Sign compatibility, lunar guidance and day highlight"). Hand-typed outputs as they
 * read after the review, and that no flagged phrase is left in the three French files.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { almanacDay, lunarGuidance, signCompatibility } from '../../src/index.js';
import { DAY_HIGHLIGHT_WORDS } from '../../src/text/day-text-locales.js';

describe('the French day texts after the review (locale fr)', () => {
  it('reads the compatibility narratives with the signs as subjects and the aspects counted as distances', () => {
    expect(signCompatibility('Virgo', 'Pisces', { locale: 'fr' }).narrative).toBe(
      'Vierge et Poissons forment une terre fertile, où le soin et la constance font croître un lien durable. ' +
        // Session 17: the same-modality readings have the partners as subject (« Tous deux »), not « les deux signes »,
        // which read oddly for one sign with itself.
        'Tous deux s’adaptent volontiers, ce qui préserve la paix mais peut laisser le duo sans ancrage. ' +
        'Face à face de part et d’autre du zodiaque, ils forment une opposition : chacun est ce que l’autre n’est pas, ce qui attire et polarise.',
    );
    expect(signCompatibility('Aries', 'Leo', { locale: 'fr' }).narrative).toBe(
      'Bélier et Lion brûlent du même feu : chaque signe reconnaît d’emblée chez l’autre son appétit de vivre. ' +
        'Un signe ouvre la voie et l’autre tient le terrain gagné : voilà une répartition toute naturelle des tâches. ' +
        'À quatre signes l’un de l’autre, ils sont en trigone : le même élément, et une circulation aisée entre eux.',
    );
    expect(signCompatibility('Virgo', 'Virgo', { locale: 'fr' }).narrative).toBe(
      // Session 16: a same-sign pair reads its own element sentence (no longer « Vierge et Vierge »).
      'Deux natifs du signe Vierge foulent le même sol ferme, concrets et patients, et bâtissent au même rythme, sans hâte. ' +
        'Tous deux s’adaptent volontiers, ce qui préserve la paix mais peut laisser le duo sans ancrage. ' +
        'Sous un même signe, les deux partenaires se reflètent, d’où une reconnaissance immédiate et les mêmes angles morts.',
    );
  });

  it('reads the void-of-course prefix followed by an infinitive, and a bestFor standing alone', () => {
    expect(lunarGuidance({ date: '2024-04-11', timezone: 'UTC', locale: 'fr' }).recommendations.bestFor).toBe(
      'Tant que la Lune est vide de course, tenez-vous-en à la routine ; sinon, la journée est idéale pour travailler sans hâte et savourer les plaisirs simples.',
    );
    expect(lunarGuidance({ date: '2024-04-14', timezone: 'UTC', locale: 'fr' }).recommendations.bestFor).toBe('Prendre soin de vous et de vos proches.');
  });

  it('reads the day highlights', () => {
    expect(almanacDay({ date: '2024-04-08', timezone: 'UTC', locale: 'fr' }).dayHighlight).toBe(
      'Une éclipse solaire totale en Bélier : un tournant qui remue l’axe du Bélier.',
    );
    const w = DAY_HIGHLIGHT_WORDS.fr;
    expect(w.ingress('Mercury', 'retrograde', 'Pisces')).toBe('Mercure rétrograde et revient en Poissons, où l’attendent les affaires laissées en suspens.');
    expect(w.station('Venus', 'direct', 'Virgo')).toBe('Vénus redevient directe en Vierge : ce qui était bloqué se remet en marche.');
    expect(w.voidOfCourse('Libra')).toBe('La Lune est vide de course en Balance une partie de la journée : préférez la routine aux nouveaux départs.');
  });

  it('leaves no flagged phrase in the three French files', () => {
    const text = ['compatibility', 'lunar-guidance', 'day-highlight']
      .map((f) => readFileSync(new URL(`../../src/text/fr/${f}.ts`, import.meta.url), 'utf8'))
      .join('\n');
    for (const old of [
      'Entre {a} et {b} brûle', 'Entre {a} et {b}, le sol', 'le premier trouve l’autre', 'un partenaire nomme',
      'compréhension profonde, souvent', 'celui qui lance', 'Dans un même signe', 'Séparés par trois signes',
      'Quatre signes les séparent', 'Avec cinq signes entre eux', 'à travers le zodiaque', 'le goût des plaisirs simples',
      'et l’information', 'vous-même et des personnes', 'vous vexer', 'entièrement seul', 'creux et superficiel',
      'sans pouvoir rien vérifier', 'vers un but durable', 'quémander', 'déjà en route', 'restez dans la routine',
      'pour reprendre les affaires', 'plutôt que les nouveautés',
    ]) expect(text).not.toContain(old);
  });
});
