/**
 * The words of the yogas and doshas (issue 28; docs/interpretations.md "Yogas and doshas"): one entry per yoga of the
 * catalogue (src/vedic/yoga-rules.ts) and none for a yoga it lacks, one per dosha reading (`DOSHA_TEXT_IDS`: the
 * counts come from the doshas' definitions: Manglik and its four named cancellations, twelve Kaal Sarp types and the
 * partial form, Sade Sati and its three phases, the two Dhaiya signs), each 80–150 words, naming its subject, with
 * no placeholder, no sentence used twice (here or in Urania's other text) and no two entries sharing 40 % of their
 * four-word sequences. The lookups `yogaInterpretation` and `doshaInterpretation` return these entries.
 */
import { describe, expect, it } from 'vitest';
import { doshaInterpretation, yogaInterpretation } from '../../src/index.js';
import { KAAL_SARP_TYPE_NAMES, MANGLIK_CANCELLATION_NAMES } from '../../src/schemas/vedic-doshas.js';
import { DOSHA_TEXT_IDS } from '../../src/schemas/vedic-interpretation.js';
import { TEXT_LOCALES } from '../../src/text/index.js';
import { YOGAS_LUNAR_SOLAR_EN } from '../../src/text/en/vedic/yogas-lunar-solar.js';
import { YOGAS_NABHASA_SHAPES_EN } from '../../src/text/en/vedic/yogas-nabhasa-shapes.js';
import { YOGAS_NABHASA_SPREADS_EN } from '../../src/text/en/vedic/yogas-nabhasa-spreads.js';
import { YOGAS_RAJA_AND_OTHERS_EN } from '../../src/text/en/vedic/yogas-raja-and-others.js';
import { YOGAS_WEALTH_EXCHANGE_EN } from '../../src/text/en/vedic/yogas-wealth-exchange.js';
import { YOGA_DOSHA_TEXT_LOCALES } from '../../src/text/yoga-dosha-text.js';
import { YOGA_RULES } from '../../src/vedic/yoga-rules.js';
import { MAX_SHARED_4GRAMS, PLACEHOLDER, maxOverlap, sentences, words } from './text-similarity.js';

/** The brief's bounds: 80–150 words an entry. */
const WORDS = { min: 80, max: 150 };

