import { wording, type ErrorWording } from '../errors/error-wording.js';

/** Member names a request body may not use: they would reach an object's prototype in careless code. */
export const FORBIDDEN_MEMBER_NAMES: ReadonlySet<string> = new Set(['__proto__']);

/** A member of a JSON text the API refuses. */
export interface RefusedMember {
  /** Why: the name appears twice in one object, or is a forbidden name. */
  readonly kind: 'duplicate' | 'forbidden';
  /** The member's path as the errors name fields (`birth.latitude`, `people[1].name`). */
  readonly field: string;
  /** The member's name. */
  readonly name: string;
}

interface Frame {
  readonly object: boolean;
  readonly path: string;
  readonly names: Set<string>;
  /** Object: the last member name read. Array: the index of the current item. */
  key: string;
  index: number;
}

function join(path: string, name: string): string {
  return path === '' ? name : `${path}.${name}`;
}

/**
 * @summary The first member of a valid JSON text that the API refuses (issue 23 #9): a name given twice in one
 * object (JSON.parse keeps the last one silently, as duplicate query parameters are refused), or `__proto__`
 * (written plainly or escaped). `undefined` when every member is fine. The text must already parse as JSON.
 * @example refusedMember('{"a":1,"a":2}') // { kind: 'duplicate', field: 'a', name: 'a' }
 */
export function refusedMember(text: string): RefusedMember | undefined {
  const stack: Frame[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < n && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const raw = text.slice(i, j + 1);
      i = j + 1;
      const frame = stack[stack.length - 1];
      if (frame?.object) {
        let k = i;
        while (k < n && (text[k] === ' ' || text[k] === '\t' || text[k] === '\n' || text[k] === '\r')) k++;
        if (text[k] === ':') {
          const name = JSON.parse(raw) as string;
          const field = join(frame.path, name);
          if (FORBIDDEN_MEMBER_NAMES.has(name)) return { kind: 'forbidden', field, name };
          if (frame.names.has(name)) return { kind: 'duplicate', field, name };
          frame.names.add(name);
          frame.key = name;
        }
      }
      continue;
    }
    if (c === '{' || c === '[') {
      const parent = stack[stack.length - 1];
      const path = parent === undefined ? '' : parent.object ? join(parent.path, parent.key) : `${parent.path}[${parent.index}]`;
      stack.push({ object: c === '{', path, names: new Set(), key: '', index: 0 });
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',') {
      const frame = stack[stack.length - 1];
      if (frame !== undefined && !frame.object) frame.index++;
    }
    i++;
  }
  return undefined;
}

/**
 * @summary The sentence a refused member is answered with (a 400 naming the field).
 * @example refusedMemberMessage({ kind: 'forbidden', field: '__proto__', name: '__proto__' })
 */
export function refusedMemberMessage(member: RefusedMember): string {
  return member.kind === 'forbidden'
    ? `The member name ${member.name} is not allowed in a request body; remove the member ${member.field}.`
    : `The member ${member.field} is given more than once; send each member once.`;
}

/**
 * @summary The refused member's sentence as data (issue 31): its key and values, said in the request's language.
 * @example refusedMemberWording({ kind: 'duplicate', field: 'a', name: 'a' }) // { key: 'json.duplicateMember', values: { field: 'a' } }
 */
export function refusedMemberWording(member: RefusedMember): ErrorWording {
  return member.kind === 'forbidden'
    ? wording('json.forbiddenMember', { name: member.name, field: member.field })
    : wording('json.duplicateMember', { field: member.field });
}
