/**
 * `idPrefix` of the chart wheels: two wheels inlined in one HTML page must not share their `<title>`/`<desc>` ids
 * (an id is unique in a document). With different prefixes their ids are disjoint and every reference of each SVG
 * (aria-labelledby / aria-describedby tokens, url(#…), href="#…") resolves within that SVG; without a prefix the
 * output is byte-for-byte the default; a prefix that is not an ASCII XML NCName is refused naming `idPrefix`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { biWheel, natalChartWheel, natalWheel, transitWheel } from '../../src/chart-wheel/index.js';
import { isUraniaError } from '../../src/errors/index.js';
import { natalChart } from '../../src/records/index.js';
import { allElements, parseXml } from './xml.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const PARIS = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };
const ny = natalChart(NY);
const paris = natalChart(PARIS);

/** Every id an SVG declares (throws on a duplicate within it). */
function idsOf(svg: string): Set<string> {
  const ids = new Set<string>();
  for (const e of allElements(parseXml(svg))) {
    const id = e.attributes.id;
    if (id === undefined) continue;
    expect(ids.has(id), `duplicate id ${id}`).toBe(false);
    ids.add(id);
  }
  return ids;
}

/** Every id an SVG refers to: IDREFS of the aria attributes, url(#…) in any attribute, href / xlink:href "#…". */
function referencesOf(svg: string): string[] {
  const refs: string[] = [];
  for (const e of allElements(parseXml(svg))) {
    for (const [name, value] of Object.entries(e.attributes)) {
      if (name === 'aria-labelledby' || name === 'aria-describedby' || name === 'aria-controls' || name === 'aria-owns') {
        refs.push(...value.split(/\s+/).filter((t) => t.length > 0));
      }
      if ((name === 'href' || name === 'xlink:href') && value.startsWith('#')) refs.push(value.slice(1));
      for (const m of value.matchAll(/url\(\s*#([^)\s]+)\s*\)/g)) refs.push(m[1]!);
    }
  }
  return refs;
}

describe('chart wheel idPrefix', () => {
  it('leaves the output unchanged without a prefix', () => {
    const plain = natalWheel(ny);
    expect(natalWheel(ny, {})).toBe(plain);
    expect([...idsOf(plain)].sort()).toEqual(['urania-wheel-desc', 'urania-wheel-title']);
    expect(referencesOf(plain).sort()).toEqual(['urania-wheel-desc', 'urania-wheel-title']);
  });

  it('gives two wheels of one page disjoint ids, each reference resolving within its own SVG', () => {
    const a = natalWheel(ny, { idPrefix: 'chart-a-' });
    const b = biWheel(ny, paris, { idPrefix: 'chart_b.', innerName: 'Ann', outerName: 'Bob' });
    const c = transitWheel(ny, '2024-07-15T12:00:00Z', { idPrefix: 'T' });
    const sets = [a, b, c].map(idsOf);
    for (const [i, svg] of [a, b, c].entries()) {
      const refs = referencesOf(svg);
      expect(refs.length).toBeGreaterThan(0);
      for (const r of refs) expect(sets[i]!.has(r), `${r} in wheel ${i}`).toBe(true);
      for (const [j, other] of sets.entries()) {
        if (j !== i) for (const id of sets[i]!) expect(other.has(id), `${id} shared by wheels ${i} and ${j}`).toBe(false);
      }
    }
    // One HTML page with the three wheels inlined: every id of the page unique.
    const page = `<div>${a}${b}${c}</div>`;
    const all = allElements(parseXml(page)).map((e) => e.attributes.id).filter((x) => x !== undefined);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(6);
  });

  it('changes nothing but the ids and their references', () => {
    const plain = natalWheel(ny, { theme: 'dark' });
    const prefixed = natalWheel(ny, { theme: 'dark', idPrefix: 'x1-' });
    expect(prefixed).not.toBe(plain);
    expect(prefixed.replaceAll('x1-urania-wheel-', 'urania-wheel-')).toBe(plain);
  });

  it('resolves every reference for any valid prefix, through the request form too', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,20}$/), (idPrefix) => {
        const svg = natalWheel(ny, { idPrefix, size: 240 });
        const ids = idsOf(svg);
        for (const id of ids) expect(id.startsWith(idPrefix)).toBe(true);
        for (const r of referencesOf(svg)) expect(ids.has(r)).toBe(true);
      }),
      { numRuns: 15 },
    );
    const svg = natalChartWheel({ ...NY, wheel: { idPrefix: 'req-' } });
    expect([...idsOf(svg)].sort()).toEqual(['req-urania-wheel-desc', 'req-urania-wheel-title']);
  });

  it('refuses a prefix that is not an ASCII XML NCName, naming idPrefix', () => {
    const fieldOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        if (isUraniaError(e)) return [e.code, e.details.field];
        return ['not a UraniaError'];
      }
      return undefined;
    };
    for (const bad of ['1chart', '-a', '.a', 'a b', 'a:b', 'a"b', '<x>', 'é', '', 'a'.repeat(65), 'a#b', 'a/b']) {
      expect(fieldOf(() => natalWheel(ny, { idPrefix: bad })), JSON.stringify(bad)).toEqual(['INVALID_ARGUMENT', 'options.idPrefix']);
    }
    expect(fieldOf(() => natalWheel(ny, { idPrefix: 7 as unknown as string }))).toEqual(['INVALID_ARGUMENT', 'options.idPrefix']);
    expect(fieldOf(() => natalChartWheel({ ...NY, wheel: { idPrefix: 'a b' } }))).toEqual(['INVALID_ARGUMENT', 'wheel.idPrefix']);
  });
});
