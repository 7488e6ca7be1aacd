/**
 * Every example of README.md and docs/*.md runs, so that none can go stale (issue 22 item 9; docs/design.md "Doc
 * examples run as tests"; harness in ./doc-examples.ts):
 * - ```ts / ```js blocks run in this process against the sources; `expr; // => value` lines are assertions;
 * - curl lines and `GET /…` lines run against one real server (every route, inline executor) started here, with a
 *   fresh key as $KEY; the documented status (default 200) and JSON members are asserted;
 * - `urania …` lines run through the CLI entry (`runCli`); the documented exit code (default 0) and JSON members are
 *   asserted; files they write go to a temporary directory; `urania serve` starts and is closed.
 * A block that cannot run says so in its info string (```ts no-run: reason); an unmarked block that does not run
 * fails here.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import type { ServeHandle } from '../../src/cli/serve-command.js';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { memoryIo } from '../cli/helpers.js';
import {
  ROOT,
  curlRequest,
  difference,
  expand,
  expectation,
  fencedBlocks,
  importedNames,
  instrument,
  isCodeBlock,
  lineExamples,
  pathOf,
  resolveSpecifier,
  shellWords,
  subsetDifference,
  type Check,
  type FencedBlock,
  type InjectRequest,
  type LineExample,
} from './doc-examples.js';

const GENERATED = resolve(__dirname, '.generated');
const DOCS = ['README.md', ...readdirSync(resolve(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
const BLOCKS: FencedBlock[] = DOCS.flatMap((file) => fencedBlocks(readFileSync(resolve(ROOT, file), 'utf8'), file));
const at = (b: { file: string; line: number }) => `${b.file}:${b.line}`;

const { key, hash } = createApiKey();
/** The shell variables the examples may use. */
const VARS: Readonly<Record<string, string>> = { KEY: key, URANIA_KEY: key, URANIA_API_KEY: key, API_KEY: key };
let server: FastifyInstance;
let workDir: string;

beforeAll(async () => {
  server = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 1_000_000 } });
  await server.ready();
  workDir = mkdtempSync(join(tmpdir(), 'urania-doc-examples-'));
  mkdirSync(GENERATED, { recursive: true });
});

