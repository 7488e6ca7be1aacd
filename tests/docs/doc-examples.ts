/**
 * The harness of tests/docs/doc-examples.test.ts: finds the examples of README.md and docs/*.md and turns each into
 * something the test can run (docs/design.md, "Doc examples run as tests").
 *
 * - A fenced block tagged ts / js (typescript, javascript, mjs, tsx) is a program: its imports of 'urania',
 *   'urania/<entry>' and './<path>' (a path below src/) are pointed at the sources, and a line `expr; // => value`
 *   becomes a check that `expr` equals `value` (numbers within half a unit of the last decimal written).
 * - In every other block, a line (after joining `\` continuations) that starts with `curl` is an HTTP request,
 *   `GET /…` (any method) an HTTP request in message form, and `urania …` / `npx urania …` (after optional `VAR=value`
 *   assignments) a CLI call. A trailing comment `# => 400 {"code":"OUT_OF_RANGE"}` states the expected status (exit
 *   code for the CLI: `# => exit 1`) and a JSON subset of the answer; without `# =>` a request must answer 200 and a
 *   command exit 0. A `sh` (bash, shell, console, http) block whose lines are not all such examples, comments,
 *   blanks or `VAR=value` lines cannot run.
 * - A ```json block whose info string is a request (```json GET /api/v1/…) is that request's answer: the status is
 *   its `status` member (else 200) and its members must be in the answer (`…` in a string: any text).
 * - A block that cannot run is marked in its info string: ```ts no-run: <reason>. The reason is required.
 */
import { relative, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');

/** Where the `urania` package entries live in the source tree. */
export const ENTRIES: Readonly<Record<string, string>> = {
  urania: resolve(ROOT, 'src/index.ts'),
  'urania/core': resolve(ROOT, 'src/core.ts'),
  'urania/schemas': resolve(ROOT, 'src/schemas/index.ts'),
  'urania/http': resolve(ROOT, 'src/http/index.ts'),
  'urania/testing': resolve(ROOT, 'src/testing/index.ts'),
};

const CODE_LANGUAGES = new Set(['ts', 'typescript', 'js', 'javascript', 'mjs', 'tsx']);
const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell', 'console', 'zsh', 'http']);

/** One fenced block of a Markdown file. */
export interface FencedBlock {
  /** The file, relative to the repository root (`docs/http.md`). */
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** First word of the info string, lower case ('' when untagged). */
  readonly language: string;
  /** The whole info string, trimmed. */
  readonly info: string;
  /** Whether the info string says `no-run`. */
  readonly noRun: boolean;
  /** The reason written after `no-run` ('' when none). */
  readonly reason: string;
  /** The block's lines, without the fences (indentation of the fence removed). */
  readonly lines: readonly string[];
}

/** @summary Every fenced block of a Markdown text (``` or ~~~ fences, indented fences included). */
export function fencedBlocks(markdown: string, file: string): FencedBlock[] {
  const lines = markdown.split('\n');
  const out: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^`]*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, info] = open as unknown as [string, string, string, string];
    let j = i + 1;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    while (j < lines.length && !close.test(lines[j]!)) j++;
    const noRun = /(^|\s)no-run\b/.exec(info);
    out.push({
      file,
      line: i + 1,
      language: (info.trim().split(/\s+/)[0] ?? '').toLowerCase().replace(/^no-run$/, ''),
      info: info.trim(),
      noRun: noRun !== null,
      reason: noRun ? info.slice(noRun.index + noRun[0].length).replace(/^[\s:—–-]+/, '').trim() : '',
      lines: lines.slice(i + 1, j).map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l.trimStart())),
    });
    i = j;
  }
  return out;
}

/** @summary Whether a block is a program (TypeScript or JavaScript). */
export function isCodeBlock(block: FencedBlock): boolean {
  return CODE_LANGUAGES.has(block.language);
}

// ---------------------------------------------------------------------------------------------- programs

/** A `// =>` check recorded while a program runs. */
export interface Check {
  line: number;
  actual: unknown;
  expected: unknown;
  expectedText: string;
}

/**
 * @summary A program block rewritten to run from `generatedDir`: its package and src-relative imports pointed at
 * the sources, each `expr; // => value` line turned into a recorded check.
 */
export function instrument(code: string, startLine: number): string {
  const body = code
    .split('\n')
    .map((line, k) => {
      const m = /^(\s*)(.+?);?\s*\/\/ => (.+)$/.exec(line);
      if (!m) return line;
      const [, indent, expr, expected] = m as unknown as [string, string, string, string];
      return `${indent}__checks.push({ line: ${startLine + k}, actual: (${expr}), expected: (${expected}), expectedText: ${JSON.stringify(expected)} });`;
    })
    .join('\n')
    .replace(/(from\s+|import\s*\(\s*)'([^']+)'/g, (_all, head: string, spec: string) => `${head}${JSON.stringify(resolveSpecifier(spec))}`);
  return `export const __checks = [];\n${body}\n`;
}

/** A package entry or a path below src/ as an absolute path; anything else (a dependency) unchanged. */
export function resolveSpecifier(spec: string): string {
  if (ENTRIES[spec]) return ENTRIES[spec];
  if (spec.startsWith('./') || spec.startsWith('../')) return resolve(ROOT, 'src', spec).replace(/\.js$/, '.ts');
  return spec;
}

/** The runtime names a program imports, per specifier (type-only imports left out). */
export function importedNames(code: string): { spec: string; names: string[] }[] {
  const out: { spec: string; names: string[] }[] = [];
  for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (m[1]) continue;
    const names = m[2]!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '' && !s.startsWith('type '))
      .map((s) => s.split(/\s+as\s+/)[0]!.trim());
    out.push({ spec: m[3]!, names });
  }
  return out;
}

