import type { Static } from 'typebox';
import { AnyHouseSystem, Body, HouseSystem, Sign, TwelveHouseSystem } from './enums.js';

// Compile-time check that the schema statics equal the `as const` unions. It lives outside `all.ts` (the module
// namespace the record registry is typed from): a type-only name in that namespace made the published
// declarations emit `declare const …: typeof _EnumChecks`, an error under `skipLibCheck: false` (issue 22 item 11).
type Assert<T extends true> = T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type _EnumChecks = [
  Assert<Same<Static<typeof Sign>, Sign>>,
  Assert<Same<Static<typeof Body>, Body>>,
  Assert<Same<Static<typeof HouseSystem>, HouseSystem>>,
  Assert<Same<Static<typeof TwelveHouseSystem>, TwelveHouseSystem>>,
  Assert<Same<Static<typeof AnyHouseSystem>, AnyHouseSystem>>,
];
