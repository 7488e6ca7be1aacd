import type { AYANAMSA_SYSTEM_NAMES } from '../schemas/index.js';

/** A named ayanamsa system. */
type AyanamsaName = (typeof AYANAMSA_SYSTEM_NAMES)[number];

/** The `--zodiac` / `--ayanamsa` options of the commands that cast charts or horoscopes (node:util parseArgs). */
export const ZODIAC_OPTIONS = {
  zodiac: { type: 'string' },
  ayanamsa: { type: 'string' },
} as const;

/** @summary The usage lines of those options, their texts starting at column `width`. */
export function zodiacUsage(width: number): string {
  const line = (flag: string, text: string) => `  ${flag.padEnd(width - 2)}${text}`;
  return [
    line('--zodiac Z', 'tropical (default) or sidereal (docs/zodiac.md "Sidereal everywhere")'),
    line('--ayanamsa NAME', 'the sidereal ayanamsa: FaganBradley, Lahiri, … (default Lahiri; implies sidereal)'),
  ].join('\n');
}

/**
 * @summary The request members `zodiac` and `ayanamsa` from the command line's `--zodiac` and `--ayanamsa`, as
 * given (the library checks them and names the member in its error).
 * @example zodiacFlags({ ayanamsa: 'FaganBradley' }) // { ayanamsa: 'FaganBradley' }
 */
export function zodiacFlags(values: { zodiac?: string; ayanamsa?: string }): { zodiac?: 'tropical' | 'sidereal'; ayanamsa?: AyanamsaName } {
  return {
    ...(values.zodiac !== undefined ? { zodiac: values.zodiac as 'tropical' | 'sidereal' } : {}),
    ...(values.ayanamsa !== undefined ? { ayanamsa: values.ayanamsa as AyanamsaName } : {}),
  };
}
