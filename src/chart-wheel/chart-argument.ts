import { wording, type ErrorWordKey } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';

/**
 * @summary Check that a wheel function's chart argument has the shape of a chart record before it is validated
 * member by member, so that a wrong shape says what to pass (issue 22 #16): a chart wrapped in an object
 * (`natalWheel({ chart })`) names the member to unwrap; a birth (a natal chart request, `{ birthDate, … }`) says to
 * cast it with `natalChart` first; anything else that is not a chart says what a chart is. `usage` is the call to
 * write, e.g. `natalWheel(natalChart({ birthDate, birthTime, latitude, longitude }), options)`. Returns `value`.
 * @example chartArgument(natalChart(request), 'chart', 'natalWheel(chart, options)') // the chart, unchanged
 */
export function chartArgument(value: unknown, field: string, usage: string): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw shapeError(field, value, `${field} must be a natal chart record, what natalChart() returns: ${usage}`, 'chartArgument.notRecord', { field, usage });
  }
  const record = value as Record<string, unknown>;
  if ('positions' in record) return value;
  const holder = Object.keys(record).find((k) => {
    const inner = record[k];
    return inner !== null && typeof inner === 'object' && 'positions' in inner;
  });
  if (holder !== undefined) {
    throw shapeError(field, value, `${field} must be the chart record itself, not an object holding it in \`${holder}\`: pass its ${holder} (${usage})`, 'chartArgument.holder', { field, holder, usage });
  }
  if ('birthDate' in record) {
    throw shapeError(field, value, `${field} is a birth (a natal chart request), not a chart: cast it with natalChart() first (${usage})`, 'chartArgument.birth', { field, usage });
  }
  throw shapeError(field, value, `${field} must be a natal chart record with positions, what natalChart() returns: ${usage}`, 'chartArgument.noPositions', { field, usage });
}

function shapeError(field: string, received: unknown, message: string, key: ErrorWordKey, values: Readonly<Record<string, string>>): UraniaError {
  return new UraniaError('INVALID_ARGUMENT', message, {
    wording: wording(key, values),
    field,
    received: typeof received === 'object' && received !== null ? `an object with members ${Object.keys(received).join(', ') || '(none)'}` : received,
    allowed: 'a natal chart record (natalChart(request))',
  });
}
