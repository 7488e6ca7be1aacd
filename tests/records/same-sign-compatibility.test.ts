/**
 * A sign paired with itself (a reader's defect: `signCompatibility('Leo', 'Leo')` read "Leo and Leo burn with the
 * same fuel"): the narrative speaks of two people of one sign, in every locale, and the English of two different
 * signs reads as before (composed here from the English tables, as the record composed it before the fix).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { signCompatibility } from '../../src/records/index.js';
import { LOCALES, SIGNS, type Modality } from '../../src/schemas/index.js';
import { ELEMENT_PAIR_TEXT, MODALITY_PAIR_TEXT, NATURAL_ASPECT_TEXT, elementPairKey, modalityPairKey } from '../../src/text/compatibility-text.js';
import { horoscopeGrammar } from '../../src/text/horoscope-grammar-locales.js';
import { naturalAspect } from '../../src/horoscope/compatibility-scores.js';
import { SIGN_FACTS } from '../../src/zodiac/index.js';

/** The word each locale joins two names with. */
const AND = { en: 'and', es: 'y', 'pt-BR': 'e', fr: 'et', de: 'und' } as const;

describe('a same-sign pair', () => {
  it.each(LOCALES)('%s: the narrative never names the sign twice joined by “and”, and names it once', (locale) => {
    for (const sign of SIGNS) {
      const c = signCompatibility(sign, sign, { locale });
      const name = horoscopeGrammar(locale).signs[sign].name;
      expect(c.narrative, `${sign} ${locale}`).not.toContain(`${name} ${AND[locale]} ${name}`);
      expect(c.narrative.split(name).length - 1, `${sign} ${locale}: ${c.narrative}`).toBe(1);
      expect(c.warnings).toBeUndefined();
    }
  });

  it('Leo–Leo in English and Spanish (typed by hand)', () => {
    expect(signCompatibility('Leo', 'Leo').narrative).toBe(
      'Two Leo natives burn with the same fuel: each sees their own fire in the other and answers it at once. '
      + 'Both are constant and determined: immovable together, or immovable against each other. '
      + 'Sharing a sign, the two mirror each other, which brings instant recognition and the same blind spots.',
    );
    expect(signCompatibility('Leo', 'Leo', { locale: 'es' }).narrative.startsWith(
      'Dos nativos de Leo arden con el mismo combustible: cada uno ve su propio fuego en el otro y le responde al instante. ',
    )).toBe(true);
    expect(signCompatibility('Pisces', 'Pisces', { locale: 'de' }).narrative.startsWith(
      'Zwei im Zeichen Fische Geborene fließen ineinander: Sie verstehen einander tief, oft ganz ohne Worte. ',
    )).toBe(true);
  });

  it('two different signs read in English exactly as before (the three tables’ readings, the names filled in)', () => {
    for (const a of SIGNS) for (const b of SIGNS) {
      if (a === b) continue;
      const [fa, fb] = [SIGN_FACTS[a], SIGN_FACTS[b]];
      const before = [
        ELEMENT_PAIR_TEXT[elementPairKey(fa.element, fb.element)].reading,
        MODALITY_PAIR_TEXT[modalityPairKey(fa.modality as Modality, fb.modality as Modality)].reading,
        NATURAL_ASPECT_TEXT[naturalAspect(a, b)].reading,
      ].map((t) => t.replaceAll('{a}', a).replaceAll('{b}', b)).join(' ');
      expect(signCompatibility(a, b).narrative, `${a}–${b}`).toBe(before);
    }
  });
});

describe('HTTP: a same-sign pair in the request’s language', () => {
  const { key } = createApiKey();
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('?lang=pt-BR answers the Portuguese same-sign reading', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/v1/horoscope/compatibility?sign1=Leo&sign2=Leo&lang=pt-BR', headers: { authorization: `Bearer ${key}` } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual(signCompatibility('Leo', 'Leo', { locale: 'pt-BR' }));
    expect(r.json().narrative.startsWith('Dois nativos de Leão ardem com o mesmo combustível')).toBe(true);
  });
});