afterAll(async () => {
  await server?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

// ------------------------------------------------------------------------------------------ the harness itself

describe('the doc-example harness', () => {
  it('turns `// =>` lines into checks and points imports at the sources', () => {
    const code = instrument("import { a } from 'urania';\nimport { b } from './time/x.js';\nconst x = 1 + 1;\nx; // => 2", 10);
    expect(code).toContain('__checks.push({ line: 13, actual: (x), expected: (2)');
    expect(code).toContain(JSON.stringify(resolve(ROOT, 'src/index.ts')));
    expect(code).toContain(JSON.stringify(resolve(ROOT, 'src/time/x.ts')));
    expect(resolveSpecifier('fastify')).toBe('fastify');
  });

  it('compares numbers to the decimals written, and structures member by member', () => {
    expect(difference(115.384, 115.38, '115.38')).toBeUndefined();
    expect(difference(115.386, 115.38, '115.38')).toMatch(/115\.386/);
    expect(difference({ a: [1, 'x'] }, { a: [1, 'x'] })).toBeUndefined();
    expect(difference({ a: [1, 'y'] }, { a: [1, 'x'] })).toMatch(/\.a\[1\]/);
    expect(difference({ a: 1, b: 2 }, { a: 1 })).toMatch(/\.b/);
  });

  it('reads fences, their language and a no-run reason', () => {
    const md = 'x\n```ts no-run: needs a Redis server\na\n```\n  ```sh\n  curl x\n  ```\n~~~\nplain\n~~~\n';
    const blocks = fencedBlocks(md, 'd.md');
    expect(blocks.map((b) => [b.line, b.language, b.noRun, b.reason, b.lines])).toEqual([
      [2, 'ts', true, 'needs a Redis server', ['a']],
      [5, 'sh', false, '', ['curl x']],
      [8, '', false, '', ['plain']],
    ]);
  });

  it('reads curl lines, CLI lines, message-form requests and their stated answers', () => {
    const block = fencedBlocks(
      [
        '```sh',
        'KEY=ura_…   # a key',
        'curl -H "Authorization: Bearer $KEY" -H \'Content-Type: application/json\' \\',
        `  -d '{"a":1}' "http://127.0.0.1:3000/api/v1/x?y=1"   # 400 {"code":"OUT_OF_RANGE"} naming year`,
        'PORT=0 npx urania keys create --json   # {"key":"ura_…"}',
        'npm start',
        '```',
        '```http',
        'GET /api/v1/houses?date=2024-01-01   # => 200',
        '```',
      ].join('\n'),
      'd.md',
    );
    const sh = lineExamples(block[0]!);
    expect(sh.unknown).toEqual([{ line: 6, text: 'npm start' }]);
    const [curl, cli] = sh.examples as [Extract<LineExample, { kind: 'curl' }>, Extract<LineExample, { kind: 'cli' }>];
    expect(curl.line).toBe(3);
    expect(curl.expect).toMatchObject({ status: 400, json: { code: 'OUT_OF_RANGE' } });
    const request = curlRequest(curl.argv, { KEY: 'k' });
    expect(request).toEqual({ method: 'POST', url: '/api/v1/x?y=1', headers: { authorization: 'Bearer k', 'content-type': 'application/json' }, payload: '{"a":1}' });
    expect(cli).toMatchObject({ kind: 'cli', env: { PORT: '0' }, argv: ['keys', 'create', '--json'], expect: { json: { key: 'ura_…' } } });
    expect(lineExamples(block[1]!).examples).toEqual([{ kind: 'request', line: 9, method: 'GET', target: '/api/v1/houses?date=2024-01-01', headers: {}, expect: { text: '=> 200', status: 200 } }]);
  });

  it('reads a ```json block that names a request as its answer', () => {
    const [answer, plain] = fencedBlocks('```json GET /api/v1/x?y=1\n{ "status": 400, "code": "…" }\n```\n```json\n{ "a": 1 }\n```\n', 'd.md');
    expect(lineExamples(answer!).examples).toEqual([
      { kind: 'request', line: 1, method: 'GET', target: '/api/v1/x?y=1', headers: {}, expect: { text: 'json GET /api/v1/x?y=1', status: 400, json: { status: 400, code: '…' } } },
    ]);
    expect(lineExamples(plain!)).toEqual({ examples: [], unknown: [] });
  });

  it('reads comments: a status, an exit code, JSON, prose', () => {
    expect(expectation('# 401 + WWW-Authenticate')).toMatchObject({ status: 401 });
    expect(expectation('# => exit 1')).toMatchObject({ status: 1 });
    expect(expectation('# 2024 and later')).toEqual({ text: '2024 and later' });
    expect(expectation('# a readable table (or --json)').status).toBeUndefined();
    expect(shellWords('a "b c" \'d e\' f\\ g # h')).toEqual({ argv: ['a', 'b c', 'd e', 'f g'], comment: '# h' });
    expect(shellWords('a && b')).toBeUndefined();
    expect(() => expand('$NOPE', VARS)).toThrow(/\$NOPE/);
    expect(pathOf('https://…/api/v1/natal-chart/wheel')).toBe('/api/v1/natal-chart/wheel');
  });

  it('matches documented JSON as a subset, with … as any text', () => {
    expect(subsetDifference({ key: 'ura_abc', hash: 'f0', more: 1 }, { key: 'ura_…', hash: '…' })).toBeUndefined();
    expect(subsetDifference({ key: 'xyz' }, { key: 'ura_…' })).toMatch(/ura_/);
    expect(subsetDifference({ errors: [{ field: 'sign' }, { field: 'year', x: 1 }] }, { errors: [{ field: 'year' }] })).toBeUndefined();
    expect(subsetDifference({ errors: [{ field: 'sign' }] }, { errors: [{ field: 'year' }] })).toMatch(/no element/);
  });
});

// ------------------------------------------------------------------------------------------ the docs

describe('doc examples: every block is run or marked', () => {
  it('finds the docs and their examples', () => {
    expect(DOCS).toContain('README.md');
    expect(DOCS).toContain('docs/http.md');
    expect(BLOCKS.filter(isCodeBlock).length).toBeGreaterThan(10);
    expect(BLOCKS.flatMap((b) => (isCodeBlock(b) ? [] : lineExamples(b).examples)).length).toBeGreaterThan(10);
  });

  it('gives a reason for every block marked no-run (and counts them)', () => {
    const marked = BLOCKS.filter((b) => b.noRun);
    for (const b of marked) expect(b.reason, `${at(b)}: say why the block cannot run`).not.toBe('');
    // Marked blocks are the exception: a new one is a decision, so this count moves with the docs on purpose.
    expect(marked.length, marked.map(at).join(', ')).toBeLessThanOrEqual(12);
  });

  it('has no unmarked shell block with a line it cannot run', () => {
    const bad = BLOCKS.filter((b) => !b.noRun && !isCodeBlock(b)).flatMap((b) => lineExamples(b).unknown.map((u) => `${b.file}:${u.line}: ${u.text}`));
    expect(bad, 'mark the block ```sh no-run: <reason>, or make the line an example the runner knows').toEqual([]);
  });

  it('imports only names the entries export, in the no-run programs too', async () => {
    const missing: string[] = [];
    for (const b of BLOCKS.filter(isCodeBlock)) {
      for (const { spec, names } of importedNames(b.lines.join('\n'))) {
        const target = resolveSpecifier(spec);
        if (target === spec) continue; // a dependency (fastify, fast-check, typebox)
        const mod = (await import(pathToFileURL(target).href)) as Record<string, unknown>;
        for (const n of names) if (!(n in mod)) missing.push(`${at(b)}: ${n} from '${spec}'`);
      }
    }
    expect(missing).toEqual([]);
  });
});

for (const file of DOCS) {
  const blocks = BLOCKS.filter((b) => b.file === file && !b.noRun);
  const programs = blocks.filter(isCodeBlock);
  const lines = blocks.filter((b) => !isCodeBlock(b)).flatMap((b) => lineExamples(b).examples.map((e) => ({ file, example: e })));
  if (programs.length === 0 && lines.length === 0) continue;

  describe(`${file} examples`, () => {
    for (const block of programs) {
      it(`runs the program at ${at(block)} and its \`// =>\` values hold`, async () => {
        const out = resolve(GENERATED, `${basename(file, '.md')}-${block.line}.ts`);
        writeFileSync(out, instrument(block.lines.join('\n'), block.line + 1));
        let mod: { __checks: Check[] };
        try {
          mod = (await import(pathToFileURL(out).href)) as { __checks: Check[] };
        } catch (e) {
          // Say where the doc is (the generated file is a copy): a `// =>` value must be a JavaScript expression.
          throw new Error(`${at(block)}: the example does not run (mark it \`\`\`ts no-run: <reason> if it cannot): ${String(e)}`, { cause: e });
        }
        for (const c of mod.__checks) expect(difference(c.actual, c.expected, c.expectedText), `${file}:${c.line}`).toBeUndefined();
      });
    }
    for (const { example } of lines) {
      const where = `${file}:${example.line}`;
      if (example.kind === 'cli') {
        it(`runs \`urania ${example.argv.join(' ')}\` (${where})`, () => runCliExample(example, where));
      } else {
        it(`answers ${example.kind === 'curl' ? 'the curl line' : `${example.method} ${example.target}`} as documented (${where})`, () => runHttpExample(example, where));
      }
    }
  });
}

// ------------------------------------------------------------------------------------------ runners

async function runHttpExample(example: Exclude<LineExample, { kind: 'cli' }>, where: string): Promise<void> {
  let request: InjectRequest;
  if (example.kind === 'curl') {
    request = curlRequest(example.argv, VARS);
  } else {
    const headers = Object.fromEntries(Object.entries(example.headers).map(([k, v]) => [k, expand(v, VARS)]));
    headers.authorization ??= `Bearer ${key}`;
    if (example.body !== undefined) headers['content-type'] ??= 'application/json';
    request = { method: example.method, url: pathOf(example.target), headers, ...(example.body !== undefined ? { payload: example.body } : {}) };
  }
  const res = await server.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, ...(request.payload !== undefined ? { payload: request.payload } : {}) });
  const status = example.expect.status ?? 200;
  expect(status, `${where}: a status is 100..599`).toBeGreaterThanOrEqual(100);
  expect(res.statusCode, `${where}: ${request.method} ${request.url} answered ${res.body.slice(0, 300)}`).toBe(status);
  if (request.output !== undefined) expect(res.rawPayload.length, `${where}: the answer written to ${request.output}`).toBeGreaterThan(0);
  if (example.expect.json !== undefined) expect(subsetDifference(res.json(), example.expect.json), where).toBeUndefined();
}

