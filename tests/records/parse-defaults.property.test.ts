import fc from 'fast-check';
import { Compile } from 'typebox/compile';
import { Clone, Default } from 'typebox/value';
import type { TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/urania-error.js';
import { applyDefaults, errorOf, fieldErrorsOf, parse } from '../../src/records/parse.js';
import * as ALL from '../../src/schemas/all.js';
import { EXAMPLES } from '../schemas/examples.js';

/**
 * `parse` writes a request's defaults from a plan of its schema (its members' defaults, in member order) instead of
 * running TypeBox's `Default` on every request. The result must be what the former `parse` gave — the value
 * `Default(schema, Clone(value))`, key order included, or the same error — for every schema of `urania/schemas`,
 * from their examples with members dropped, set to `undefined`, replaced by wrong values, or added.
 */

type Outcome = { ok: true; json: string; value: unknown } | { ok: false; code: string; message: string; details: unknown };

/** The former `parse`, written out from TypeBox's own `Default` and `Clone`. */
function formerParse(schema: TSchema, value: unknown): unknown {
  const withDefaults = value !== null && typeof value === 'object' ? Default(schema, Clone(value)) : value;
  const checker = Compile(schema);
  if (checker.Check(withDefaults)) return withDefaults;
  throw errorOf(fieldErrorsOf(schema, withDefaults, checker.Errors(withDefaults) as never, 'request'), 'request');
}

function outcome(run: () => unknown): Outcome {
  try {
    const value = run();
    return { ok: true, json: JSON.stringify(value), value };
  } catch (e) {
    if (!(e instanceof UraniaError)) throw e;
    // details as a person receives them (JSON): TypeBox's Default, in the former parse, also wrote an object's
    // defaults onto an array given in its place ({ transits: [] } → an array with an own `at`), which no one sees.
    return { ok: false, code: e.code, message: e.message, details: JSON.parse(JSON.stringify(e.details)) as unknown };
  }
}

/** Every object schema of `urania/schemas`, with its example (or an empty object). */
const SCHEMAS = Object.entries(ALL as Record<string, unknown>)
  .filter(([, s]) => s !== null && typeof s === 'object' && (s as Record<string, unknown>).type === 'object' && 'properties' in (s as object))
  .map(([name, s]) => ({ name, schema: s as TSchema, example: (EXAMPLES[name] ?? {}) as Record<string, unknown> }));

const defaultedMembers = (schema: TSchema): string[] =>
  Object.entries(((schema as unknown as { properties: Record<string, object> }).properties))
    .filter(([, p]) => 'default' in p)
    .map(([k]) => k);

describe('parse: defaults written from the schema plan', () => {
  it('covers the request schemas that carry defaults', () => {
    const withDefaults = SCHEMAS.filter(({ schema }) => defaultedMembers(schema).length > 0).map(({ name }) => name);
    expect(withDefaults).toContain('NatalChartRequest');
    expect(SCHEMAS.length).toBeGreaterThan(50);
  });

  it('gives what Default(schema, Clone(value)) gave, or the same error (property)', () => {
    const edit = fc.oneof(
      fc.constant({ kind: 'drop' as const }),
      fc.constant({ kind: 'undefined' as const }),
      fc.constantFrom(1, 'x', null, true, [], {}, -1e9).map((v) => ({ kind: 'set' as const, v })),
    );
    fc.assert(
      fc.property(
        fc.nat({ max: SCHEMAS.length - 1 }),
        fc.array(fc.tuple(fc.nat(), edit), { maxLength: 6 }),
        fc.boolean(),
        (index, edits, extra) => {
          const { schema, example } = SCHEMAS[index]!;
          const keys = [...new Set([...Object.keys(example), ...defaultedMembers(schema)])];
          const value: Record<string, unknown> = structuredClone(example);
          for (const [k, e] of edits) {
            if (keys.length === 0) break;
            const key = keys[k % keys.length]!;
            if (e.kind === 'drop') delete value[key];
            else if (e.kind === 'undefined') value[key] = undefined;
            else value[key] = e.v;
          }
          if (extra) value.notAMember = 1;
          const snapshot = structuredClone(value);
          const now = outcome(() => parse(schema, value));
          const before = outcome(() => formerParse(schema, structuredClone(snapshot)));
          expect(now).toEqual(before);
          if (now.ok && before.ok) expect(now.json).toBe(before.json);
          expect(value).toEqual(snapshot); // the caller's value is never written
        },
      ),
      { numRuns: 3000 },
    );
  }, 180_000); // 3,000 schema-valued runs: ≈ 14 s on a quiet machine, 70 s at load 13 on two cores

  it('applyDefaults (the HTTP and batch validators) writes what Default(schema, value) writes, in place (property)', () => {
    const edit = fc.oneof(
      fc.constant({ kind: 'drop' as const }),
      fc.constant({ kind: 'undefined' as const }),
      fc.constantFrom(1, 'x', null, true, [], {}, -1e9).map((v) => ({ kind: 'set' as const, v })),
    );
    fc.assert(
      fc.property(
        fc.nat({ max: SCHEMAS.length - 1 }),
        fc.array(fc.tuple(fc.nat(), edit), { maxLength: 6 }),
        fc.constantFrom('object', 'array', 'null', 'text'),
        (index, edits, form) => {
          const { schema, example } = SCHEMAS[index]!;
          const keys = [...new Set([...Object.keys(example), ...defaultedMembers(schema)])];
          const value: Record<string, unknown> = structuredClone(example);
          for (const [k, e] of edits) {
            if (keys.length === 0) break;
            const key = keys[k % keys.length]!;
            if (e.kind === 'drop') delete value[key];
            else if (e.kind === 'undefined') value[key] = undefined;
            else value[key] = e.v;
          }
          const given = form === 'object' ? value : form === 'array' ? [value] : form === 'null' ? null : 'x';
          const mine = structuredClone(given);
          const theirs = structuredClone(given);
          const out = applyDefaults(schema, mine);
          const expected = Default(schema, theirs);
          expect(JSON.stringify(out)).toBe(JSON.stringify(expected));
          expect(JSON.stringify(mine)).toBe(JSON.stringify(theirs)); // written in place, as Default writes
          if (mine !== null && typeof mine === 'object') expect(out).toBe(mine);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('returns a copy: mutating the result leaves the request alone, and the reverse', () => {
    const { NatalChartRequest } = ALL;
    const request = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7, longitude: -74, aspectBodies: ['Sun', 'Moon'] };
    const parsed = parse(NatalChartRequest, request) as Record<string, unknown> & { aspectBodies: string[] };
    expect(parsed).not.toBe(request);
    parsed.aspectBodies.push('Mars');
    parsed.latitude = 0;
    expect(request.aspectBodies).toEqual(['Sun', 'Moon']);
    expect(request.latitude).toBe(40.7);
    request.aspectBodies.push('Venus');
    expect(parsed.aspectBodies).toEqual(['Sun', 'Moon', 'Mars']);
  });

  it('fills an absent defaulted member with a fresh copy of its default on each call', () => {
    const { NatalChartRequest } = ALL;
    const members = defaultedMembers(NatalChartRequest);
    expect(members.length).toBeGreaterThan(0);
    const request = { birthDate: '1990-07-15', latitude: 40.7, longitude: -74 };
    const a = parse(NatalChartRequest, request) as Record<string, unknown>;
    const b = parse(NatalChartRequest, request) as Record<string, unknown>;
    const defaults = Default(NatalChartRequest, {}) as Record<string, unknown>;
    for (const m of members) {
      expect(a[m]).toEqual(defaults[m]);
      if (a[m] !== null && typeof a[m] === 'object') expect(a[m]).not.toBe(b[m]);
    }
  });
});
