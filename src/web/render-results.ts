import type { NatalChartResponse } from '../schemas/index.js';
import { aspectGlyph } from './aspect-glyph.js';
import { aspectGrid } from './aspect-grid.js';
import type { PageTheme } from './birth-form-values.js';
import { displayName } from './display-name.js';
import { drawWheel, PAGE_WHEEL_SIZE } from './draw-wheel.js';
import { houseRows } from './house-rows.js';
import { positionRows, type PositionRow } from './position-rows.js';
import { warningLines } from './warning-lines.js';

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const e = doc.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (className !== undefined) e.className = className;
  return e;
}

function byId<T extends HTMLElement>(doc: Document, id: string): T {
  const e = doc.getElementById(id);
  if (e === null) throw new Error(`the page has no #${id}`);
  return e as T;
}

function fillPositions(doc: Document, table: HTMLTableElement, rows: readonly PositionRow[]): void {
  const body = table.tBodies[0]!;
  body.replaceChildren(
    ...rows.map((r) => {
      const tr = element(doc, 'tr');
      tr.dataset.body = r.body;
      const th = element(doc, 'th', displayName(r.body));
      th.scope = 'row';
      tr.append(th, element(doc, 'td', r.sign), element(doc, 'td', r.position, 'num'), element(doc, 'td', r.longitude, 'num'),
        element(doc, 'td', r.house, 'num'), element(doc, 'td', r.retrograde));
      return tr;
    }),
  );
}

function fillAspectGrid(doc: Document, table: HTMLTableElement, chart: NatalChartResponse): void {
  const { bodies, cells } = aspectGrid(chart);
  // The first body's row of a lower triangle is empty: the rows start with the second body.
  const rows = bodies.slice(1).map((rowBody, k) => {
    const i = k + 1;
    const tr = element(doc, 'tr');
    const th = element(doc, 'th', displayName(rowBody));
    th.scope = 'row';
    tr.append(th);
    for (let j = 0; j < i; j++) {
      const cell = cells[i]![j];
      const td = element(doc, 'td');
      if (cell !== undefined) {
        td.className = cell.nature;
        td.dataset.aspect = cell.type;
        td.dataset.pair = `${rowBody}|${bodies[j]!}`;
        td.title = cell.label;
        td.setAttribute('aria-label', cell.label);
        td.append(aspectGlyph(doc, cell.type, cell.symbol), doc.createTextNode(`${cell.orb}${cell.motion}`));
      }
      tr.append(td);
    }
    return tr;
  });
  const head = element(doc, 'tr');
  head.append(element(doc, 'td'), ...bodies.slice(0, -1).map((b) => Object.assign(element(doc, 'th', displayName(b)), { scope: 'col' })));
  table.replaceChildren(element(doc, 'caption', 'Aspects between the bodies (lower triangle)', 'hint'), element(doc, 'thead'), element(doc, 'tbody'));
  table.tHead!.append(head);
  table.tBodies[0]!.append(...rows);
}

/**
 * @summary The width the wheel has on screen, CSS pixels: its figure's width (the page shows the result section
 * before drawing into it), or 640 while it is not laid out.
 */
export function wheelWidth(figure: HTMLElement): number {
  return figure.clientWidth > 0 ? figure.clientWidth : PAGE_WHEEL_SIZE;
}

/**
 * @summary Show a computed natal chart on the page: the wheel (inline SVG, in `theme`), the positions table (the
 * main bodies, the others under "Other bodies"), the houses table and the aspect grid. The natal report follows
 * separately (app.ts: its own chunk, loaded on the first chart).
 * @example renderResults(document, natalChart(request), 'light')
 */
export function renderResults(doc: Document, chart: NatalChartResponse, theme: PageTheme): void {
  const wheel = byId(doc, 'wheel');
  wheel.innerHTML = drawWheel(chart, theme, wheelWidth(wheel));
  const rows = positionRows(chart);
  fillPositions(doc, byId(doc, 'positions'), rows.filter((r) => r.main));
  fillPositions(doc, byId(doc, 'other-positions'), rows.filter((r) => !r.main));
  const houses = houseRows(chart);
  byId(doc, 'no-houses').hidden = houses.length > 0;
  byId<HTMLTableElement>(doc, 'houses').hidden = houses.length === 0;
  byId<HTMLTableElement>(doc, 'houses').tBodies[0]!.replaceChildren(
    ...houses.map((h) => {
      const tr = element(doc, 'tr');
      tr.dataset.house = h.house;
      const th = element(doc, 'th', h.house);
      th.scope = 'row';
      tr.append(th, element(doc, 'td', h.sign), element(doc, 'td', h.position, 'num'), element(doc, 'td', h.longitude, 'num'));
      return tr;
    }),
  );
  fillAspectGrid(doc, byId(doc, 'aspect-grid'), chart);
  byId(doc, 'summary').textContent = chartSummary(chart);
  const warnings = warningLines(chart.warnings);
  const list = byId<HTMLUListElement>(doc, 'warnings');
  list.replaceChildren(...warnings.map((line) => element(doc, 'li', line)));
  list.hidden = warnings.length === 0;
}

/**
 * @summary The line above the wheel: the birth as entered, the house system used and the rising sign — or, without
 * a birth time, that the chart has no houses (none are drawn, so none is named).
 * @example chartSummary(untimedChart) // '1990-07-15, time unknown (America/New_York), 40.7128°, −74.006°: no houses, the birth time is unknown.'
 */
export function chartSummary(chart: NatalChartResponse): string {
  const place = `${signed(chart.latitude)}°, ${signed(chart.longitude)}°`;
  if (chart.houses === undefined || chart.houses.length === 0) {
    return `${chart.birthDate}, time unknown (${chart.timezone}), ${place}: no houses, the birth time is unknown.`;
  }
  const rising = chart.ascendantSign === undefined ? '' : `, ${chart.ascendantSign} rising`;
  return `${chart.birthDate} ${chart.birthTime ?? ''} (${chart.timezone}), ${place} — ${displayName(chart.houseSystemUsed ?? chart.houseSystem)} houses${rising}.`;
}

/** A number with a true minus sign. */
function signed(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}
