import { ASPECTS } from '../index.js';
import { NATAL_ASPECT_BODIES, type AspectNature, type AspectType, type NatalChartResponse } from '../schemas/index.js';
import { degreesMinutes } from './degrees-minutes.js';
import { displayName } from './display-name.js';

/** One filled cell of the aspect grid: the aspect between the row's body and the column's. */
export interface AspectCell {
  readonly type: AspectType;
  /** The aspect's glyph (`ASPECTS`: Unicode astrological symbols; letters for the quintiles). */
  readonly symbol: string;
  readonly nature: AspectNature;
  /** Orb as degrees and minutes, `4°03′`. */
  readonly orb: string;
  /** 'a' applying, 's' separating. */
  readonly motion: 'a' | 's';
  /** What a screen reader says: "Sun square Moon, orb 4°03′, separating". */
  readonly label: string;
}

/** The aspect grid: a lower triangle, `cells[i][j]` (j < i) the aspect between `bodies[i]` and `bodies[j]`. */
export interface AspectGrid {
  readonly bodies: readonly string[];
  readonly cells: readonly (readonly (AspectCell | undefined)[])[];
}

/**
 * @summary The aspect grid of a natal chart over its aspect bodies (the ten planets, Chiron and the true nodes, in
 * that order): the lower triangle, each cell the one aspect the chart lists for the pair, or empty.
 * @example aspectGrid(chart).cells[1][0]?.type // 'square' (Moon–Sun)
 */
export function aspectGrid(chart: NatalChartResponse): AspectGrid {
  const bodies = NATAL_ASPECT_BODIES.filter((b) => chart.positions.some((p) => p.body === b));
  const byPair = new Map(chart.aspects.map((a) => [`${a.body1}|${a.body2}`, a]));
  const cells = bodies.map((row, i) =>
    bodies.slice(0, i).map((column) => {
      const a = byPair.get(`${row}|${column}`) ?? byPair.get(`${column}|${row}`);
      if (a === undefined) return undefined;
      const orb = degreesMinutes(Math.floor(a.orb), (a.orb - Math.floor(a.orb)) * 60);
      const { glyph: symbol, nature } = ASPECTS[a.type];
      const motion = a.isApplying ? 'a' : 's';
      return {
        type: a.type,
        symbol,
        nature,
        orb,
        motion,
        label: `${displayName(a.body1)} ${a.type} ${displayName(a.body2)}, orb ${orb}, ${a.isApplying ? 'applying' : 'separating'}`,
      } satisfies AspectCell;
    }),
  );
  return { bodies, cells };
}
