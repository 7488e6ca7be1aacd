/**
 * The root entry (`src/index.ts`) is a curated list (docs/design.md "Records"): its run-time exports are exactly
 * the values documented in docs/api.md, every documented type resolves, and no internal helper leaks out.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as urania from '../../src/index.js';
import { RECORD_SCHEMAS } from '../../src/schemas/index.js';

const API_DOC = readFileSync(resolve(__dirname, '../../docs/api.md'), 'utf8');
const INDEX = readFileSync(resolve(__dirname, '../../src/index.ts'), 'utf8');
const TYPES = ['types.ts', 'types-techniques.ts'].map((f) => readFileSync(resolve(__dirname, '../../src/schemas', f), 'utf8')).join('\n');

/** `| \`name\` | kind | what |` rows of docs/api.md. */
function documented(kind: 'value' | 'type'): string[] {
  return [...API_DOC.matchAll(/^\| `(\w+)` \| (value|type) \|/gm)].filter((m) => m[2] === kind).map((m) => m[1]!);
}

describe('the public surface of `urania`', () => {
  it('exports at run time exactly the values docs/api.md lists', () => {
    expect(Object.keys(urania).sort()).toEqual(documented('value').sort());
  });

  it('lists every documented type in src/index.ts, and re-exports the schema types', () => {
    const exportedTypes = [...INDEX.matchAll(/export type \{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()).filter(Boolean));
    expect(exportedTypes.sort()).toEqual(documented('type').sort());
    expect(INDEX).toMatch(/export type \* from '\.\/schemas\/types\.js';/);
    expect(Object.keys(RECORD_SCHEMAS).filter((n) => !new RegExp(`\\b${n}\\b`).test(TYPES))).toEqual([]);
  });

  it('is written out by hand: no value `export *`', () => {
    expect(INDEX).not.toMatch(/^export \* from/m);
  });

  it('keeps internal helpers out (the ones issue 10 found, and the validator internals)', () => {
    const internal = ['natalChartInput', 'refineBracket', 'SCORE_SCALE', 'requireNumberInRange', 'requireOneOf', 'parse', 'eventRange', 'resolveBodies', 'birthMoment', 'findRoots', 'findCrossings'];
    expect(internal.filter((n) => n in urania)).toEqual([]);
  });

  it('keeps every name the README and users already call', () => {
    const kept = [
      'bodyPosition', 'houses', 'houseCuspsFromArmc', 'natalChart', 'instant', 'instantFromJulianDay', 'deltaT',
      'findSeasons', 'nextSeason', 'findMoonPhases', 'nextMoonPhase', 'findIngresses', 'nextIngress', 'findStations',
      'nextStation', 'findEclipses', 'nextEclipse', 'chineseCalendar', 'ayanamsa', 'dailyHoroscope', 'weeklyHoroscope',
      'monthlyHoroscope', 'yearlyHoroscope', 'allHoroscopes', 'planetaryPositions', 'UraniaError',
    ];
    expect(kept.filter((n) => !(n in urania))).toEqual([]);
  });
});
