/**
 * Issue 31, a text family translated in part, end to end: the Spanish predictive technique text holds Saturn's passage
 * through each natal house (src/text/es/transits/saturn-through-houses.ts), the slow transits of some bodies to each
 * natal point (src/text/es/transits/saturn.ts, uranus.ts, …), the progressions and the returns
 * (src/text/es/progressions, src/text/es/returns), and no other transit entry. A Spanish transit report
 * reads those entries in Spanish and every other entry in English, and its `warnings` name exactly the entries it read in
 * English — found here from the report's `sources` and the keys of the English and Spanish source files (trine and
 * sextile read the `harmonious` entry, src/text/technique-text.ts), not from the code under test. The other records
 * that read the family say so too (transitsToNatal); the return and progressed charts with `interpret` read Spanish.
 */
import { describe, expect, it } from 'vitest';
import { lunarReturnChart, progressedChart, solarReturnChart, transitReport, transitsToNatal } from '../../src/index.js';
import { FAST_ASPECT_CLAUSES_EN, FAST_TRANSITS_EN, HOUSE_TRANSITS_EN, SLOW_TRANSITS_EN } from '../../src/text/en/transits/index.js';
import { PROGRESSED_SUN_SIGN_ES } from '../../src/text/es/progressions/sun-and-aspects.js';
import { LUNAR_RETURN_MOON_HOUSE_ES } from '../../src/text/es/returns/lunar-return.js';
import { SOLAR_RETURN_ASCENDANT_ES } from '../../src/text/es/returns/solar-return.js';
import { TECHNIQUE_TEXT_ES } from '../../src/text/es/technique.js';
import { SATURN_THROUGH_HOUSES_ES } from '../../src/text/es/transits/saturn-through-houses.js';

const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const family = (aspect: string) => (aspect === 'trine' || aspect === 'sextile' ? 'harmonious' : aspect);
const TECHNIQUE = 'predictive technique text';

/** The entries a technique report's source reads, by their path in the source files. */
function entriesOf(source: { record: string; transitBody: string; natalPoint?: string; aspect?: string; house?: number }): string[] {
  if (source.record === 'TransitHouseInterpretation') return [`houseTransits.${source.transitBody}[${source.house! - 1}]`];
  if (source.transitBody in SLOW_TRANSITS_EN) return [`slowTransits.${source.transitBody}.${source.natalPoint!}.${family(source.aspect!)}`];
  return [`fastTransits.${source.transitBody}.${source.natalPoint!}`, `fastAspectClauses.${source.aspect!}`];
}

/** The Spanish entry at a path of the technique text (`slowTransits.Pluto.Sun.square`, `houseTransits.Saturn[4]`), if Spanish has it. */
function spanishEntry(entry: string): string | undefined {
  let node: unknown = TECHNIQUE_TEXT_ES;
  for (const key of entry.split(/[.[\]]+/).filter((k) => k.length > 0)) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === 'string' ? node : undefined;
}

/** A Spanish harmonious entry read for one contact: «trígono o sextil» named as that aspect (`harmoniousAs`). */
const oneAspectEs = (text: string, aspect: string) => (aspect === 'trine' || aspect === 'sextile'
  ? text.replace('trígonos o sextiles', aspect === 'trine' ? 'trígonos' : 'sextiles').replace('trígono o sextil', aspect === 'trine' ? 'trígono' : 'sextil')
  : text);

/** The entries a warning on the technique text names, and the count it gives. */
function named(warnings: readonly string[] | undefined): { count: number; names: string[] } | undefined {
  const w = (warnings ?? []).find((s) => s.includes(TECHNIQUE));
  if (w === undefined) return undefined;
  const m = /^Spanish \(es\): (\d+) predictive technique text (?:entry has|entries have) no translation yet and (?:reads|read) in English: (.+?)(?: and \d+ more)?\.$/.exec(w);
  expect(m, w).not.toBeNull();
  return { count: Number(m![1]), names: m![2]!.split(', ') };
}

