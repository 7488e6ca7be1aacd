/**
 * The web page of issue 13 (served at `/` by the reference server, built to dist/web/app.js): a birth form, and
 * the natal chart computed HERE, in the browser, by the library (the package's own ES build, served under /lib/:
 * scripts/web-page-build.ts) — the wheel, the positions and houses tables,
 * the aspect grid and the natal report. The page sends nothing: its CSP forbids every connection
 * (src/http/web-page.ts) and the form is never submitted to a server.
 */
import { isUraniaError, loadEphemerisSpan, natalChart } from '../index.js';
import type { NatalChartRequest, NatalChartResponse } from '../schemas/index.js';
import { birthFormValues, type PageTheme } from './birth-form-values.js';
import { pageData } from './page-data.js';
import { drawWheel, pageWheelOptions } from './draw-wheel.js';
import { fieldErrors } from './field-errors.js';
import { houseSystemChoices } from './house-system-choices.js';
import { mountForecastView } from './forecast-view.js';
import { mountPanchangView } from './panchang-view.js';
import { mountVedicView } from './vedic-view.js';
import { mountMapView } from './map-view.js';
import { addPlaceSearch } from './place-combobox.js';
import { placeLine } from './place-line.js';
import { renderResults, wheelWidth } from './render-results.js';
import { showFieldErrors } from './show-field-errors.js';

function required<T extends HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (e === null) throw new Error(`the page has no #${id}`);
  return e as T;
}

/** The form's fields, read by name (`birthFormValues` turns them into the request). */
const FIELDS = ['birthDate', 'birthTime', 'latitude', 'longitude', 'timezone', 'houseSystem', 'theme'] as const;

function formFields(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FIELDS) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) out[name] = control.value;
  }
  return out;
}

/**
 * @summary Show that a section of the page could not be made: a visible message in the section (`role="alert"`,
 * `data-section-error`, which the browser tests look for) and the error in the console, so that no failure passes
 * unseen.
 */
function showSectionError(target: HTMLElement, what: string, error: unknown): void {
  const p = document.createElement('p');
  p.className = 'error section-error';
  p.setAttribute('role', 'alert');
  p.dataset.sectionError = target.id;
  p.textContent = `${what} could not be written: ${error instanceof Error ? error.message : String(error)}`;
  target.replaceChildren(p);
  console.error(`Urania page: #${target.id}:`, error);
}

/**
 * The natal report below the chart: its chunk is imported on the first chart (a static file, no data sent), then
 * the report of the same request is written into #report. A failure shows in the section and in the console.
 */
async function showReport(request: NatalChartRequest, isCurrent: () => boolean): Promise<void> {
  const target = required<HTMLElement>('report');
  target.setAttribute('aria-busy', 'true');
  target.textContent = 'Writing the report…';
  try {
    const { natalReportFragment } = await import('./natal-report-section.js');
    if (!isCurrent()) return;
    target.innerHTML = natalReportFragment(request);
  } catch (e) {
    if (isCurrent()) showSectionError(target, 'The report', e);
  } finally {
    if (isCurrent()) target.removeAttribute('aria-busy');
  }
}

/**
 * The natal chart of a request, loading the ephemeris outside 1800–2200 when a birth there asks for it: the first
 * historical birth loads every era at once (the library's era chunks, static files), so the server learns only that
 * some date outside 1800–2200 was entered, not which.
 */
async function chartOf(request: NatalChartRequest): Promise<NatalChartResponse> {
  await pageData();
  try {
    return natalChart(request);
  } catch (e) {
    if (!isUraniaError(e) || e.code !== 'UNSUPPORTED' || typeof e.details.era !== 'string') throw e;
    await loadEphemerisSpan();
    return natalChart(request);
  }
}

function setTheme(theme: PageTheme): void {
  document.documentElement.dataset.theme = theme;
}

