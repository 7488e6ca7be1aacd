/**
 * The contract between the theories that produce geometric positions (VSOP87, the numerical integration,
 * Keplerian elements) and the apparent-place pipeline that turns them into what an observer sees.
 *
 * Frame: heliocentric, geometric (no light time, no aberration), mean ecliptic and equinox of J2000.0
 * (the frame of `state-vectors.json` and of VSOP87's J2000 series), rectangular, AU and AU/day.
 * Time: the argument is a Julian Day in TT.
 */
export interface HeliocentricState {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly vx: number;
  readonly vy: number;
  readonly vz: number;
}

/** A body's geometric heliocentric state at a TT Julian Day (frame above). Throws OUT_OF_RANGE outside its span. */
export type HeliocentricSource = (jdTt: number) => HeliocentricState;
