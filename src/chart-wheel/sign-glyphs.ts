import type { Sign } from '../schemas/index.js';
import { circlePath, type Glyph } from './glyph.js';

/**
 * Urania's own drawings of the twelve sign glyphs on a 0..100 grid (stroked, round caps). Each is built from a
 * few lines, circles and cubic Béziers, designed for this project from the traditional shapes:
 * - Aries: a vertical stem whose top splits into two horns curling outwards and down (two mirrored Béziers).
 * - Taurus: a circle with a wide crescent (one Bézier) resting on it as horns.
 * - Gemini: two pillars joined by a bowed lintel and a bowed base (two Béziers, two lines).
 * - Cancer: two small circles with tails, one tail sweeping right above, the other left below (point symmetry).
 * - Leo: a small circle at the lower left, its stroke rising into a loop and ending in an outward hook.
 * - Virgo: an "m" of three stems (arches as Béziers) whose last stem carries a loop crossing back.
 * - Libra: a base line and, above it, a line that rises into a semicircular hump in the middle.
 * - Scorpio: the "m" of Virgo whose last stem ends in an arrow pointing up and right.
 * - Sagittarius: a diagonal arrow (shaft, two-line head) crossed near its foot.
 * - Capricorn: a stem bending into an arch that descends into a looped tail.
 * - Aquarius: two parallel zig-zag lines (waves), five segments each.
 * - Pisces: two facing arcs (the fishes) tied by a horizontal line.
 */
export const SIGN_GLYPHS: Readonly<Record<Sign, Glyph>> = {
  Aries: {
    d: 'M50,90L50,42M50,42C50,14 14,8 12,32C11,44 22,50 28,44M50,42C50,14 86,8 88,32C89,44 78,50 72,44',
  },
  Taurus: { d: `${circlePath(50, 64, 24)}M12,14C22,38 36,40 50,40C64,40 78,38 88,14` },
  Gemini: { d: 'M18,14C38,24 62,24 82,14M18,86C38,76 62,76 82,86M38,20L38,80M62,20L62,80' },
  Cancer: {
    d: `${circlePath(28, 40, 11)}M28,29C50,14 78,18 92,32${circlePath(72, 60, 11)}M72,71C50,86 22,82 8,68`,
  },
  Leo: {
    d: `${circlePath(28, 68, 12)}M40,68C46,44 30,34 36,20C42,6 68,6 72,24C76,42 58,58 60,76C62,92 80,92 88,80`,
  },
  Virgo: {
    d: 'M12,26L12,82M12,38C12,20 34,20 34,38L34,82M34,38C34,20 56,20 56,38L56,82M56,58C66,38 88,42 86,58C84,74 68,80 58,94',
  },
  Libra: { d: 'M10,84L90,84M10,66L32,66C22,54 28,30 50,28C72,30 78,54 68,66L90,66' },
  Scorpio: {
    d: 'M10,26L10,80M10,38C10,20 32,20 32,38L32,80M32,38C32,20 54,20 54,38L54,74C54,88 68,90 84,78M70,76L86,77L82,62',
  },
  Sagittarius: { d: 'M16,84L84,16M52,16L84,16L84,48M30,46L54,70' },
  Capricorn: {
    d: 'M8,24C16,24 22,32 22,42L22,84M22,44C22,22 44,18 48,36L56,70C60,86 82,88 84,72C86,58 70,52 62,62C56,70 56,84 42,92',
  },
  Aquarius: { d: 'M8,44L24,30L40,44L56,30L72,44L90,30M8,72L24,58L40,72L56,58L72,72L90,58' },
  Pisces: { d: 'M18,10C42,30 42,70 18,90M82,10C58,30 58,70 82,90M26,50L74,50' },
};
