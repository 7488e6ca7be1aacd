import { parseArgs, type ParseArgsConfig } from 'node:util';
import { BIRTH_DATE_PLACE_OPTIONS, birthRequestFlags, joinNegativeValues } from './birth-flags.js';
import { UsageError } from './cli-io.js';

/** The options every Vedic birth command takes (`kp`, `yogas`, `ashtakavarga`, `dashas`…): node:util parseArgs options. */
export const VEDIC_BIRTH_OPTIONS = {
  ...BIRTH_DATE_PLACE_OPTIONS,
  preset: { type: 'string' },
  json: { type: 'boolean', default: false },
} as const;

type Options = NonNullable<ParseArgsConfig['options']>;
/** The parsed value of one option: a boolean flag, several strings, or one string (absent when not given). */
type OptionValue<O> = O extends { readonly type: 'boolean' } ? boolean : O extends { readonly multiple: true } ? string[] : string;
/** The parsed values of an options table. */
type Values<O> = { [K in keyof O]?: OptionValue<O[K]> };

/**
 * @summary A Vedic birth command's arguments: the shared options plus the command's own (`extra`), parsed strictly
 * (negative `--lat`/`--lon` values kept), the birth members of the request (`birthRequestFlags`) and the preset as
 * the request's `conventions` member (absent when not given). `timeNeededFor` says why the birth time is required
 * (the usage error reads "--time is required: <why>, for example --time 14:30"); undefined when it is optional.
 * @example parseVedicBirthArgs(['--date', '1990-07-15', '--time', '14:30', '--place', 'Delhi'], {}, 'the yogas count houses from the lagna')
 */
export function parseVedicBirthArgs<E extends Options>(argv: readonly string[], extra: E, timeNeededFor?: string) {
  const values = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: { ...VEDIC_BIRTH_OPTIONS, ...extra },
    strict: true,
  }).values as Values<typeof VEDIC_BIRTH_OPTIONS & E>;
  if (timeNeededFor !== undefined && values.time === undefined) {
    throw new UsageError(`--time is required: ${timeNeededFor}, for example --time 14:30`, 'requiredExample', { flag: '--time', example: '--time 14:30' });
  }
  const preset = values.preset;
  return {
    values,
    birth: birthRequestFlags(values),
    conventions: (preset === undefined ? {} : { conventions: preset }) as { conventions?: string },
  };
}
