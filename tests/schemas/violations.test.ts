import * as fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { RECORD_SCHEMAS } from '../../src/schemas/index.js';
import {
  applyViolation, arbFromSchema, failsOnField, fieldOf, schemaViolations, type SchemaNode, type ViolationKind,
} from '../../src/testing/index.js';
import { EXAMPLES } from './examples.js';

/**
 * For every record, each kind of violation generated from the schema itself (walking its required members,
 * bounds, enumerations, formats and declared members) is rejected, and rejected at the field it breaks.
 */

function kindsExpected(node: SchemaNode): Set<ViolationKind> {
  const kinds = new Set<ViolationKind>(['extra']);
  const props = Object.values(node.properties ?? {});
  if (props.some((p) => p.enum === undefined)) kinds.add('type');
  if ((node.required ?? []).length > 0) kinds.add('missing');
  if (props.some((p) => p.minimum !== undefined || p.maximum !== undefined || p.exclusiveMaximum !== undefined)) kinds.add('range');
  if (props.some((p) => p.enum !== undefined)) kinds.add('enum');
  if (props.some((p) => p.format !== undefined || p.pattern !== undefined)) kinds.add('format');
  return kinds;
}

describe.each(Object.keys(RECORD_SCHEMAS))('%s', (name) => {
  const schema = RECORD_SCHEMAS[name as keyof typeof RECORD_SCHEMAS];
  const node = schema as unknown as SchemaNode;
  const top = node.$ref !== undefined ? Object.values(node.$defs ?? {})[0]! : node;
  const violations = schemaViolations(schema);

  it('rejects every violation of its example, at the field it breaks', () => {
    const seen = new Set<ViolationKind>();
    let applied = 0;
    for (const violation of violations) {
      const broken = applyViolation(EXAMPLES[name], violation);
      if (broken === undefined) continue;
      applied++;
      seen.add(violation.kind);
      const field = fieldOf(violation.path);
      expect(Value.Check(schema, broken), `${field}: ${violation.reason}`).toBe(false);
      expect(failsOnField(schema, broken, field), `${field}: ${violation.reason}`).toBe(true);
    }
    expect(applied).toBeGreaterThan(0);
    for (const kind of kindsExpected(top)) expect(seen.has(kind), `no ${kind} violation applied`).toBe(true);
  });

  it('rejects violations of generated valid values', () => {
    fc.assert(
      fc.property(arbFromSchema(schema), fc.nat(), (valid, pick) => {
        const violation = violations[pick % violations.length]!;
        const broken = applyViolation(valid, violation);
        if (broken === undefined) return true;
        return !Value.Check(schema, broken) && failsOnField(schema, broken, fieldOf(violation.path));
      }),
      { numRuns: 40 },
    );
  });
});
