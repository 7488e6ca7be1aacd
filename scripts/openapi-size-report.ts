/**
 * Where the bytes of the OpenAPI document go (issue 22 #21: the document at most 250 000 bytes of compact JSON):
 *
 *   npx tsx scripts/openapi-size-report.ts [document.json] [--top=30]
 *
 * Without a file it builds the document of the reference server (`createServer`, inline executor) as
 * `GET /api/v1/openapi.json` serves it (and prints the size of the records document it refers to,
 * `records.schema.json`). It prints the size (bytes, gzip, per operation), the bytes by top-level
 * member and component kind, the largest schemas (with and without their descriptions and examples), the bytes by
 * kind of content (description text, `$ref` strings, enum values, property names, punctuation…), the descriptions
 * said more than once, and the repeated subtrees (canonical JSON of every sub-object, count × size, largest
 * waste first) — what a component or a shorter form would save.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const top = Number(args.find((a) => a.startsWith('--top='))?.slice('--top='.length) ?? 30);

/** The records document beside the OpenAPI document (src/http/openapi-records.ts), when the server built both. */
let records: string | undefined;

async function load(): Promise<string> {
  if (file !== undefined) return readFileSync(file, 'utf8');
  const { createServer } = await import('../src/http/create-server.js');
  const app = await createServer({ executor: 'inline' });
  try {
    records = (await app.inject({ url: '/api/v1/records.schema.json' })).body;
    return (await app.inject({ url: '/api/v1/openapi.json' })).body;
  } finally {
    await app.close();
  }
}

