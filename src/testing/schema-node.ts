import { UraniaError } from '../errors/index.js';

/**
 * The JSON Schema keywords Urania's TypeBox schemas use, seen as plain data. TypeBox 1.x schemas are JSON
 * Schema objects, so the testing helpers walk them without TypeBox internals.
 */
export interface SchemaNode {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | SchemaNode;
  readonly items?: SchemaNode;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly anyOf?: readonly SchemaNode[];
  /** A birth object placed by latitude/longitude or by place (src/schemas/birth-object.ts). */
  readonly 'x-place-or-coordinates'?: boolean;
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, SchemaNode>>;
  readonly description?: string;
}

/** Resolves `$ref` against the root's `$defs` (TypeBox `Type.Cyclic` writes `$ref: 'Name'`). */
export function resolveRef(node: SchemaNode, root: SchemaNode): SchemaNode {
  let current = node;
  for (let guard = 0; current.$ref !== undefined && guard < 16; guard++) {
    const name = current.$ref.replace(/^#\/\$defs\//, '');
    const target = root.$defs?.[name];
    if (!target) throw new UraniaError('NOT_FOUND', `unresolved $ref ${current.$ref}`, { field: '$ref', received: current.$ref });
    current = target;
  }
  return current;
}
