/**
 * Vitest setup file (vitest.config.ts `setupFiles`): lets the whole suite's fast-check properties be rerun with one
 * seed. `URANIA_FC_SEED=<integer> npx vitest run …` fixes the seed of every `fc.assert` that does not pin its own;
 * `URANIA_FC_SEED=random` draws one and prints it, so that a run that fails can be repeated exactly. Without the
 * variable fast-check draws a fresh seed per property and prints it in the failure message (`{ seed: …, path: … }`).
 *
 * To rerun the property-heavy folders with several seeds:
 *   for s in 1 2 3 4 5; do URANIA_FC_SEED=random npx vitest run tests/records || break; done
 */
import fc from 'fast-check';

const SEED_VARIABLE = 'URANIA_FC_SEED';

const raw = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[SEED_VARIABLE];
if (raw !== undefined && raw !== '') {
  const seed = raw === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`${SEED_VARIABLE} must be an integer or "random"; it was "${raw}".`);
  if (raw === 'random') console.log(`${SEED_VARIABLE}=${seed}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