function decimalsOf(text: string): number {
  const m = /^-?\d+(?:\.(\d+))?(?:e-?\d+)?$/i.exec(text.trim());
  return m ? (m[1]?.length ?? 0) : -1;
}

/**
 * @summary Whether `actual` equals the documented `expected`: numbers within half a unit of the last decimal
 * written (`expectedText` for a bare number, else the number's shortest text), arrays and objects member by member.
 * Returns a description of the first difference, or undefined when they agree.
 */
export function difference(actual: unknown, expected: unknown, expectedText?: string, path = ''): string | undefined {
  if (typeof expected === 'number' && typeof actual === 'number') {
    const places = expectedText !== undefined && decimalsOf(expectedText) >= 0 ? decimalsOf(expectedText) : decimalsOf(String(expected));
    const tolerance = places >= 0 ? 0.5 * 10 ** -places : 0;
    return Math.abs(actual - expected) <= tolerance ? undefined : `${path || 'value'}: ${actual} is not ${expected} (± ${tolerance})`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path || 'value'}: ${JSON.stringify(actual)} is not an array`;
    if (actual.length !== expected.length) return `${path || 'value'}: ${actual.length} items, not ${expected.length}`;
    for (let i = 0; i < expected.length; i++) {
      const d = difference(actual[i], expected[i], undefined, `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return `${path || 'value'}: ${JSON.stringify(actual)} is not an object`;
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const k of keys) {
      const d = difference((actual as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k], undefined, `${path}.${k}`);
      if (d) return d;
    }
    return undefined;
  }
  return Object.is(actual, expected) ? undefined : `${path || 'value'}: ${JSON.stringify(actual)} is not ${JSON.stringify(expected)}`;
}

// ---------------------------------------------------------------------------------------------- command lines

/** One example of a non-program block. */
export type LineExample =
  | { kind: 'curl'; line: number; argv: string[]; expect: Expectation }
  | { kind: 'request'; line: number; method: string; target: string; headers: Record<string, string>; body?: string; expect: Expectation }
  | { kind: 'cli'; line: number; env: Record<string, string>; argv: string[]; expect: Expectation };

/** What a `# =>` comment states: a status (HTTP) or exit code (CLI), and a JSON subset of the answer. */
export interface Expectation {
  readonly status?: number;
  readonly json?: unknown;
  /** The comment as written ('' when none). */
  readonly text: string;
}

