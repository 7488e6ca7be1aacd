import { geoProjection, type GeoProjection } from 'd3-geo';

/** Newton's iteration on the auxiliary angle stops when a step is below this (radians); it converges in < 10 steps. */
const THETA_STEP_RAD = 1e-12;
const MAX_STEPS = 50;

/**
 * @summary The Mollweide (homolographic, equal-area) projection of the sphere of radius 1, raw: longitude λ and
 * latitude φ in radians (λ measured from the central meridian) to x, y. J. P. Snyder, Map Projections — A Working
 * Manual (USGS Professional Paper 1395, 1987), ch. 31 "Mollweide", pp. 249–252: x = (√8/π) λ cos θ (31-1),
 * y = √2 sin θ (31-2), where 2θ + sin 2θ = π sin φ (31-3), solved by Newton's iteration on θ' = 2θ,
 * Δθ' = −(θ' + sin θ' − π sin φ)/(1 + cos θ') (31-4), starting from θ' = φ, and θ = θ'/2 (31-5); at the poles
 * θ = ±π/2.
 * @example mollweideRaw(0, 0) // [0, 0]
 */
export function mollweideRaw(lambda: number, phi: number): [number, number] {
  let theta: number;
  if (Math.abs(phi) >= Math.PI / 2) {
    theta = Math.sign(phi) * (Math.PI / 2);
  } else {
    const target = Math.PI * Math.sin(phi);
    let t = phi;
    for (let i = 0; i < MAX_STEPS; i++) {
      const step = -(t + Math.sin(t) - target) / (1 + Math.cos(t));
      t += step;
      if (Math.abs(step) < THETA_STEP_RAD) break;
    }
    theta = t / 2;
  }
  return [(Math.SQRT2 * 2 / Math.PI) * lambda * Math.cos(theta), Math.SQRT2 * Math.sin(theta)];
}

/**
 * @summary The Mollweide projection as a d3-geo projection (`geoProjection(mollweideRaw)`; d3-geo has no Mollweide of
 * its own): fit and translate it as any other d3 projection.
 * @example geoMollweide().fitWidth(960, { type: 'Sphere' })
 */
export function geoMollweide(): GeoProjection {
  return geoProjection(mollweideRaw);
}
