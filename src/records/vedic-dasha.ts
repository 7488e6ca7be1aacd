import { wording } from '../errors/error-wording.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { UraniaError } from '../errors/urania-error.js';
import { VedicDashaRequest, type DashaAtRequest, type DashaRunning, type VedicDasha, type VedicDashaPeriod } from '../schemas/vedic-dasha.js';
import { instant, isoString } from '../time/index.js';
import { ASHTOTTARI_SCHEME, ashtottariApplicability } from '../vedic/ashtottari-dasha.js';
import { charaDasha, type CharaReckoning } from '../vedic/chara-dasha.js';
import { DASHA_LEVEL_NAMES, runningDashas, type DashaNode, type DashaWindow } from '../vedic/dasha-tree.js';
import { nakshatraDasha } from '../vedic/nakshatra-dasha.js';
import { nakshatraAt } from '../vedic/nakshatra.js';
import { narayanaDasha } from '../vedic/narayana-dasha.js';
import { vedicConventions, type VedicConventionsChoice } from '../vedic/vedic-conventions.js';
import { VIMSHOTTARI_SCHEME } from '../vedic/vimshottari-scheme.js';
import { YOGINI_SCHEME } from '../vedic/yogini-dasha.js';
import { normalizeDegrees } from '../units/angle.js';
import { birthMoment } from './birth-moment.js';
import { birthSiderealPoints } from './divisional-chart.js';
import { parseBirthRequest } from './parse-birth-request.js';

export type { VedicDashaRequest, VedicDasha };

/** Stars counted from the Moon's for the kshema (4th), utpanna (5th) and adhana (8th) starts (Jataka Parijata). */
const COUNTED_STARS: Readonly<Record<string, number>> = { kshema: 3, utpanna: 4, adhana: 7 };

/** @summary A numeric period as the record: UT ISO dates to the second. */
function periodOf(n: DashaNode): VedicDashaPeriod {
  const p: VedicDashaPeriod = { lord: n.lord, startDate: isoString(n.startJd, 'second'), endDate: isoString(n.endJd, 'second'), durationYears: n.years };
  if (n.sub !== undefined) p.subPeriods = n.sub.map(periodOf);
  return p;
}

function needTime(system: string): UraniaError {
  return new UraniaError('MISSING_ARGUMENT', `birth.birthTime is required for the ${system} dasha (it needs the Ascendant): give the local time of birth, for example "birthTime": "14:30"`, {
    wording: wording('birthTime.dasha', { field: 'birth.birthTime', system }),
    field: 'birth.birthTime',
  });
}

/** The computed dasha: the record without `running`, and the tree for `dashaAt`. */
export interface ComputedDasha {
  readonly record: VedicDasha;
  readonly tree: DashaNode[];
}

