/**
 * The firdaria (Persian *fardārāt*): the years of life from birth divided among the seven planets and the Moon's
 * nodes, 75 years in all, in an order set by the sect of the chart. Abu Ma'shar, *On the Revolutions of the Years of
 * Nativities* (trans. B. Dykes in *Persian Nativities III*, 2010), book on the firdariyyat: Sun 10 years, Venus 8,
 * Mercury 13, Moon 9, Saturn 11, Jupiter 12, Mars 7, North Node 3, South Node 2. A day chart starts with the Sun
 * and runs Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars (the descending Chaldean order from the Sun), then the
 * nodes; a night chart starts with the Moon: Moon, Saturn, Jupiter, Mars, Sun, Venus, Mercury, then the nodes.
 *
 * The nodes' place in a night chart differs by author: Abu Ma'shar puts them at the end of both sequences
 * (`abuMashar`, the default); the order with the nodes after Mars in a night chart (Moon, Saturn, Jupiter, Mars,
 * North Node, South Node, Sun, Venus, Mercury) is the one later Latin authors use and is taught as Bonatti's
 * (`bonatti`; Guido Bonatti, *Liber Astronomiae*, trans. Dykes 2007, the treatise on the revolutions of nativities).
 * The published firdariyyat table in tests/fixtures/time-lords/firdaria-table.json notes the two orders.
 *
 * Each planet's period is divided into seven equal sub-periods, the first ruled by the period's own lord and the
 * others by the planets following it in the descending Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury,
 * Moon, round again); the nodes' periods are not divided.
 */

export type FirdariaLord = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'NorthNode' | 'SouthNode';
export type FirdariaPlanet = Exclude<FirdariaLord, 'NorthNode' | 'SouthNode'>;

/** The authors' orders of a night chart (docs/directions.md "Firdaria"). */
export const FIRDARIA_VARIANTS = ['abuMashar', 'bonatti'] as const;
export type FirdariaVariant = (typeof FIRDARIA_VARIANTS)[number];

/** Years of each lord's firdar (Abu Ma'shar); they sum to 75. */
export const FIRDARIA_YEARS: Readonly<Record<FirdariaLord, number>> = {
  Sun: 10, Venus: 8, Mercury: 13, Moon: 9, Saturn: 11, Jupiter: 12, Mars: 7, NorthNode: 3, SouthNode: 2,
};

/** The descending Chaldean order of the planets (the order of the sub-periods, and of the hours). */
export const CHALDEAN_ORDER: readonly FirdariaPlanet[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];

const DAY_ORDER: readonly FirdariaLord[] = ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'NorthNode', 'SouthNode'];
const NIGHT_ORDER: readonly FirdariaLord[] = ['Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'NorthNode', 'SouthNode'];
const NIGHT_ORDER_BONATTI: readonly FirdariaLord[] = ['Moon', 'Saturn', 'Jupiter', 'Mars', 'NorthNode', 'SouthNode', 'Sun', 'Venus', 'Mercury'];

/** The length of the whole cycle of the firdaria, years. */
export const FIRDARIA_CYCLE_YEARS = 75;

/** A firdar or one of its sub-periods, in years of life from the birth. */
export interface FirdariaSpan {
  readonly lord: FirdariaLord;
  /** The sub-period's lord (level 2). */
  readonly subLord?: FirdariaPlanet;
  readonly level: 1 | 2;
  readonly startAge: number;
  readonly endAge: number;
}

/** @summary The order of the major periods for a sect and variant. @example firdariaOrder(true, 'abuMashar')[0] // 'Sun' */
export function firdariaOrder(isDayChart: boolean, variant: FirdariaVariant): readonly FirdariaLord[] {
  if (isDayChart) return DAY_ORDER;
  return variant === 'bonatti' ? NIGHT_ORDER_BONATTI : NIGHT_ORDER;
}

/** @summary The seven sub-lords of a planet's firdar: the lord itself, then the descending Chaldean order. */
export function firdariaSubLords(lord: FirdariaPlanet): FirdariaPlanet[] {
  const start = CHALDEAN_ORDER.indexOf(lord);
  return CHALDEAN_ORDER.map((_, i) => CHALDEAN_ORDER[(start + i) % CHALDEAN_ORDER.length]!);
}

/**
 * @summary The firdaria of one 75-year cycle, major periods (level 1) each followed by its sub-periods (level 2),
 * ages in years from the birth.
 * @example firdariaSpans(true, 'abuMashar')[1] // { lord: 'Sun', subLord: 'Sun', level: 2, startAge: 0, endAge: 1.428… }
 */
export function firdariaSpans(isDayChart: boolean, variant: FirdariaVariant): FirdariaSpan[] {
  const spans: FirdariaSpan[] = [];
  let age = 0;
  for (const lord of firdariaOrder(isDayChart, variant)) {
    const years = FIRDARIA_YEARS[lord];
    spans.push({ lord, level: 1, startAge: age, endAge: age + years });
    if (lord !== 'NorthNode' && lord !== 'SouthNode') {
      const step = years / 7;
      firdariaSubLords(lord).forEach((subLord, i) => {
        spans.push({ lord, subLord, level: 2, startAge: age + i * step, endAge: i === 6 ? age + years : age + (i + 1) * step });
      });
    }
    age += years;
  }
  return spans;
}
