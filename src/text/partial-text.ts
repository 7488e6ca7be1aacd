/** A function leaf of a text family (a heading composed from its arguments): translated whole or not at all. */
type TextFunction = (...args: never[]) => unknown;

/**
 * The text of a family that a translation may hold only in part (issue 31), derived from the family's full English
 * type: every member optional, down to each string or composing function (an entry, translated whole or absent);
 * arrays keep English's order and length, with `undefined` where an entry is not yet translated (as
 * `PartialLocaleText` does). Whatever is absent reads English (`completeText`), and the records that use it say so in
 * `warnings`.
 * @example const t: PartialText<TechniqueText> = { houseTransits: { Saturn: SATURN_THROUGH_HOUSES_ES } };
 */
export type PartialText<T> = T extends string | number | boolean | TextFunction
  ? T
  : T extends readonly (infer E)[]
    ? readonly (PartialText<E> | undefined)[]
    : T extends object
      ? { readonly [K in keyof T]?: PartialText<T[K]> }
      : T;
