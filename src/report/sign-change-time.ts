import type { UntimedDay } from '../schemas/index.js';

/**
 * @summary The local clock time, to the nearest ten minutes, at which the Moon of an untimed birth day enters its
 * second sign, interpolated linearly between its longitudes at 00:00 and 23:59 (the Moon's speed changes by well
 * under 1 % in a day, so the estimate is good to a few minutes); undefined when it keeps one sign.
 * @example moonSignChangeTime(day) // '14:20'
 */
export function moonSignChangeTime(day: UntimedDay): string | undefined {
  if (day.moonStartSign === day.moonEndSign) return undefined;
  const start = day.moonStartLongitude;
  const travel = (((day.moonEndLongitude - start) % 360) + 360) % 360;
  const boundary = (Math.floor(start / 30) + 1) * 30;
  if (travel <= 0) return undefined;
  const fraction = Math.min(1, Math.max(0, (boundary - start) / travel));
  const minutes = Math.round((fraction * (23 * 60 + 59)) / 10) * 10;
  const clock = Math.min(minutes, 23 * 60 + 50);
  return `${String(Math.floor(clock / 60)).padStart(2, '0')}:${String(clock % 60).padStart(2, '0')}`;
}