const bytes = (v: unknown): number => Buffer.byteLength(JSON.stringify(v) ?? '', 'utf8');
const isObject = (v: unknown): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** JSON with sorted members: equal shapes, equal strings. */
function canonical(v: Json): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  return `{${Object.keys(v)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(v[k]!)}`)
    .join(',')}}`;
}

/** The tree without descriptions and examples (its structure). */
function structure(v: Json): Json {
  if (Array.isArray(v)) return v.map(structure);
  if (!isObject(v)) return v;
  const out: Record<string, Json> = {};
  for (const [k, x] of Object.entries(v)) if (!((k === 'description' && typeof x === 'string') || k === 'examples' || k === 'example')) out[k] = structure(x);
  return out;
}

function table(rows: readonly (readonly [string, number])[], n = top): void {
  for (const [name, b] of [...rows].sort((a, c) => c[1] - a[1]).slice(0, n)) console.log(`  ${String(b).padStart(8)}  ${name}`);
}

const text = await load();
const doc = JSON.parse(text) as Record<string, Json>;
const paths = doc.paths as Record<string, Record<string, Json>>;
const components = doc.components as Record<string, Record<string, Json>>;
const operations = Object.values(paths).reduce((n, item) => n + Object.keys(item).length, 0);
const size = Buffer.byteLength(text, 'utf8');
const stripped = bytes(structure(doc));
console.log(`document: ${size} B, gzip ${gzipSync(text, { level: 9 }).length} B, ${operations} operations, ${Math.round(size / operations)} B an operation`);
console.log(`without descriptions and examples: ${stripped} B`);
if (records !== undefined) console.log(`records document (records.schema.json, referred to, not counted above): ${Buffer.byteLength(records, 'utf8')} B, gzip ${gzipSync(records, { level: 9 }).length} B`);
console.log('by member:');
table(Object.entries(doc).map(([k, v]) => [k, bytes(v)] as const));
console.log('by component kind:');
table(Object.entries(components).map(([k, v]) => [`components.${k} (${Object.keys(v).length})`, bytes(v)] as const));
console.log('largest schemas (bytes; without descriptions and examples):');
for (const [name, b] of Object.entries(components.schemas ?? {})
  .map(([k, v]) => [k, bytes(v)] as const)
  .sort((a, c) => c[1] - a[1])
  .slice(0, top)) {
  console.log(`  ${String(b).padStart(8)} ${String(bytes(structure(components.schemas![name]!))).padStart(6)}  ${name}`);
}
// Components reached only from answers (not from a request body, a parameter or an error answer): what a second
// document of the records answered would take out of this one.
const schemas = components.schemas ?? {};
const refsIn = (v: Json, out = new Set<string>()): Set<string> => {
  if (Array.isArray(v)) v.forEach((x) => refsIn(x, out));
  else if (isObject(v)) for (const [k, x] of Object.entries(v)) if (k === '$ref' && typeof x === 'string') out.add(x.split('/').pop()!); else refsIn(x, out);
  return out;
};
const closure = (start: Set<string>): Set<string> => {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (seen.has(name) || schemas[name] === undefined) continue;
    seen.add(name);
    stack.push(...refsIn(schemas[name]!));
  }
  return seen;
};
const asked = new Set<string>();
const answered = new Set<string>();
for (const item of Object.values(paths)) {
  for (const op of Object.values(item)) {
    if (!isObject(op)) continue;
    for (const r of refsIn([op.requestBody ?? null, op.parameters ?? null])) asked.add(r);
    for (const r of refsIn(op.responses ?? null)) answered.add(r);
  }
}
for (const kind of ['parameters', 'responses', 'headers']) for (const r of refsIn(components[kind] ?? null)) asked.add(r);
const askedClosure = closure(asked);
const answerOnly = [...closure(answered)].filter((n) => !askedClosure.has(n));
const answerOnlyBytes = answerOnly.reduce((n, name) => n + bytes(name) + 1 + bytes(schemas[name]), 0);
console.log(`components only answers use: ${answerOnly.length} of ${Object.keys(schemas).length}, ${answerOnlyBytes} B (the document without them: ≈ ${size - answerOnlyBytes} B)`);
console.log('largest paths:');
table(Object.entries(paths).map(([k, v]) => [k, bytes(v)] as const), Math.min(top, 15));

// Bytes by kind of content: every member name and value counted once, under one heading.
const kinds = new Map<string, number>();
const add = (k: string, n: number): void => void kinds.set(k, (kinds.get(k) ?? 0) + n);
const descriptions = new Map<string, number>();
const walk = (v: Json, parent: string): void => {
  if (Array.isArray(v)) {
    add('punctuation', 2 + Math.max(0, v.length - 1));
    v.forEach((x) => walk(x, parent));
    return;
  }
  if (!isObject(v)) return;
  add('punctuation', 2 + Math.max(0, Object.keys(v).length - 1));
  for (const [k, x] of Object.entries(v)) {
    add(parent === 'properties' ? 'property names' : `member names: ${k}`, bytes(k) + 1);
    if (k === 'description' && typeof x === 'string') {
      add('description text', bytes(x));
      descriptions.set(x, (descriptions.get(x) ?? 0) + 1);
    } else if (k === 'example' || k === 'examples') add('examples', bytes(x));
    else if (k === '$ref') add('$ref strings', bytes(x));
    else if (k === 'enum') add('enum values', bytes(x));
    else if (!isObject(x) && !Array.isArray(x)) add(`values: ${k}`, bytes(x));
    else walk(x, k);
  }
};
walk(doc, '');
console.log('by kind of content:');
table([...kinds]);
console.log('descriptions said more than once (bytes beyond the first, count, text):');
for (const [d, c] of [...descriptions].filter(([, c]) => c > 1).sort((a, b) => (b[1] - 1) * bytes(b[0]) - (a[1] - 1) * bytes(a[0])).slice(0, top)) {
  console.log(`  ${String((c - 1) * (bytes(d) + 15)).padStart(8)}  ${c} × ${d.slice(0, 100)}`);
}

// Repeated subtrees: every object or array over 40 characters, by canonical form.
const repeats = new Map<string, { count: number; where: string[] }>();
const scan = (v: Json, at: string): void => {
  if (v === null || typeof v !== 'object') return;
  const key = canonical(v);
  if (key.length > 40) {
    const e = repeats.get(key) ?? { count: 0, where: [] };
    e.count++;
    if (e.where.length < 3) e.where.push(at);
    repeats.set(key, e);
  }
  if (Array.isArray(v)) v.forEach((x, i) => scan(x, `${at}/${i}`));
  else for (const [k, x] of Object.entries(v)) scan(x, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
};
scan(doc, '#');
console.log('repeated subtrees (bytes beyond the first = (count - 1) × size):');
for (const [key, e] of [...repeats]
  .filter(([, e]) => e.count > 1)
  .map(([k, e]) => [k, e, (e.count - 1) * Buffer.byteLength(k)] as const)
  .sort((a, b) => b[2] - a[2])
  .slice(0, top)) {
  console.log(`  ${String(key.length * (e.count - 1)).padStart(8)}  ${e.count} × ${key.length}  ${key.slice(0, 140)}\n            at ${e.where.join('  ')}`);
}
