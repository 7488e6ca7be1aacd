/**
 * Issue 31: a minor aspect of Chiron, the node or an angle is one text of its quality joined with the themes of its
 * two points. In a locale whose minor aspects and themes are translated (es, de), the joining sentence is the locale's
 * own (src/text/minor-aspect-frames.ts), never English joining words around translated phrases; in English it is as it
 * always was; in a locale without those translations it stays wholly English, with the warnings that say so.
 */
import { describe, expect, it } from 'vitest';
import { aspectInterpretation } from '../../src/records/index.js';
import { TEXT_EN } from '../../src/text/en/index.js';
import { TEXT_DE } from '../../src/text/de/index.js';
import { TEXT_ES } from '../../src/text/es/index.js';
import { TRANSLATIONS } from '../../src/text/translations.js';
import { completeLocaleText } from '../../src/text/complete-locale-text.js';

const MINOR = ['quincunx', 'semiSextile', 'semiSquare', 'sesquiquadrate', 'quintile', 'biquintile'] as const;
const PAIRS = [['Sun', 'Ascendant'], ['Chiron', 'Moon'], ['NorthNode', 'Midheaven'], ['Venus', 'Chiron']] as const;
/** English words that join the phrases: none may appear in a translated sentence. */
const ENGLISH_JOINS = /\b(linking|with|Here|it|links|and)\b/;

describe('the minor aspects\' joining sentence, per locale', () => {
  it('English: "<pair>: <quality>, linking <theme> with <theme>." from the English tables', () => {
    const r = aspectInterpretation('Sun', 'Ascendant', 'quincunx');
    const q = TEXT_EN.minorAspects.quincunx;
    expect(r.summary).toBe(`Sun quincunx Ascendant: ${q.quality}, linking ${TEXT_EN.pointThemes.Sun} with ${TEXT_EN.pointThemes.Ascendant}.`);
    expect(r.description).toBe(`${q.description} Here it links ${TEXT_EN.pointThemes.Sun} with ${TEXT_EN.pointThemes.Ascendant}.`);
  });

  const TRANSLATED = [['es', TEXT_ES], ['de', TEXT_DE]] as const;
  it.each(TRANSLATED.flatMap(([locale, text]) => MINOR.map((aspect) => [locale, text, aspect] as const)))('%s %s: the locale\'s quality and themes in its own sentence, no English joining word, no warning', (locale, text, aspect) => {
    for (const [a, b] of PAIRS) {
      const r = aspectInterpretation(a, b, aspect, { locale });
      const quality = text.minorAspects![aspect]!.quality;
      expect(r.summary, `${a} ${b}`).toContain(quality);
      expect(r.summary).toContain(text.pointThemes![a]!);
      expect(r.summary).toContain(text.pointThemes![b]!);
      expect(r.summary.replace(quality, '').replace(text.pointThemes![a]!, '').replace(text.pointThemes![b]!, '')).not.toMatch(ENGLISH_JOINS);
      expect(r.description).not.toMatch(/Here it links/);
      expect(r.warnings).toBeUndefined();
    }
  });

  // Every text locale has the minor aspects now (es, pt-BR, fr, de): the fallback is held on a translation with them
  // taken out, through the completion every lookup reads.
  it('a translation without those texts reads the English ones and lists each as missing', () => {
    const { minorAspects: _minor, pointThemes: _themes, ...withoutThem } = TRANSLATIONS.fr;
    const completed = completeLocaleText(TEXT_EN, withoutThem);
    expect(completed.text.minorAspects).toEqual(TEXT_EN.minorAspects);
    expect(completed.text.pointThemes).toEqual(TEXT_EN.pointThemes);
    const missing = completed.missing.filter((m) => m.family === 'minorAspects').map((m) => m.english);
    expect(missing).toEqual(expect.arrayContaining(Object.values(TEXT_EN.minorAspects)));
    expect(completed.missing.some((m) => m.family === 'pointThemes')).toBe(true);
    // and the real French text is not missing them
    expect(completeLocaleText(TEXT_EN, TRANSLATIONS.fr).missing.some((m) => m.family === 'minorAspects' || m.family === 'pointThemes')).toBe(false);
  });
});

/**
 * French names the luminaries, the angles and the node with their article, elided before a vowel (« le Soleil »,
 * « la Lune », « l’Ascendant »), and the other planets and Chiron without one (« Vénus », « Chiron »): the French frame
 * once wrote « Soleil en quinconce avec Ascendant ». The articles below are French grammar, written out by hand.
 */
describe('the French minor-aspect sentence names each point with its article', () => {
  const POINTS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
    'Chiron', 'NorthNode', 'NorthNodeMean', 'Ascendant', 'Midheaven'] as const;
  const WRITTEN: Readonly<Record<(typeof POINTS)[number], readonly [subject: string, object: string]>> = {
    Sun: ['Le Soleil', 'le Soleil'], Moon: ['La Lune', 'la Lune'], Mercury: ['Mercure', 'Mercure'], Venus: ['Vénus', 'Vénus'],
    Mars: ['Mars', 'Mars'], Jupiter: ['Jupiter', 'Jupiter'], Saturn: ['Saturne', 'Saturne'], Uranus: ['Uranus', 'Uranus'],
    Neptune: ['Neptune', 'Neptune'], Pluto: ['Pluton', 'Pluton'], Chiron: ['Chiron', 'Chiron'],
    NorthNode: ['Le Nœud Nord', 'le Nœud Nord'], NorthNodeMean: ['Le Nœud Nord', 'le Nœud Nord'],
    Ascendant: ['L’Ascendant', 'l’Ascendant'], Midheaven: ['Le Milieu du Ciel', 'le Milieu du Ciel'],
  };
  const LABEL: Readonly<Record<(typeof MINOR)[number], string>> = {
    quincunx: 'quinconce', semiSextile: 'semi-sextile', semiSquare: 'semi-carré', sesquiquadrate: 'sesqui-carré',
    quintile: 'quintile', biquintile: 'biquintile',
  };

  it.each(MINOR)('every pair in %s opens « <point> en <aspect> avec <point> : » with the articles French needs', (aspect) => {
    for (const a of POINTS) {
      for (const b of POINTS) {
        const pair = new Set([a, b]);
        if (a === b || (pair.has('Ascendant') && pair.has('Midheaven')) || (pair.has('NorthNode') && pair.has('NorthNodeMean'))) continue;
        const r = aspectInterpretation(a, b, aspect, { locale: 'fr' });
        expect(r.summary.startsWith(`${WRITTEN[a][0]} en ${LABEL[aspect]} avec ${WRITTEN[b][1]} : `), `${a} ${b}: ${r.summary}`).toBe(true);
      }
    }
  });
});
