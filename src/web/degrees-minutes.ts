/**
 * @summary A position inside its sign as whole degrees and whole arc minutes, `23°05′`: the minutes are truncated,
 * as ephemerides print them, so the label never rounds up into the next degree or sign.
 * @param degree whole degree in the sign, 0–29 (`ZodiacPosition.degree`).
 * @param minute arc minutes beyond it with their fraction, [0, 60) (`ZodiacPosition.minute`).
 * @example degreesMinutes(23, 0.27) // '23°00′'
 */
export function degreesMinutes(degree: number, minute: number): string {
  const whole = Math.min(59, Math.floor(minute));
  return `${degree}°${String(whole).padStart(2, '0')}′`;
}