/** The examples of a non-program block, and the lines that are neither examples nor allowed in a shell block. */
export function lineExamples(block: FencedBlock): { examples: LineExample[]; unknown: { line: number; text: string }[] } {
  const examples: LineExample[] = [];
  const unknown: { line: number; text: string }[] = [];
  const shell = SHELL_LANGUAGES.has(block.language);
  // ```json GET /api/v1/…: the block is the answer of that request (its `status` member, else 200).
  const answerOf = /^json\s+(GET|HEAD|DELETE)\s+(\S+)$/.exec(block.info);
  if (answerOf) {
    try {
      const json = JSON.parse(block.lines.join('\n')) as unknown;
      const status = (json as { status?: unknown } | null)?.status;
      examples.push({ kind: 'request', line: block.line, method: answerOf[1]!, target: answerOf[2]!, headers: {}, expect: { text: block.info, status: typeof status === 'number' ? status : 200, json } });
    } catch (e) {
      unknown.push({ line: block.line, text: `the answer is not JSON (${String(e)})` });
    }
    return { examples, unknown };
  }
  const logical = joinContinuations(block.lines);
  for (let k = 0; k < logical.length; k++) {
    const { text: raw, index } = logical[k]!;
    const line = block.line + 1 + index;
    const text = raw.trim().replace(/^\$\s+/, '');
    if (text === '' || text.startsWith('#')) continue;
    const httpLine = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)(?:\s+HTTP\/[\d.]+)?\s*(#.*)?$/.exec(text);
    if (httpLine && (httpLine[2]!.startsWith('/') || /^https?:/.test(httpLine[2]!))) {
      // Message form: header lines follow, then a blank line and the body (up to the next request line).
      const headers: Record<string, string> = {};
      let j = k + 1;
      for (; j < logical.length && /^[A-Za-z-]+:\s/.test(logical[j]!.text.trim()); j++) {
        const h = logical[j]!.text.trim();
        headers[h.slice(0, h.indexOf(':')).toLowerCase()] = h.slice(h.indexOf(':') + 1).trim();
      }
      const body: string[] = [];
      if (j < logical.length && logical[j]!.text.trim() === '') {
        for (j = j + 1; j < logical.length && !/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+\//.test(logical[j]!.text.trim()); j++) body.push(logical[j]!.text);
      }
      const bodyText = body.join('\n').trim();
      examples.push({ kind: 'request', line, method: httpLine[1]!, target: httpLine[2]!, headers, ...(bodyText ? { body: bodyText } : {}), expect: expectation(httpLine[3] ?? '') });
      k = j - 1;
      continue;
    }
    const words = shellWords(text);
    if (words === undefined) {
      if (shell) unknown.push({ line, text });
      continue;
    }
    const { argv, comment } = words;
    const env: Record<string, string> = {};
    let a = 0;
    while (a < argv.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(argv[a]!)) {
      const eq = argv[a]!.indexOf('=');
      env[argv[a]!.slice(0, eq)] = argv[a]!.slice(eq + 1);
      a++;
    }
    const command = argv.slice(a);
    if (command[0] === 'npx') command.shift();
    if (command[0] === 'curl' && a === 0) examples.push({ kind: 'curl', line, argv: command.slice(1), expect: expectation(comment) });
    else if (command[0] === 'urania') examples.push({ kind: 'cli', line, env, argv: command.slice(1), expect: expectation(comment) });
    else if (command.length === 0 && a > 0) continue; // `KEY=ura_…`: a variable the examples use
    else if (shell) unknown.push({ line, text });
  }
  return { examples, unknown };
}

function joinContinuations(lines: readonly string[]): { text: string; index: number }[] {
  const out: { text: string; index: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    let text = lines[i]!;
    const index = i;
    while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + lines[++i]!.trim();
    out.push({ text, index });
  }
  return out;
}

/** @summary A trailing comment read: `400 {"code":"OUT_OF_RANGE"} and prose`, `=> exit 1`, `{"key":"ura_…"}`, or prose. */
export function expectation(comment: string): Expectation {
  const text = comment.replace(/^#\s*/, '').trim();
  const m = /^(?:=>\s*)?(?:(?:exit\s+)?(\d{1,3})(?![\d.:])\b)?\s*(.*)$/.exec(text)!;
  const rest = m[2]!.trim();
  let json: unknown;
  if (rest.startsWith('{') || rest.startsWith('[')) json = JSON.parse(balancedPrefix(rest));
  return { text, ...(m[1] !== undefined ? { status: Number(m[1]) } : {}), ...(json !== undefined ? { json } : {}) };
}

function balancedPrefix(text: string): string {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return text.slice(0, i + 1);
  }
  return text;
}

/**
 * @summary A shell line split into words (single and double quotes, backslash escapes, `$NAME` / `${NAME}` kept for
 * `expand`) and its trailing `#` comment; undefined when the line uses what this reader does not know (pipes,
 * redirections, `&&`, subshells).
 */
export function shellWords(line: string): { argv: string[]; comment: string } | undefined {
  const argv: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) return undefined;
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      let s = '';
      for (; j < line.length && line[j] !== '"'; j++) s += line[j] === '\\' && j + 1 < line.length ? line[++j] : line[j];
      if (j >= line.length) return undefined;
      word = (word ?? '') + s;
      i = j;
    } else if (c === '\\' && i + 1 < line.length) {
      word = (word ?? '') + line[++i];
    } else if (/\s/.test(c)) {
      if (word !== undefined) argv.push(word);
      word = undefined;
    } else if (c === '#' && word === undefined) {
      return { argv, comment: line.slice(i) };
    } else if ('|&;<>()`'.includes(c)) {
      return undefined;
    } else {
      word = (word ?? '') + c;
    }
  }
  if (word !== undefined) argv.push(word);
  return { argv, comment: '' };
}

