/**
 * Issue 31: the Spanish sign compatibility, lunar guidance and day highlight, read back by an editor (session 15,
 * docs/samples/es/CRITIQUE.md "Sign compatibility, lunar guidance and day highlight"). Hand-typed outputs as they read
 * after the review, and that none of the phrases the review replaced is left in the three files.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { almanacDay, lunarGuidance, signCompatibility } from '../../src/index.js';
import { DAY_HIGHLIGHT_WORDS } from '../../src/text/day-text-locales.js';

const FILES = ['src/text/es/compatibility.ts', 'src/text/es/lunar-guidance.ts', 'src/text/es/day-highlight.ts'];

/** The phrases the review replaced (calques, an odd image, a repeated word, the flagged "retrocede hasta"). */
const OLD_PHRASES = [
  'se alimentan como', 'vapor en ciernes', 'la charla superficial', 'comprometerte de más', 'movimientos profesionales',
  "'el descanso y la recuperación'", 'retrocede hasta', 'anEclipse', 'aType',
];

describe('es: the Spanish day texts after the review', () => {
  it('reads a pair of opposite mutable signs (earth and water)', () => {
    expect(signCompatibility('Virgo', 'Pisces', { locale: 'es' }).narrative).toBe(
      'Virgo y Piscis forman juntos una tierra fértil: el cuidado y la constancia dejan crecer algo duradero. '
      + 'Ambos se adaptan con facilidad, lo que mantiene la paz pero puede dejar a la pareja sin ancla. '
      + 'Frente a frente en el zodíaco, forman una oposición: cada uno es lo que el otro no es, algo que atrae y polariza a la vez.',
    );
  });

  it('reads fire with air and fire with water in plain images', () => {
    expect(signCompatibility('Gemini', 'Aries', { locale: 'es' }).narrative).toBe(
      'Géminis y Aries se avivan mutuamente, como el viento a una llama: las ideas prenden deprisa y llegan lejos. '
      + 'Uno marca la dirección y el otro adapta la ruta, de modo que los planes se doblan sin romperse. '
      + 'A dos signos de distancia, forman un sextil: una apertura amistosa que recompensa el esfuerzo de ambas partes.',
    );
    expect(signCompatibility('Sagittarius', 'Pisces', { locale: 'es' }).narrative).toContain(
      'Sagitario y Piscis son fuego y agua a punto de hacerse vapor: un vínculo intenso y conmovedor, aunque cada uno puede sofocar o escaldar al otro.',
    );
  });

  it('gives the void-of-course prefix with the sign\'s best use, and the Full Moon\'s caution', () => {
    const g = lunarGuidance({ date: '2024-04-23', timezone: 'UTC', locale: 'es' });
    expect(g.isVoidOfCourse).toBe(true);
    expect(g.recommendations.bestFor).toBe(
      'Mientras la Luna esté vacía de curso, limítate a la rutina; por lo demás, el día es propicio para la cooperación, la diplomacia y los planes con otras personas.',
    );
    expect(g.recommendations.unfavorable).toContain('asumir demasiados compromisos con las emociones a flor de piel');
    const capricorn = lunarGuidance({ date: '2024-04-01', timezone: 'UTC', locale: 'es' });
    expect(capricorn.recommendations.favorable[0]).toBe('las decisiones profesionales y la planificación a largo plazo');
    expect(capricorn.recommendations.bestFor).toBe('El esfuerzo disciplinado hacia una meta duradera.');
  });

  it('names the eclipse as a headline and a retrograde re-entry as the horoscopes do', () => {
    expect(almanacDay({ date: '2024-04-08', timezone: 'UTC', locale: 'es' }).dayHighlight).toBe(
      'Eclipse solar total en Aries: un punto de inflexión que sacude el eje Aries-Libra.',
    );
    const words = DAY_HIGHLIGHT_WORDS['es'];
    expect(words.eclipse('penumbral', 'lunar', 'Libra')).toBe('Eclipse lunar penumbral en Libra: un punto de inflexión que sacude el eje Libra-Aries.');
    expect(words.ingress('Mercury', 'retrograde', 'Pisces')).toBe('Mercurio, retrógrado, vuelve a Piscis y retoma los asuntos pendientes.');
    expect(words.ingress('Mars', 'direct', 'Taurus')).toBe('Marte entra en Tauro y dirige su atención a los temas de Tauro.');
    expect(words.station('Venus', 'retrograde', 'Gemini')).toBe('Venus se estaciona retrógrado en Géminis: es momento de revisar antes de seguir adelante.');
    expect(words.lunation('Full Moon', 'Leo')).toBe('Luna llena en Leo: una culminación.');
  });

  it('leaves none of the replaced phrases in the three files', () => {
    const found = FILES.flatMap((f) => OLD_PHRASES.filter((p) => readFileSync(f, 'utf8').includes(p)).map((p) => `${f}: ${p}`));
    expect(found).toEqual([]);
  });
});
