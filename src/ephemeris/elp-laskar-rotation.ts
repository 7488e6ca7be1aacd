/**
 * @summary Laskar 1986 (A&A 157, 59) precession quantities P, Q as given in the ELP/MPP02 notice (Chapront & Francou
 * 2002, "Transformation to the inertial mean ecliptic and equinox of J2000"), and the rotation they define
 * from ELP's ecliptic of date (departure point γ'2000) to the mean ecliptic and equinox of J2000.
 */
export function laskarRotation(t: number): readonly [number, number, number, number, number, number, number, number, number] {
  const p = t * (0.10180391e-4 + t * (0.47020439e-6 + t * (-0.5417367e-9 + t * (-0.2507948e-11 + t * 0.463486e-14))));
  const q = t * (-0.113469002e-3 + t * (0.12372674e-6 + t * (0.1265417e-8 + t * (-0.1371808e-11 + t * -0.320334e-14))));
  const sq = Math.sqrt(1 - p * p - q * q);
  return [
    1 - 2 * p * p,
    2 * p * q,
    2 * p * sq,
    2 * p * q,
    1 - 2 * q * q,
    -2 * q * sq,
    -2 * p * sq,
    2 * q * sq,
    1 - 2 * p * p - 2 * q * q,
  ];
}
