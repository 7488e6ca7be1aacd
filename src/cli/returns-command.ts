import { parseArgs } from 'node:util';
import { returnsInRange, type ReturnsInRangeInput } from '../records/returns-in-range.js';
import { joinNegativeValues } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { FORECAST_OPTIONS, FORECAST_OPTIONS_USAGE, forecastRequestFlags, minuteUt } from './forecast-flags.js';
import { formatTable } from './format-table.js';
import { FORECAST_TABLE_WORDS } from './forecast-table-words.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';

export const RETURNS_USAGE = `Usage: urania returns --body BODY --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) --from ISO --to ISO [--lang TAG] [--json]

Every return of a body to its natal longitude in a range (docs/forecasting.md), with each pass of a retrograde loop.
  --body BODY     the returning body: Sun, Moon, Jupiter, Saturn, …
${FORECAST_OPTIONS_USAGE}
${langUsage(14, 'the table (the times stay YYYY-MM-DD HH:MM UT)')}`;

/** @summary `urania returns`: the returns of a body in a range, readable (UT; Rx: a retrograde pass) or `--json`. */
export function returnsCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: { ...FORECAST_OPTIONS, body: { type: 'string' }, ...LANG_OPTION },
    strict: true,
  });
  if (values.body === undefined) throw new UsageError('--body is required, for example --body Saturn', 'requiredExample', { flag: '--body', example: '--body Saturn' });
  const found = returnsInRange({ ...forecastRequestFlags(values), body: values.body } as unknown as ReturnsInRangeInput);
  const words = FORECAST_TABLE_WORDS[commandLocale(values.lang, io)];
  const table = formatTable(
    [...words.returnColumns],
    found.map((r, i) => [String(i + 1), r.passes.map((p) => `${minuteUt(p.at)}${p.direction === 'retrograde' ? ` ${words.retroMark}` : ''}`).join(', ')]),
  );
  io.stdout(values.json ? `${JSON.stringify(found)}\n` : `${table}\n`);
  return EXIT.ok;
}
