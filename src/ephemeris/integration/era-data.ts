import type { PackedChebyshevBody } from './chebyshev-table.js';
import type { PackedHarmonicBody } from './harmonic-correction.js';

/**
 * The content of one generated era module (src/ephemeris/data/eras/era-*.ts; scripts/build-ephemeris-span.ts):
 * packed Chebyshev tables of the integrated bodies (barycentric; `Sun` is the Sun's barycentric position) and
 * the harmonic corrections of VSOP87 Mercury, Venus, Earth and Mars, over the TT Julian Days [fromJdTt, toJdTt].
 * A table may cover less than its era (Chiron: 675–3000 CE only).
 */
export interface EphemerisEraData {
  readonly name: string;
  readonly fromJdTt: number;
  readonly toJdTt: number;
  readonly tables: Readonly<Record<string, PackedChebyshevBody>>;
  readonly corrections: Readonly<Record<string, PackedHarmonicBody>>;
  /** Remainders after the harmonic corrections (x, y, z = δL·scale, δB·scale, δR; AU), by planet. */
  readonly remainders?: Readonly<Record<string, { readonly scaleAu: number; readonly table: PackedChebyshevBody }>>;
}
