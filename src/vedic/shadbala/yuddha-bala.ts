import { arcBetween } from './sthana-bala.js';
import type { ShadbalaGraha } from './shadbala-tables.js';

/** The grahas that can be at war: the five star-planets (the Sun and Moon never: BPHS ch. 27; Raman ch. V art. 76). */
const WARRIORS: readonly ShadbalaGraha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** The rules of yuddha bala (docs/vedic.md "Shadbala"): BPHS's plain difference, or Raman's difference ÷ the discs. */
export type YuddhaRule = 'bphs' | 'raman';

/**
 * The diameters of the discs (bimba parimanas) of the five star-planets, seconds of arc, by which Raman's rule divides
 * the difference of the two totals (B. V. Raman, *Graha and Bhava Balas*, ch. V, Yuddha bala). The values are those
 * of the Indian texts (not the modern apparent diameters), as the *Encyclopedia of Hinduism* (IHRF), vol. IV, s.v.
 * Graha Yuddha, lists them after Raman: Mars 9.4, Mercury 6.6, Jupiter 190.5, Venus 16.6, Saturn 158.0.
 */
export const BIMBA_PARIMANA: Readonly<Record<'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn', number>> = {
  Mars: 9.4, Mercury: 6.6, Jupiter: 190.5, Venus: 16.6, Saturn: 158.0,
};

/** One planetary war: the two grahas, the victor and the virupas moved from the vanquished to the victor. */
export interface GrahaYuddha {
  readonly victor: ShadbalaGraha;
  readonly vanquished: ShadbalaGraha;
  readonly separation: number;
  readonly virupas: number;
}

/**
 * @summary Yuddha bala (BPHS ch. 27 v. 20; Raman ch. V art. 76–77): two of the five star-planets closer than 1° of
 * (sidereal) longitude are at war. The victor is the one further north in ecliptic latitude (Surya Siddhanta VII;
 * BPHS: the northern one wins); the difference of their Shadbala before the war (the sum of every other part) is
 * added to the victor's kala bala and taken from the vanquished's. Each pair is counted once from the pre-war totals
 * and the amounts summed when a graha fights more than one war. That is `rule` 'bphs' (the default). With 'raman'
 * (B. V. Raman, *Graha and Bhava Balas*, ch. V, Yuddha bala) the difference is divided by the difference of the two
 * discs' diameters (`BIMBA_PARIMANA`, seconds of arc) and that quotient is moved instead (docs/vedic.md).
 */
export function yuddhaAdjustments(
  sidereal: Readonly<Record<ShadbalaGraha, number>>,
  latitude: Readonly<Record<ShadbalaGraha, number>>,
  beforeWar: Readonly<Record<ShadbalaGraha, number>>,
  rule: YuddhaRule = 'bphs',
): { adjustment: Record<ShadbalaGraha, number>; wars: GrahaYuddha[] } {
  const adjustment = { Sun: 0, Moon: 0, Mars: 0, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 0 } as Record<ShadbalaGraha, number>;
  const wars: GrahaYuddha[] = [];
  for (let i = 0; i < WARRIORS.length; i += 1) {
    for (let j = i + 1; j < WARRIORS.length; j += 1) {
      const a = WARRIORS[i]!;
      const b = WARRIORS[j]!;
      const separation = arcBetween(sidereal[a], sidereal[b]);
      if (separation >= 1) continue;
      const [victor, vanquished] = latitude[a] >= latitude[b] ? [a, b] : [b, a];
      const difference = Math.abs(beforeWar[a] - beforeWar[b]);
      const discs = Math.abs(BIMBA_PARIMANA[a as keyof typeof BIMBA_PARIMANA] - BIMBA_PARIMANA[b as keyof typeof BIMBA_PARIMANA]);
      const virupas = rule === 'raman' ? difference / discs : difference;
      adjustment[victor] += virupas;
      adjustment[vanquished] -= virupas;
      wars.push({ victor, vanquished, separation, virupas });
    }
  }
  return { adjustment, wars };
}