/** Values of options that name an output file: written to the temporary directory instead. */
const FILE_OPTIONS = new Set(['--svg', '--png', '--out', '--output', '-o']);

async function runCliExample(example: Extract<LineExample, { kind: 'cli' }>, where: string): Promise<void> {
  const argv = example.argv.map((a) => expand(a, VARS));
  const files: string[] = [];
  for (let i = 0; i < argv.length - 1; i++) {
    if (FILE_OPTIONS.has(argv[i]!)) files.push((argv[i + 1] = join(workDir, `${example.line}-${basename(argv[i + 1]!)}`)));
    if (argv[i] === '--port') argv[i + 1] = '0';
    if (argv[i] === '--host') argv[i + 1] = '127.0.0.1';
  }
  const env: Record<string, string> = { URANIA_EXECUTOR: 'inline' };
  for (const [name, value] of Object.entries(example.env)) {
    if (!value.includes('…')) env[name] = expand(value, VARS);
    else if (name === 'URANIA_API_KEY_HASHES') env[name] = hash;
    else if (name === 'URANIA_API_KEYS') env[name] = key;
    else throw new Error(`${where}: no value to put for the placeholder ${name}=${value}`);
  }
  if (env.PORT !== undefined) env.PORT = '0';
  if (env.HOST !== undefined) env.HOST = '127.0.0.1';
  const io = memoryIo(env);
  const result = await runCli(argv, io);
  if (typeof result === 'object') {
    // `urania serve`: it started; it answers /health, then stops.
    const handle = result as ServeHandle;
    try {
      expect((await fetch(`${handle.url}/health`)).status, where).toBe(200);
    } finally {
      await handle.app.close();
    }
    return;
  }
  expect(result, `${where}: exit code (stderr: ${io.err().slice(0, 300)})`).toBe(example.expect.status ?? 0);
  for (const f of files) expect(existsSync(f) && statSync(f).size > 0, `${where}: wrote ${f}`).toBe(true);
  if (example.expect.json !== undefined) expect(subsetDifference(JSON.parse(io.out()), example.expect.json), where).toBeUndefined();
}
