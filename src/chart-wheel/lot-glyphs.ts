import { circlePath, type Glyph } from './glyph.js';

/** The lots the wheel has a glyph for: the seven Hermetic lots of Paulus Alexandrinus (charts/traditional). */
export const LOT_GLYPH_NAMES = [
  'Fortune',
  'Spirit',
  'Eros',
  'Necessity',
  'Courage',
  'Victory',
  'Nemesis',
] as const;
export type LotGlyphName = (typeof LOT_GLYPH_NAMES)[number];

/**
 * Urania's own drawings of a mark per lot, on the 0..100 grid (stroked), drawn under a lot's ⊗ so that the lots of
 * one ring can be told apart without text: Fortune, a wheel of eight spokes (Fortune's wheel); Spirit (Daimon), a
 * flame; Eros, a heart; Necessity, an hourglass; Courage, a sword; Victory, a palm branch; Nemesis, a balance.
 */
export const LOT_GLYPHS: Readonly<Record<LotGlyphName, Glyph>> = {
  Fortune: { d: `${circlePath(50, 50, 38)}M50,12L50,88M12,50L88,50M23,23L77,77M77,23L23,77` },
  Spirit: { d: 'M50,92C22,80 26,52 50,8C74,52 78,80 50,92ZM50,82C40,76 42,62 50,48C58,62 60,76 50,82' },
  Eros: { d: 'M50,88C20,64 6,44 20,26C32,12 50,20 50,34C50,20 68,12 80,26C94,44 80,64 50,88Z' },
  Necessity: { d: 'M22,8L78,8L22,92L78,92Z' },
  Courage: { d: 'M50,4L58,18L58,68L42,68L42,18ZM26,68L74,68M50,68L50,96' },
  Victory: { d: 'M50,96L50,12M50,26L32,12M50,26L68,12M50,46L28,32M50,46L72,32M50,66L30,52M50,66L70,52' },
  Nemesis: { d: 'M50,10L50,88M30,88L70,88M12,26L88,26M12,26L2,56L22,56ZM88,26L78,56L98,56Z' },
};

/**
 * @summary The lot a point's name names, when the wheel has its glyph: "Part of Fortune", "Lot of Spirit",
 * "fortune", "Daimon" (Spirit) — any case, with or without "Part of" / "Lot of" (and "the").
 * @example lotGlyphName('Part of Fortune') // 'Fortune'
 */
export function lotGlyphName(name: string): LotGlyphName | undefined {
  const bare = name
    .trim()
    .toLowerCase()
    .replace(/^(part|lot)\s+of\s+(the\s+)?/, '');
  if (bare === 'daimon') return 'Spirit';
  return LOT_GLYPH_NAMES.find((l) => l.toLowerCase() === bare);
}

/**
 * @summary The short text shown under a point without a glyph of its own: the first three letters of its name
 * after "Part of" / "Lot of" (a lot), or of its name (a star).
 * @example pointShortName('Part of Marriage') // 'Mar'
 */
export function pointShortName(name: string): string {
  const bare = name.trim().replace(/^(part|lot)\s+of\s+(the\s+)?/i, '');
  return (bare.length > 0 ? bare : name).slice(0, 3);
}