function start(): void {
  // Every body and the zone index, fetched from the start as the page always did (the Panchang view computes at once).
  pageData().catch(() => undefined); // (a view tries again when it needs the data)
  const form = required<HTMLFormElement>('birth');
  const status = required<HTMLElement>('status');
  const result = required<HTMLElement>('result');
  const themeSelect = required<HTMLSelectElement>('theme');
  const houseSelect = required<HTMLSelectElement>('houseSystem');
  houseSelect.replaceChildren(...houseSystemChoices().map((h) => new Option(h.label, h.value, h.value === 'Placidus', h.value === 'Placidus')));
  const zones = required<HTMLDataListElement>('timezones');
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  zones.replaceChildren(...supported.map((z) => new Option(z)));
  if (window.matchMedia?.('(prefers-color-scheme: dark)').matches) themeSelect.value = 'dark';
  setTheme(themeSelect.value === 'dark' ? 'dark' : 'light');

  const birthPlace = addPlaceSearch(document, '', 'Place of birth (search the atlas)');
  let shown: NatalChartResponse | undefined;
  let drawing = 0;
  let asked = 0;
  themeSelect.addEventListener('change', () => {
    const theme: PageTheme = themeSelect.value === 'dark' ? 'dark' : 'light';
    setTheme(theme);
    if (shown !== undefined) required('wheel').innerHTML = drawWheel(shown, theme, wheelWidth(required('wheel')));
  });

  // A phone turned sideways (or a window resized across the phone width) redraws the wheel for its new width.
  let scaled = '';
  window.addEventListener('resize', () => {
    if (shown === undefined) return;
    const figure = required('wheel');
    const now = JSON.stringify(pageWheelOptions(wheelWidth(figure)));
    if (now === scaled) return;
    scaled = now;
    figure.innerHTML = drawWheel(shown, themeSelect.value === 'dark' ? 'dark' : 'light', wheelWidth(figure));
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void drawChart();
  });
  async function drawChart(): Promise<void> {
    const { request, theme } = birthFormValues(formFields(form));
    setTheme(theme);
    const started = performance.now();
    const ask = ++asked;
    let chart: NatalChartResponse;
    try {
      chart = await chartOf(request);
    } catch (e) {
      if (ask !== asked) return; // a later submit has taken over
      showFieldErrors(form, fieldErrors(e));
      // No chart of other data stays on show beside the errors.
      result.hidden = true;
      shown = undefined;
      drawing++;
      status.textContent = 'The chart could not be computed: see the messages next to the fields.';
      return;
    }
    if (ask !== asked) return;
    showFieldErrors(form, []);
    // Shown first, so that the wheel is drawn for the width it has on screen.
    result.hidden = false;
    try {
      renderResults(document, chart, theme);
    } catch (e) {
      showSectionError(required('wheel'), 'The chart', e);
      return;
    }
    const line = placeLine(birthPlace.chosen(), chart);
    const placeParagraph = required('place-line');
    placeParagraph.textContent = line ?? '';
    placeParagraph.hidden = line === undefined;
    shown = chart;
    scaled = JSON.stringify(pageWheelOptions(wheelWidth(required('wheel'))));
    status.textContent = `Chart computed in your browser in ${Math.round(performance.now() - started)} ms.`;
    required('result-title').focus();
    const current = ++drawing;
    void showReport(request, () => current === drawing);
  }
  mountPanchangView(document, required('birth').parentElement!);
  mountForecastView(document, required('birth').parentElement!);
  mountVedicView(document, required('birth').parentElement!);
  mountMapView(document, required('birth').parentElement!);
  addPlaceSearch(document, 'panchang-', 'Place (search the atlas)', 'New Delhi');
  addPlaceSearch(document, 'forecast-', 'Place of birth (search the atlas)');
  addPlaceSearch(document, 'vedic-', 'Place of birth (search the atlas)');
  form.dataset.ready = 'true';
}

start();
