import type { ElpSharedTheory } from './elp-shared-theory.js';

/**
 * The sums of an ELP/MPP02 shared theory's series, given the cosines and sines (and rates, accelerations) of its
 * arguments at one instant (`evaluateElpShared` fills them): one function per derivative order, each a single
 * flat pass over the terms — the hot loop of every Moon position, kept apart per order so that no work of a higher
 * order is done for a lower one.
 */

export function seriesOrder0(theory: ElpSharedTheory, t: number, out: Float64Array): void {
  const { cosines, sines } = theory;
  for (let coord = 0; coord < 3; coord += 1) {
    let value = 0;
    let rate = 0;
    let acceleration = 0;
    let tPower = 1; // T^α
    let tPower1 = 0; // α T^(α−1)
    let tPower2 = 0; // α(α−1) T^(α−2)
    const powers = theory.coordinates[coord]!;
    for (let alpha = 0; alpha < powers.length; alpha += 1) {
      const { index, terms } = powers[alpha]!;
      let s = 0;
      for (let i = 0, j = 0; i < index.length; i += 1, j += 2) {
        const k = index[i]!;
        s += terms[j]! * cosines[k]! + terms[j + 1]! * sines[k]!;
      }
      value += tPower * s;
      rate += tPower1 * s + tPower * 0;
      acceleration += tPower2 * s + 2 * tPower1 * 0 + tPower * 0;
      const next = alpha + 1;
      tPower2 = next * tPower1;
      tPower1 = next * tPower;
      tPower *= t;
    }
    out[coord] = value;
    out[coord + 3] = rate;
    out[coord + 6] = acceleration;
  }
}

export function seriesOrder1(theory: ElpSharedTheory, t: number, out: Float64Array): void {
  const { cosines, sines, rates } = theory;
  for (let coord = 0; coord < 3; coord += 1) {
    let value = 0;
    let rate = 0;
    let acceleration = 0;
    let tPower = 1;
    let tPower1 = 0;
    let tPower2 = 0;
    const powers = theory.coordinates[coord]!;
    for (let alpha = 0; alpha < powers.length; alpha += 1) {
      const { index, terms } = powers[alpha]!;
      let s = 0;
      let ds = 0;
      for (let i = 0, j = 0; i < index.length; i += 1, j += 2) {
        const k = index[i]!;
        const c = cosines[k]!;
        const sn = sines[k]!;
        const as = terms[j]!;
        const ac = terms[j + 1]!;
        s += as * c + ac * sn;
        ds += (ac * c - as * sn) * rates[k]!;
      }
      value += tPower * s;
      rate += tPower1 * s + tPower * ds;
      acceleration += tPower2 * s + 2 * tPower1 * ds + tPower * 0;
      const next = alpha + 1;
      tPower2 = next * tPower1;
      tPower1 = next * tPower;
      tPower *= t;
    }
    out[coord] = value;
    out[coord + 3] = rate;
    out[coord + 6] = acceleration;
  }
}

export function seriesOrder2(theory: ElpSharedTheory, t: number, out: Float64Array): void {
  const { cosines, sines, rates, accelerations } = theory;
  for (let coord = 0; coord < 3; coord += 1) {
    let value = 0;
    let rate = 0;
    let acceleration = 0;
    let tPower = 1;
    let tPower1 = 0;
    let tPower2 = 0;
    const powers = theory.coordinates[coord]!;
    for (let alpha = 0; alpha < powers.length; alpha += 1) {
      const { index, terms } = powers[alpha]!;
      let s = 0;
      let ds = 0;
      let dds = 0;
      for (let i = 0, j = 0; i < index.length; i += 1, j += 2) {
        const k = index[i]!;
        const c = cosines[k]!;
        const sn = sines[k]!;
        const as = terms[j]!;
        const ac = terms[j + 1]!;
        const sinPart = as * c + ac * sn; // A sin(φ0 + x)
        const cosPart = ac * c - as * sn; // A cos(φ0 + x)
        const r = rates[k]!;
        s += sinPart;
        ds += cosPart * r;
        dds += cosPart * accelerations[k]! - sinPart * r * r;
      }
      value += tPower * s;
      rate += tPower1 * s + tPower * ds;
      acceleration += tPower2 * s + 2 * tPower1 * ds + tPower * dds;
      const next = alpha + 1;
      tPower2 = next * tPower1;
      tPower1 = next * tPower;
      tPower *= t;
    }
    out[coord] = value;
    out[coord + 3] = rate;
    out[coord + 6] = acceleration;
  }
}


/**
 * `seriesOrder2`, the same operations in the same order (so the same `out` to the last bit), that also writes to
 * `leadingOut` the values and first derivatives [L, B, R, L′, B′, R′] of the first `leadingCounts[coord][α]` terms
 * of each list: their sums S and S′ are the running sums when the last leading term has been added, combined over
 * the powers as `seriesOrder1` combines them — for a theory of those terms alone (same arguments, same order), the
 * values `seriesOrder1` gives, to the last bit.
 */
export function seriesOrder2Leading(theory: ElpSharedTheory, t: number, out: Float64Array, leadingOut: Float64Array): void {
  const { cosines, sines, rates, accelerations } = theory;
  const counts = theory.leadingCounts!;
  for (let coord = 0; coord < 3; coord += 1) {
    let value = 0;
    let rate = 0;
    let acceleration = 0;
    let leadValue = 0;
    let leadRate = 0;
    let tPower = 1;
    let tPower1 = 0;
    let tPower2 = 0;
    const powers = theory.coordinates[coord]!;
    const leading = counts[coord]!;
    for (let alpha = 0; alpha < powers.length; alpha += 1) {
      const { index, terms } = powers[alpha]!;
      let s = 0;
      let ds = 0;
      let dds = 0;
      const lead = leading[alpha]!;
      for (let i = 0, j = 0; i < lead; i += 1, j += 2) {
        const k = index[i]!;
        const c = cosines[k]!;
        const sn = sines[k]!;
        const as = terms[j]!;
        const ac = terms[j + 1]!;
        const sinPart = as * c + ac * sn;
        const cosPart = ac * c - as * sn;
        const r = rates[k]!;
        s += sinPart;
        ds += cosPart * r;
        dds += cosPart * accelerations[k]! - sinPart * r * r;
      }
      leadValue += tPower * s;
      leadRate += tPower1 * s + tPower * ds;
      for (let i = lead, j = 2 * lead; i < index.length; i += 1, j += 2) {
        const k = index[i]!;
        const c = cosines[k]!;
        const sn = sines[k]!;
        const as = terms[j]!;
        const ac = terms[j + 1]!;
        const sinPart = as * c + ac * sn;
        const cosPart = ac * c - as * sn;
        const r = rates[k]!;
        s += sinPart;
        ds += cosPart * r;
        dds += cosPart * accelerations[k]! - sinPart * r * r;
      }
      value += tPower * s;
      rate += tPower1 * s + tPower * ds;
      acceleration += tPower2 * s + 2 * tPower1 * ds + tPower * dds;
      const next = alpha + 1;
      tPower2 = next * tPower1;
      tPower1 = next * tPower;
      tPower *= t;
    }
    out[coord] = value;
    out[coord + 3] = rate;
    out[coord + 6] = acceleration;
    leadingOut[coord] = leadValue;
    leadingOut[coord + 3] = leadRate;
  }
}
