import { describe, expect, it } from 'vitest';
import spec from '../fixtures/schemas/spec-enumerations.json' with { type: 'json' };
import * as schemas from '../../src/schemas/index.js';
import { RECORD_SCHEMAS } from '../../src/schemas/index.js';
import type { SchemaNode } from '../../src/testing/index.js';

/** Splits a spec value list, dropping parenthetical notes: "a (x, y), b" -> ["a", "b"]. */
function values(list: string): string[] {
  return list
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

const SHARED: Record<string, readonly string[]> = {
  Sign: schemas.SIGNS,
  Body: schemas.BODIES,
  AspectType: schemas.ASPECT_TYPES,
  AspectNature: schemas.ASPECT_NATURES,
  MoonPhase: schemas.MOON_PHASES,
  Perspective: schemas.PERSPECTIVES,
  Element: schemas.ELEMENTS,
  Modality: schemas.MODALITIES,
  HouseSystem: schemas.HOUSE_SYSTEMS,
  OrbProfile: schemas.ORB_PROFILES,
  ElectionalActivity: schemas.ELECTIONAL_ACTIVITIES,
};

function propertyOf(record: string, field: string): SchemaNode {
  const node = (RECORD_SCHEMAS as Record<string, SchemaNode>)[record];
  const prop = node?.properties?.[field];
  if (!prop) throw new Error(`${record}.${field} is not in the schemas`);
  return prop.type === 'array' && prop.items ? prop.items : prop;
}

describe('shared enumerations, literally as the spec writes them', () => {
  it('covers every enumeration of the spec table', () => {
    expect(Object.keys(spec.shared).sort()).toEqual(Object.keys(SHARED).sort());
  });

  it.each(Object.entries(spec.shared))('%s', (name, list) => {
    expect([...SHARED[name]!]).toEqual(values(list));
    const schema = (schemas as unknown as Record<string, SchemaNode>)[name]!;
    expect([...(schema.enum ?? [])]).toEqual(values(list));
  });

  it('counts 44 bodies and 14 house systems', () => {
    expect(schemas.BODIES).toHaveLength(44);
    expect(schemas.HOUSE_SYSTEMS).toHaveLength(14);
  });

  it('extends HouseSystem additively: 24 twelve-house systems, the spec 14 first, no Gauquelin', () => {
    expect(schemas.TWELVE_HOUSE_SYSTEMS).toHaveLength(24);
    expect(schemas.TWELVE_HOUSE_SYSTEMS.slice(0, 14)).toEqual([...values(spec.shared.HouseSystem)]);
    expect(schemas.TWELVE_HOUSE_SYSTEMS).not.toContain('Gauquelin');
    expect([...((schemas.TwelveHouseSystem as unknown as SchemaNode).enum ?? [])]).toEqual([...schemas.TWELVE_HOUSE_SYSTEMS]);
  });
});

/** Urania's additive extensions of a spec enumeration: the spec's values first, then these (issue 26: station key dates). */
const EXTENDED: Record<string, readonly string[]> = { 'KeyDate.eventType': ['station'] };

describe('inline "one of" enumerations of the records', () => {
  it.each(Object.entries(spec.inline))('%s', (path, list) => {
    const [record, field] = path.split('.') as [string, string];
    expect([...(propertyOf(record, field).enum ?? [])]).toEqual([...values(list), ...(EXTENDED[path] ?? [])]);
  });
});

describe('record members typed with a shared enumeration use all of its values', () => {
  const cases: [string, string, readonly string[]][] = [
    ['ZodiacPosition', 'sign', schemas.SIGNS],
    ['PlanetaryPosition', 'body', schemas.BODIES],
    ['Aspect', 'type', schemas.ASPECT_TYPES],
    ['MoonPhaseInfo', 'phase', schemas.MOON_PHASES],
    ['TransitToSign', 'aspectNature', schemas.ASPECT_NATURES],
    ['Horoscope', 'perspective', schemas.PERSPECTIVES],
    ['SignContext', 'element', schemas.ELEMENTS],
    ['SignContext', 'modality', schemas.MODALITIES],
    // Issue 15 (additive): a chart takes every twelve-house system, the spec's 14 first.
    ['NatalChartRequest', 'houseSystem', schemas.TWELVE_HOUSE_SYSTEMS],
    ['NatalChartRequest', 'orbProfile', schemas.ORB_PROFILES],
    ['ElectionalRequest', 'activity', schemas.ELECTIONAL_ACTIVITIES],
    ['DeclinationsResponse', 'outOfBounds', schemas.BODIES],
  ];
  it.each(cases)('%s.%s', (record, field, expected) => {
    expect([...(propertyOf(record, field).enum ?? [])]).toEqual([...expected]);
  });
});

describe('every chart technique takes the twelve-house systems (issue 15)', () => {
  /** Records with a house-system member other than the chart techniques' (`houses()` takes Gauquelin too). */
  const ALL_DIVISIONS = new Set(['HousesRequest', 'HousesQuery', 'Houses']);
  const members = Object.entries(RECORD_SCHEMAS as Record<string, SchemaNode>).flatMap(([record, node]) =>
    ['houseSystem', 'houseSystemUsed']
      .filter((field) => node.properties?.[field] !== undefined)
      .map((field) => [record, field] as [string, string]));

  it('finds the chart requests and records carrying a house system', () => {
    const records = new Set(members.map(([record]) => record));
    for (const record of ['NatalChartRequest', 'NatalChartResponse', 'SynastryRequest', 'CompositeRequest', 'ProgressedChartRequest']) {
      expect(records, record).toContain(record);
    }
  });

  it.each(members.filter(([record]) => !ALL_DIVISIONS.has(record)))('%s.%s lists TWELVE_HOUSE_SYSTEMS', (record, field) => {
    expect([...(propertyOf(record, field).enum ?? [])]).toEqual([...schemas.TWELVE_HOUSE_SYSTEMS]);
  });
});
