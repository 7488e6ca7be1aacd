/**
 * astronomia's complete VSOP87B tables (Bretagnon & Francou 1988), the source of the generated modules
 * src/ephemeris/data/vsop87b-series*.ts (scripts/build-series.ts), for the tests that compare with them.
 */
import earthB from 'astronomia/data/vsop87Bearth';
import jupiterB from 'astronomia/data/vsop87Bjupiter';
import marsB from 'astronomia/data/vsop87Bmars';
import mercuryB from 'astronomia/data/vsop87Bmercury';
import neptuneB from 'astronomia/data/vsop87Bneptune';
import saturnB from 'astronomia/data/vsop87Bsaturn';
import uranusB from 'astronomia/data/vsop87Buranus';
import venusB from 'astronomia/data/vsop87Bvenus';
import type { Vsop87Planet } from '../../src/ephemeris/series-truncation.js';
import type { Vsop87RawTable } from '../../src/ephemeris/vsop87-series.js';

/** The complete VSOP87B table of each planet. */
export const VSOP87B_RAW: Record<Vsop87Planet, Vsop87RawTable> = {
  Mercury: mercuryB,
  Venus: venusB,
  Earth: earthB,
  Mars: marsB,
  Jupiter: jupiterB,
  Saturn: saturnB,
  Uranus: uranusB,
  Neptune: neptuneB,
};