/** @summary `$NAME` and `${NAME}` replaced from `vars`; throws naming a variable the harness does not provide. */
export function expand(word: string, vars: Readonly<Record<string, string>>): string {
  return word.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_all, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`the example uses $${name}, which the doc-example runner does not provide (it provides ${Object.keys(vars).join(', ')})`);
    return value;
  });
}

/** An HTTP request ready for Fastify's `inject`. */
export interface InjectRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The file of `-o FILE`, if any (the answer is not JSON-checked then, only required non-empty). */
  output?: string;
}

/** @summary A curl command line (after `curl`) as a request: -X, -H, -d/--data*, -o, -i/-s/-S/-f/-L ignored. */
export function curlRequest(argv: readonly string[], vars: Readonly<Record<string, string>>): InjectRequest {
  const headers: Record<string, string> = {};
  let method: string | undefined;
  let payload: string | undefined;
  let url: string | undefined;
  let output: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`curl ${a} needs a value`);
      return expand(v, vars);
    };
    if (a === '-X' || a === '--request') method = value();
    else if (a === '-H' || a === '--header') {
      const h = value();
      headers[h.slice(0, h.indexOf(':')).trim().toLowerCase()] = h.slice(h.indexOf(':') + 1).trim();
    } else if (a === '-d' || a === '--data' || a === '--data-raw' || a === '--data-binary') payload = value();
    else if (a === '-o' || a === '--output') output = value();
    else if (/^-[isSfLv]+$/.test(a) || a === '--include' || a === '--silent' || a === '--fail' || a === '--compressed') continue;
    else if (a.startsWith('-')) throw new Error(`the doc-example runner does not know curl's option ${a}`);
    else if (url === undefined) url = expand(a, vars);
    else throw new Error(`curl line with two URLs: ${url} and ${a}`);
  }
  if (url === undefined) throw new Error('curl line without a URL');
  if (payload !== undefined && headers['content-type'] === undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  return { method: method ?? (payload !== undefined ? 'POST' : 'GET'), url: pathOf(url), headers, ...(payload !== undefined ? { payload } : {}), ...(output !== undefined ? { output } : {}) };
}

/** @summary The path and query of a URL written in a doc (`http://127.0.0.1:3000/api/v1/x?y`, `https://…/api/v1/x`). */
export function pathOf(url: string): string {
  const m = /^https?:\/\/[^/]*(\/.*)?$/.exec(url);
  return m ? (m[1] ?? '/') : url;
}

/**
 * @summary Whether `actual` contains the documented `subset`: objects member by member (extra members allowed),
 * arrays element by element in any order (each documented element matches some element), strings with `…` as
 * "any text here" (`"ura_…"` = starts with ura_), other values equal.
 */
export function subsetDifference(actual: unknown, subset: unknown, path = ''): string | undefined {
  if (typeof subset === 'string' && subset.includes('…')) {
    if (typeof actual !== 'string') return `${path || 'answer'}: ${JSON.stringify(actual)} is not a string`;
    const pattern = new RegExp(`^${subset.split('…').map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\S]*')}$`);
    return pattern.test(actual) ? undefined : `${path || 'answer'}: ${JSON.stringify(actual)} does not match ${JSON.stringify(subset)}`;
  }
  if (Array.isArray(subset)) {
    if (!Array.isArray(actual)) return `${path || 'answer'}: ${JSON.stringify(actual)} is not an array`;
    for (let i = 0; i < subset.length; i++) {
      if (!actual.some((a) => subsetDifference(a, subset[i]) === undefined)) return `${path}[${i}]: no element matches ${JSON.stringify(subset[i])}`;
    }
    return undefined;
  }
  if (subset !== null && typeof subset === 'object') {
    if (actual === null || typeof actual !== 'object') return `${path || 'answer'}: ${JSON.stringify(actual)} is not an object`;
    for (const [k, v] of Object.entries(subset)) {
      if (!(k in actual)) return `${path}.${k} is missing`;
      const d = subsetDifference((actual as Record<string, unknown>)[k], v, `${path}.${k}`);
      if (d) return d;
    }
    return undefined;
  }
  return Object.is(actual, subset) ? undefined : `${path || 'answer'}: ${JSON.stringify(actual)} is not ${JSON.stringify(subset)}`;
}

/** @summary A file path relative to the repository root. */
export function fromRoot(path: string): string {
  return relative(ROOT, path).replaceAll('\\', '/');
}
