import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { RECORD_SCHEMAS, REQUEST_SCHEMA_NAMES } from '../../src/schemas/index.js';
import type { SchemaNode } from '../../src/testing/index.js';
import { EXAMPLES } from './examples.js';

/** Every record the spec's "Resources and their fields" names, as the task lists them (issue #2 item 3). */
const SPEC_RECORDS = [
  'ZodiacPosition', 'PlanetaryPosition', 'Aspect', 'HouseCusp', 'MoonPhaseInfo', 'HouseIngressEvent', 'SignContext',
  'RulerCondition', 'MoonContext', 'VoidOfCourseStatus', 'TransitToSign', 'RetrogradeStatus', 'Horoscope',
  'WeeklyHoroscope', 'WeeklyDailySnapshot', 'MonthlyHoroscope', 'WeeklyBreakdown', 'Ingress', 'KeyDate',
  'MoonPhaseEntry', 'YearlyHoroscope', 'Quarter', 'EclipseEntry', 'RetrogradeEntry', 'SignCompatibility',
  'NatalChartRequest', 'NatalChartResponse', 'ElementBalance', 'ModalityBalance', 'ChartRuler', 'PartOfFortune',
  'Dignity', 'CombustionStatus', 'MutualReception', 'OutOfBoundsPlanet', 'DecanPlacement', 'SpeedClassification',
  'BesiegedPlanet', 'AspectPattern', 'ChartShape', 'HemisphericEmphasis', 'QuadrantEmphasis', 'PlanetaryJoy',
  'PlanetInSignInterpretation', 'PlanetInHouseInterpretation', 'AspectInterpretationDetailed', 'HouseMeaning',
  'SabianSymbol', 'DecanInfo', 'Nakshatra', 'AshtakootScore', 'DashaPeriod', 'VedicAspectResult',
  'VedicPlanetPosition', 'VedicAspect', 'ArabicPart', 'Profection', 'ZodiacalReleasingPeriod', 'Antiscia',
  'AntisciaConnection', 'Temperament', 'PrenatalLunation', 'TransitAspect', 'ProgressedChart', 'SolarReturn',
  'LunarReturn', 'SolarArc', 'SynastryRequest', 'SynastryResponse', 'InterAspect', 'HouseOverlay',
  'CompatibilityScores', 'CompositeRequest', 'CompositeResponse', 'CompositePosition', 'CompositeAspect',
  'DeclinationsResponse', 'DeclinationPosition', 'ParallelAspect', 'TrueLilithPosition', 'Midpoint',
  'MidpointActivation', 'MidpointDial', 'HeliacalEvent', 'VenusCyclePhase', 'EclipseNatalImpact',
  'RetrogradeCalendarResponse', 'AlmanacDay', 'LunarGuidance', 'ElectionalRequest', 'ElectionalResponse', 'TimeWindow',
];

/** Urania's own records and queries that issues 3–6 describe. */
const LIBRARY_RECORDS = [
  'BodyPosition', 'Houses', 'Season', 'LunarPhaseEvent', 'SignIngressEvent', 'StationEvent', 'EclipseEvent',
  'ChineseCalendarDate', 'PlanetaryHour', 'DailyHoroscopeQuery', 'WeeklyHoroscopeQuery', 'MonthlyHoroscopeQuery',
  'YearlyHoroscopeQuery',
];

const schemas = RECORD_SCHEMAS as Record<string, SchemaNode>;
const names = Object.keys(RECORD_SCHEMAS);

function objectNodes(node: SchemaNode, path: string, out: [string, SchemaNode][] = []): [string, SchemaNode][] {
  if (node.$defs) for (const [k, d] of Object.entries(node.$defs)) objectNodes(d, `${path}$defs.${k}`, out);
  if (node.type === 'object') {
    out.push([path, node]);
    for (const [k, child] of Object.entries(node.properties ?? {})) objectNodes(child, `${path}.${k}`, out);
  }
  if (node.type === 'array' && node.items) objectNodes(node.items, `${path}[]`, out);
  for (const alt of node.anyOf ?? []) objectNodes(alt, path, out);
  return out;
}

describe('the record registry', () => {
  it('has a schema for every record of the spec, named exactly as the spec names it', () => {
    expect(SPEC_RECORDS.filter((n) => !(n in RECORD_SCHEMAS))).toEqual([]);
  });

  it('has a schema for every library record and query of issues 3–6', () => {
    expect(LIBRARY_RECORDS.filter((n) => !(n in RECORD_SCHEMAS))).toEqual([]);
  });

  it('lists only request names that are records', () => {
    expect(REQUEST_SCHEMA_NAMES.filter((n) => !(n in RECORD_SCHEMAS))).toEqual([]);
  });

  it('re-exports every record type from src/schemas/types.ts (the types `urania` exports)', () => {
    const text = ['types.ts', 'types-techniques.ts'].map((f) => readFileSync(resolve(__dirname, '../../src/schemas', f), 'utf8')).join('\n');
    expect(names.filter((n) => !new RegExp(`\\b${n}\\b`).test(text))).toEqual([]);
  });
});

describe.each(names)('%s', (name) => {
  const schema = RECORD_SCHEMAS[name as keyof typeof RECORD_SCHEMAS];

  it('accepts its hand-written valid example', () => {
    const example = EXAMPLES[name];
    expect(example, `no example for ${name}`).toBeDefined();
    expect([...Value.Errors(schema, example)]).toEqual([]);
    expect(Value.Check(schema, JSON.parse(JSON.stringify(example)))).toBe(true);
  });

  it('describes every field and rejects undeclared members in every object', () => {
    const objects = objectNodes(schemas[name]!, name);
    expect(objects.length).toBeGreaterThan(0);
    for (const [path, node] of objects) {
      expect(node.additionalProperties, `${path} additionalProperties`).toBe(false);
      expect(node.description, `${path} description`).toMatch(/\S/);
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        expect(child.description, `${path}.${key} description`).toMatch(/\S/);
      }
    }
  });
});

it('has an example for nothing but records', () => {
  expect(Object.keys(EXAMPLES).filter((n) => !(n in RECORD_SCHEMAS))).toEqual([]);
});