describe('a Spanish transit report, the technique text translated in part (Saturn through the houses, some slow transits)', () => {
  // Saturn is in the natal 5th house through the period; limit 1: one major transit, five house passages.
  const report = transitReport({ birth, from: '2026-01-01', to: '2026-03-01', limit: 1, locale: 'es' });
  const paragraphs = report.sections.flatMap((s) => s.paragraphs.map((p, i) => ({ text: p.text, source: s.sources[i]! })));
  const inSpanish = (source: unknown) => entriesOf(source as never).every((e) => spanishEntry(e) !== undefined);

  it('reads Saturn’s house passage in Spanish, from the Spanish source file', () => {
    const saturn = paragraphs.filter((p) => p.source.record === 'TransitHouseInterpretation' && p.source.transitBody === 'Saturn');
    expect(saturn).toHaveLength(1);
    const house = (saturn[0]!.source as { house: number }).house;
    expect(saturn[0]!.text).toBe(SATURN_THROUGH_HOUSES_ES[house - 1]);
  });

  it('reads a slow transit Spanish holds in Spanish, from the Spanish source file', () => {
    // The period's major transit (Pluto square the Ascendant) is one of them.
    const slow = paragraphs.filter((p) => p.source.record !== 'TransitHouseInterpretation' && inSpanish(p.source));
    expect(slow.length).toBeGreaterThan(0);
    for (const { text, source } of slow) {
      const s = source as { transitBody: string; natalPoint: string; aspect: string };
      const entry = spanishEntry(entriesOf(source as never)[0]!)!;
      expect(text.split(/(?<=\.)\s+/)[0]).toBe(oneAspectEs(entry, s.aspect).split(/(?<=\.)\s+/)[0]);
      expect(text).not.toContain(SLOW_TRANSITS_EN[s.transitBody as 'Saturn'][s.natalPoint as 'Sun'][family(s.aspect) as 'square'].split(/(?<=\.)\s+/)[0]);
    }
  });

  it('reads every other entry in English, from the English source files', () => {
    const others = paragraphs.filter((p) => !inSpanish(p.source));
    expect(others.length + paragraphs.filter((p) => inSpanish(p.source)).length).toBe(6);
    expect(others.length).toBeGreaterThan(0);
    for (const { text, source } of others) {
      const s = source as { record: string; transitBody: string; natalPoint?: string; aspect?: string; house?: number };
      if (s.record === 'TransitHouseInterpretation') expect(text).toBe((HOUSE_TRANSITS_EN as Record<string, readonly string[]>)[s.transitBody]![s.house! - 1]);
      else if (s.transitBody in SLOW_TRANSITS_EN) expect(text.split(/(?<=\.)\s+/)[0]).toBe((SLOW_TRANSITS_EN as Record<string, Record<string, Record<string, string>>>)[s.transitBody]![s.natalPoint!]![family(s.aspect!)]!.split(/(?<=\.)\s+/)[0]);
      else expect(text).toBe(`${(FAST_TRANSITS_EN as Record<string, Record<string, string>>)[s.transitBody]![s.natalPoint!]} ${(FAST_ASPECT_CLAUSES_EN as Record<string, string>)[s.aspect!]}`);
    }
  });

  it('names in warnings exactly the entries read in English, and not the Spanish one', () => {
    const expected = paragraphs.flatMap((p) => entriesOf(p.source as never)).filter((e) => spanishEntry(e) === undefined);
    expect(expected.length).toBeLessThanOrEqual(5); // every name listed, none counted in "and N more"
    const got = named(report.warnings)!;
    expect(got.count).toBe(expected.length);
    expect([...got.names].sort()).toEqual([...expected].sort());
    // The headings are translated (src/report/words/es/technique-report-words.ts): no warning names them.
    expect(report.warnings!.filter((w) => w.includes('section titles and headings'))).toEqual([]);
  });

  it('the same period in English: no warning, and Saturn’s passage is the English entry', () => {
    const en = transitReport({ birth, from: '2026-01-01', to: '2026-03-01', limit: 1 });
    expect(en.warnings).toBeUndefined();
    const saturn = en.sections.flatMap((s) => s.paragraphs.map((p, i) => ({ p, s: s.sources[i]! }))).find((x) => x.s.record === 'TransitHouseInterpretation' && x.s.transitBody === 'Saturn')!;
    expect(saturn.p.text).toBe(HOUSE_TRANSITS_EN.Saturn[(saturn.s as { house: number }).house - 1]);
  });
});

describe('the other records that read the technique text say what fell back', () => {
  it('transitsToNatal with interpret: each interpreted aspect names its own English entry', () => {
    const aspects = transitsToNatal({ birth, at: '2026-01-15T12:00:00Z', interpret: true, locale: 'es' });
    const read = aspects.filter((a) => a.interpretation !== undefined);
    expect(read.length).toBeGreaterThan(3);
    for (const a of read) {
      const source = { record: 'TransitInterpretation', transitBody: a.transitBody === 'NorthNodeMean' ? 'NorthNode' : a.transitBody, natalPoint: a.natalBody === 'NorthNodeMean' ? 'NorthNode' : a.natalBody, aspect: a.aspect };
      const english = entriesOf(source).filter((e) => spanishEntry(e) === undefined);
      // An aspect whose entries Spanish holds names none; any other names exactly the entries it read in English.
      if (english.length === 0) expect(named(a.warnings), `${a.transitBody} ${a.aspect} ${a.natalBody}`).toBeUndefined();
      else expect(named(a.warnings)!.names.sort(), `${a.transitBody} ${a.aspect} ${a.natalBody}`).toEqual(english.sort());
    }
    // Both kinds are among them: a slow transit Spanish holds, and an entry still read in English.
    expect(read.some((a) => named(a.warnings) === undefined)).toBe(true);
    expect(read.some((a) => named(a.warnings) !== undefined)).toBe(true);
    expect(transitsToNatal({ birth, at: '2026-01-15T12:00:00Z', interpret: true }).every((a) => a.warnings === undefined)).toBe(true);
  });

  it('the solar and lunar return charts and the progressed chart with interpret read Spanish and name no technique entry', () => {
    const solar = solarReturnChart({ birth, year: 2026, interpret: true, locale: 'es' });
    const ascendant = solar.interpretation!.ascendantSign!;
    expect(ascendant.text).toBe(SOLAR_RETURN_ASCENDANT_ES[ascendant.sign]);
    expect(named(solar.warnings)).toBeUndefined();
    const lunar = lunarReturnChart({ birth, after: '2026-01-01T00:00:00Z', interpret: true, locale: 'es' });
    expect(lunar.interpretation!.moonHouse!.text).toBe(LUNAR_RETURN_MOON_HOUSE_ES[lunar.interpretation!.moonHouse!.house - 1]);
    expect(named(lunar.warnings)).toBeUndefined();
    const progressed = progressedChart({ birth, targetDate: '2026-01-01', interpret: true, locale: 'es' });
    expect(progressed.interpretation!.sunSign.text).toBe(PROGRESSED_SUN_SIGN_ES[progressed.interpretation!.sunSign.sign]);
    expect(named(progressed.warnings)).toBeUndefined();
    expect(solarReturnChart({ birth, year: 2026, interpret: true }).warnings).toBeUndefined();
  });
});