/** @summary The dasha of a parsed request (shared by `vedicDasha` and `dashaAt`). */
export function computeDasha(r: ReturnType<typeof parseBirthRequest<typeof VedicDashaRequest>>, window?: DashaWindow): ComputedDasha {
  const system = r.system ?? 'vimshottari';
  const levels = r.levels ?? 2;
  const span = r.years ?? 120;
  const c = vedicConventions(r.conventions as VedicConventionsChoice | undefined);
  const yearDays = c.dashaYear;
  const birth = birthMoment(r.birth, 'birth').birth;
  const jd = birth.at.jdUt;
  const { points } = birthSiderealPoints(r.birth, r.conventions);
  const lon = (p: string) => points.find((x) => x.point === p)?.siderealLongitude;
  const win = window ?? (r.from !== undefined || r.to !== undefined
    ? { fromJd: r.from === undefined ? -Infinity : instant(r.from, 'from').jdUt, toJd: r.to === undefined ? Infinity : instant(r.to, 'to').jdUt }
    : undefined);
  if (win !== undefined && win.toJd < win.fromJd) {
    throw new UraniaError('INVALID_ARGUMENT', 'to must not be before from: give a window such as "from": "2020-01-01", "to": "2030-01-01"', { wording: wording('toBeforeFrom.window', { field: 'to', other: 'from' }), field: 'to', received: r.to });
  }
  const base = { system, yearDays, levels } as const;
  const chart = Object.fromEntries(points.filter((p) => p.point !== 'Ascendant').map((p) => [p.point, p.siderealLongitude]));

  if (system === 'chara' || system === 'narayana') {
    const asc = lon('Ascendant');
    if (asc === undefined) throw needTime(system);
    const lagna = Math.floor(asc / 30) % 12;
    let tree: DashaNode[];
    let reckoning: CharaReckoning | undefined;
    if (system === 'chara') {
      reckoning = r.reckoning ?? 'kn-rao';
      tree = charaDasha(lagna, chart, reckoning, jd, yearDays, levels, span, win);
    } else {
      tree = narayanaDasha(lagna, chart, jd, yearDays, levels, span, win).periods;
    }
    const first = tree[0]!;
    return {
      tree,
      record: {
        ...base,
        ...(reckoning === undefined ? {} : { reckoning }),
        start: { point: first.lord },
        balance: { lord: first.lord, years: first.years, endDate: isoString(first.endJd, 'second') },
        periods: tree.map(periodOf),
      },
    };
  }

  const from = r.startFrom ?? 'Moon';
  let startLon: number | undefined;
  if (from in COUNTED_STARS) startLon = normalizeDegrees(lon('Moon')! + (COUNTED_STARS[from]! * 360) / 27);
  else startLon = lon(from);
  if (startLon === undefined) throw needTime(`${system} dasha from the Ascendant: the`);
  let applicability: VedicDasha['applicability'];
  if (system === 'ashtottari') {
    const asc = lon('Ascendant');
    if (asc !== undefined) {
      const signOf = (g: string) => Math.floor(chart[g]! / 30) % 12;
      const a = ashtottariApplicability(Math.floor(asc / 30) % 12, signOf('Rahu'), signOf);
      applicability = { applicable: a.applicable, rahuFromLagnaLord: a.rahuFromLagnaLord, forced: !a.applicable && r.force === true };
      if (!a.applicable && r.force !== true) {
        throw new UraniaError('INVALID_ARGUMENT', `force: the Ashtottari dasha does not apply to this birth (Rahu is ${a.rahuInLagna ? 'in the lagna' : `in house ${a.rahuFromLagnaLord} from the lagna lord`}, not in a kendra or trikona from it outside the lagna; BPHS ch. 46): give "force": true to compute it anyway`, {
          wording: wording('ashtottari.force', { field: 'force', where: a.rahuInLagna ? 'lagna' : 'house', house: String(a.rahuFromLagnaLord) }),
          field: 'force', received: r.force,
        });
      }
    } else if (r.force !== true) {
      throw new UraniaError('MISSING_ARGUMENT', 'birth.birthTime is required to check the Ashtottari rule (Rahu from the lagna lord): give the birth time, or "force": true to compute it without the check', { wording: wording('birthTime.ashtottari', { field: 'birth.birthTime' }), field: 'birth.birthTime' });
    }
  }
  const scheme = system === 'yogini' ? YOGINI_SCHEME : system === 'ashtottari' ? ASHTOTTARI_SCHEME : VIMSHOTTARI_SCHEME;
  const result = nakshatraDasha(scheme, startLon, jd, yearDays, levels, span, win);
  const first = result.periods[0]!;
  return {
    tree: result.periods,
    record: {
      ...base,
      start: { point: from, siderealLongitude: startLon, nakshatra: nakshatraAt(startLon).name, elapsedFraction: result.balance.elapsedFraction },
      balance: { lord: result.balance.lord, years: result.balance.years, endDate: isoString(first.endJd, 'second') },
      ...(applicability === undefined ? {} : { applicability }),
      periods: result.periods.map(periodOf),
    },
  };
}

/** @summary The periods of a tree running at an instant, as the record. */
export function runningOf(system: VedicDasha['system'], tree: readonly DashaNode[], at: { jdUt: number }): DashaRunning {
  return {
    system,
    at: isoString(at.jdUt, 'second'),
    periods: runningDashas(tree, at.jdUt).map((n, i) => ({
      level: i + 1, levelName: DASHA_LEVEL_NAMES[i]!, lord: n.lord, startDate: isoString(n.startJd, 'second'), endDate: isoString(n.endJd, 'second'), durationYears: n.years,
    })),
  };
}

/**
 * @summary A dasha of a birth — Vimshottari (default), Yogini, Ashtottari, Jaimini's Chara or Narayana — to `levels`
 * (1–5, default 2), covering `years` (default 120) from birth, with the balance at birth and, given `at`, the periods
 * running then. Nakshatra dashas start from the Moon's star by default (`startFrom` for the Ascendant, another graha
 * or the kshema/utpanna/adhana star); the year is `conventions.dashaYear` (365.25 days by default). Rules and sources
 * in docs/vedic.md "Dashas". Errors: MISSING_ARGUMENT naming `birth.birthTime` for a dasha that needs the Ascendant;
 * INVALID_ARGUMENT naming `force` when Ashtottari's rule does not hold.
 * @example vedicDasha({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, system: 'yogini' }).periods[0].lord // 'Siddha'
 */
export function vedicDasha(request: VedicDashaRequest): VedicDasha {
  refuseExtraArguments(arguments.length, 1, 'vedicDasha(request)', "vedicDasha({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, system: 'yogini' })");
  const r = parseBirthRequest(VedicDashaRequest, request);
  const { record, tree } = computeDasha(r);
  if (r.at === undefined) return record;
  return { ...record, running: runningOf(record.system, tree, instant(r.at, 'at')) };
}

export type { DashaAtRequest };

