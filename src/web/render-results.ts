import type { NatalChartResponse } from '../schemas/index.js';
import { aspectGlyph } from './aspect-glyph.js';
import { aspectGrid } from './aspect-grid.js';
import type { PageTheme } from './birth-form-values.js';
import { drawWheel } from './draw-wheel.js';
import { houseRows } from './house-rows.js';
import { positionRows, type PositionRow } from './position-rows.js';

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
      const th = element(doc, 'th', r.body);
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
    const th = element(doc, 'th', rowBody);
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
  head.append(element(doc, 'td'), ...bodies.slice(0, -1).map((b) => Object.assign(element(doc, 'th', b), { scope: 'col' })));
  table.replaceChildren(element(doc, 'caption', 'Aspects between the bodies (lower triangle)', 'hint'), element(doc, 'thead'), element(doc, 'tbody'));
  table.tHead!.append(head);
  table.tBodies[0]!.append(...rows);
}

/**
 * @summary Show a computed natal chart on the page: the wheel (inline SVG, in `theme`), the positions table (the
 * main bodies, the others under "Other bodies"), the houses table and the aspect grid. The natal report follows
 * separately (app.ts: its own chunk, loaded on the first chart).
 * @example renderResults(document, natalChart(request), 'light')
 */
export function renderResults(doc: Document, chart: NatalChartResponse, theme: PageTheme): void {
  byId(doc, 'wheel').innerHTML = drawWheel(chart, theme);
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
  const time = chart.birthTime === undefined ? 'time unknown' : chart.birthTime;
  const rising = chart.ascendantSign === undefined ? '' : `, ${chart.ascendantSign} rising`;
  byId(doc, 'summary').textContent =
    `${chart.birthDate} ${time} (${chart.timezone}), ${chart.latitude}°, ${chart.longitude}° — ${chart.houseSystemUsed ?? chart.houseSystem} houses${rising}.` +
    (chart.warnings === undefined ? '' : ` ${chart.warnings.join(' ')}`);
}