interface Entry {
  readonly label: string;
  readonly text: string;
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

describe.each(Object.entries({ en: YOGA_DOSHA_TEXT_LOCALES.en }))('yoga and dosha text, locale %s', (locale, t) => {
  const yogas: Entry[] = Object.entries(t.yogas).map(([id, text]) => ({ label: `yoga ${id}`, text }));
  const doshas: Entry[] = Object.entries(t.doshas).map(([id, e]) => ({ label: `dosha ${id}`, text: e.text }));
  const all = [...yogas, ...doshas];

  it('has exactly one entry per yoga of the catalogue, and none for a yoga it lacks', () => {
    const ids = YOGA_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(79);
    expect(Object.keys(t.yogas).sort()).toEqual([...ids].sort());
    if (locale === 'en') {
      // The group files are merged by spreading, which would hide an id written twice: their sizes must add up.
      const parts = [YOGAS_LUNAR_SOLAR_EN, YOGAS_RAJA_AND_OTHERS_EN, YOGAS_WEALTH_EXCHANGE_EN, YOGAS_NABHASA_SHAPES_EN, YOGAS_NABHASA_SPREADS_EN];
      expect(parts.reduce((n, p) => n + Object.keys(p).length, 0)).toBe(ids.length);
    }
  });

  it('has one entry per dosha reading: Manglik and its cancellations, the Kaal Sarp types and partial form, Sade Sati and Dhaiya', () => {
    expect(DOSHA_TEXT_IDS).toHaveLength(1 + MANGLIK_CANCELLATION_NAMES.length + KAAL_SARP_TYPE_NAMES.length + 1 + 4 + 2);
    expect(DOSHA_TEXT_IDS).toHaveLength(24);
    expect(Object.keys(t.doshas).sort()).toEqual([...DOSHA_TEXT_IDS].sort());
    for (const c of MANGLIK_CANCELLATION_NAMES) expect(DOSHA_TEXT_IDS).toContain(`manglik-cancellation-${c}`);
    for (const k of KAAL_SARP_TYPE_NAMES) expect(DOSHA_TEXT_IDS).toContain(`kaal-sarp-${k.toLowerCase()}`);
  });

  it('keeps every entry within 80–150 words, with no placeholder', () => {
    const outside = all.map((e) => ({ label: e.label, n: words(e.text).length })).filter(({ n }) => n < WORDS.min || n > WORDS.max);
    expect(outside).toEqual([]);
    expect(all.filter((e) => PLACEHOLDER.test(e.text) || /\{\w+\}/.test(e.text)).map((e) => e.label)).toEqual([]);
  });

  it('names its subject: a yoga its name, a Kaal Sarp type its name and Rahu’s house, a Sade Sati phase its house from the Moon', () => {
    const yogaMissing = YOGA_RULES.filter((r) => !t.yogas[r.id]!.toLowerCase().includes(r.name.split(/[ (–]/)[0]!.toLowerCase())).map((r) => r.id);
    expect(yogaMissing).toEqual([]);
    const typeMissing = KAAL_SARP_TYPE_NAMES.filter((k, i) => {
      const e = t.doshas[`kaal-sarp-${k.toLowerCase()}` as (typeof DOSHA_TEXT_IDS)[number]];
      return !e.text.includes(k) || !e.name.includes(k) || !e.text.includes(`Rahu in the ${ordinal(i + 1)}`);
    });
    expect(typeMissing).toEqual([]);
    expect(t.doshas['sade-sati-rising'].text).toMatch(/12th/);
    expect(t.doshas['sade-sati-setting'].text).toMatch(/2nd/);
    expect(t.doshas['dhaiya-fourth'].text).toMatch(/4th/);
    expect(t.doshas['dhaiya-eighth'].text).toMatch(/8th/);
  });

  it('says for every entry when it acts (a dasha, a period or a transit) and what weakens or cancels it', () => {
    const acts = /dasha|\bperiods?\b|\btransit|\bthrough (the whole )?life|\bwhole (of )?life|\blifelong|\blifetime|\bacross the (life|years)|\bthrough life|\bevery period|\ball the periods|\bthe years\b/i;
    const weakens = /improv|mixed|debilitat|afflict|combust|weak|cancel|reduc|eas(e|es)\b|soften|lighten|dim|thin|narrow|spoil|less\b|milder|reliev|steadies|strain|slacken|uneven|lift|forbid|cannot occur|never be found/i;
    expect(all.filter((e) => !acts.test(e.text)).map((e) => e.label)).toEqual([]);
    expect(all.filter((e) => !weakens.test(e.text)).map((e) => e.label)).toEqual([]);
  });

  it('no two entries share 40 per cent of their four-word sequences', () => {
    const { share, i, j } = maxOverlap(all.map((e) => e.text));
    expect(share, `${all[i]?.label} ~ ${all[j]?.label}`).toBeLessThan(MAX_SHARED_4GRAMS);
  });

  it('uses no sentence twice, here or in Urania’s natal text', () => {
    const natal = TEXT_LOCALES[locale as keyof typeof TEXT_LOCALES];
    const seen = new Map<string, string>();
    for (const e of [
      ...natal.houses.map((h) => ({ label: `house ${h.house}`, text: h.description })),
      ...Object.entries(natal.planetInSign).flatMap(([b, bySign]) => Object.entries(bySign).map(([s, x]) => ({ label: `${b} in ${s}`, text: x.description }))),
    ]) for (const s of sentences(e.text)) seen.set(s, e.label);
    const repeated: string[] = [];
    for (const e of all) {
      for (const s of sentences(e.text)) {
        if (seen.has(s)) repeated.push(`${e.label} & ${seen.get(s)}: ${s}`);
        else seen.set(s, e.label);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('the checks can fail: a copied entry and a repeated sentence are found', () => {
    const a = t.yogas.gajakesari!;
    expect(maxOverlap([a, `${a} One more sentence here.`]).share).toBeGreaterThan(MAX_SHARED_4GRAMS);
    expect(sentences(`${t.yogas.hamsa!} ${a}`).filter((s) => sentences(a).includes(s)).length).toBeGreaterThan(0);
  });
});

describe('yogaInterpretation and doshaInterpretation', () => {
  it('return each entry with its catalogue name, for every yoga and every dosha reading', () => {
    for (const r of YOGA_RULES) {
      expect(yogaInterpretation(r.id)).toEqual({ id: r.id, name: r.name, locale: 'en', text: YOGA_DOSHA_TEXT_LOCALES.en.yogas[r.id] });
    }
    for (const id of DOSHA_TEXT_IDS) {
      const e = YOGA_DOSHA_TEXT_LOCALES.en.doshas[id];
      expect(doshaInterpretation(id, { locale: 'en' })).toEqual({ id, name: e.name, locale: 'en', text: e.text });
    }
  });

  it('refuse an id outside the catalogue and an unknown locale, naming the field', () => {
    expect(() => yogaInterpretation('gaja-kesari')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'id' }) }));
    expect(() => yogaInterpretation('gaja-kesari')).toThrow(/id must be the id of a yoga/);
    expect(() => doshaInterpretation('manglik-dosha' as never)).toThrow(expect.objectContaining({ details: expect.objectContaining({ field: 'id' }) }));
    expect(() => yogaInterpretation('gajakesari', { locale: 'it' as never })).toThrow(expect.objectContaining({ details: expect.objectContaining({ field: 'locale' }) }));
  });
});
