/**
 * The web page of issue 13 (served at `/` by the reference server, built to dist/web/app.js): a birth form, and
 * the natal chart computed HERE, in the browser, by the library (the package's own ES build, served under /lib/:
 * scripts/web-page-build.ts) — the wheel, the positions and houses tables,
 * the aspect grid and the natal report. The page sends nothing: its CSP forbids every connection
 * (src/http/web-page.ts) and the form is never submitted to a server.
 */
import type { LabelLocale, NatalChartRequest, NatalChartResponse } from '../schemas/index.js';
import { applyPageWords } from './apply-page-words.js';
import { birthFormValues, type PageTheme } from './birth-form-values.js';
import { fieldErrors } from './field-errors.js';
import { houseSystemChoices } from './house-system-choices.js';
import { loadPageWords } from './load-page-words.js';
import { PAGE_LOCALE_KEY, pageLocale } from './page-locale.js';
import { fillWords, type PageWords } from './page-words.js';
import { PAGE_WORDS_EN } from './page-words-en.js';
import { addPlaceSearch } from './place-combobox.js';
import { placeLine } from './place-line.js';
import { showFieldErrors } from './show-field-errors.js';
import type { ViewWords } from './view-words.js';

/** The chart's chunk (chart-section.ts), imported on the first chart. */
type ChartSection = typeof import('./chart-section.js');
type FirstChart = import('./chart-section.js').FirstChart;

/** The page's language and its words (issue 31): English until `start` has read the person's choice. */
const language: { locale: LabelLocale; words: PageWords } = { locale: 'en', words: PAGE_WORDS_EN };

/** The views opened so far, each a way to build it again in the page's current language. */
const viewRemounts: (() => Promise<void>)[] = [];

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
  p.textContent = fillWords(language.words.couldNotWrite, { what, error: error instanceof Error ? error.message : String(error) });
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
  target.textContent = language.words.writingReport;
  try {
    const { natalReportFragment } = await import('./natal-report-section.js');
    if (!isCurrent()) return;
    target.innerHTML = natalReportFragment(request, language.locale);
  } catch (e) {
    if (isCurrent()) showSectionError(target, language.words.theReport, e);
  } finally {
    if (isCurrent()) target.removeAttribute('aria-busy');
  }
}

/**
 * @summary Keep the page for offline use (issue 30): register its service worker (src/web/public/sw.js) and hand it
 * the URLs this page has loaded so far (the page's own files, the library's chunks), which it fetches into its
 * cache; later requests it keeps itself. Called at start and after each part of the page is loaded. Without
 * service workers (an insecure origin, an old browser) the page works as before, online.
 */
function keepForOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  const urls = [location.origin + '/', ...performance.getEntriesByType('resource').map((e) => e.name)]
    .filter((u) => u.startsWith(`${location.origin}/`));
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'cache', urls }))
    .catch((e: unknown) => console.warn('Urania page: the offline copy could not be kept:', e));
}

/**
 * @summary After the first chart, where the page can keep an offline copy (service workers): fetch the rest of the
 * time-zone index (the first chart loaded only the slice its place needed), so that a birth anywhere still finds its
 * zone offline. It comes after the chart and its report, not before (issue 30: the first chart's bytes); the same
 * bytes the first chart fetched before the index was sliced. A failure only leaves the offline copy without it.
 */
async function keepEveryZone(loaded: ChartSection): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await loaded.loadTimeZones().catch((e: unknown) => console.warn('Urania page: the time-zone index was not kept for offline use:', e));
}

function setTheme(theme: PageTheme): void {
  document.documentElement.dataset.theme = theme;
}

/** A saved choice of language, or null where the browser keeps none (storage off). */
function savedLocale(): string | null {
  try {
    return localStorage.getItem(PAGE_LOCALE_KEY);
  } catch {
    return null;
  }
}

function start(): void {
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

  const birthPlace = addPlaceSearch(document, '', PAGE_WORDS_EN.birthPlace);
  let section: ChartSection | undefined;
  let shown: NatalChartResponse | undefined;
  /** The request whose report is on show (written again when the language changes). */
  let reported: NatalChartRequest | undefined;
  let drawing = 0;
  let asked = 0;
  themeSelect.addEventListener('change', () => {
    const theme: PageTheme = themeSelect.value === 'dark' ? 'dark' : 'light';
    setTheme(theme);
    if (shown !== undefined && section !== undefined) required('wheel').innerHTML = section.drawWheel(shown, theme, section.wheelWidth(required('wheel')), language.locale);
  });

  // The language (issue 31): `?lang=`, a choice kept in this browser, or the browser's own languages; the words of
  // another language than English come in a chunk of their own. A chart on show is drawn again in the new language.
  const langSelect = required<HTMLSelectElement>('lang');
  const setLanguage = async (locale: LabelLocale): Promise<void> => {
    const words = await loadPageWords(locale);
    language.locale = locale;
    language.words = words;
    langSelect.value = locale;
    applyPageWords(document, words, locale);
    const placeLabel = document.querySelector('label[for="place"]');
    if (placeLabel !== null) placeLabel.textContent = words.birthPlace;
    const placeHint = document.getElementById('place-hint');
    if (placeHint !== null) placeHint.textContent = words.placeHint;
    if (shown !== undefined && section !== undefined) section.renderResults(document, shown, themeSelect.value === 'dark' ? 'dark' : 'light', language);
    // The report on show is written again in the new language (its text in es, pt-BR, fr, de; English otherwise).
    const again = reported;
    if (again !== undefined) void showReport(again, () => reported === again);
    document.documentElement.dataset.locale = locale;
    // The views opened so far are built again in the new language, with what was typed in them.
    for (const remount of viewRemounts) await remount();
  };
  langSelect.addEventListener('change', () => {
    const locale = langSelect.value as LabelLocale;
    try {
      localStorage.setItem(PAGE_LOCALE_KEY, locale);
    } catch {
      // Storage off: the choice holds for this visit only.
    }
    setLanguage(locale).catch((e: unknown) => console.error('Urania page: the language could not be loaded:', e));
  });
  const opening = setLanguage(pageLocale(location.search, savedLocale(), navigator.languages ?? [navigator.language]));

  // A phone turned sideways (or a window resized across the phone width) redraws the wheel for its new width.
  let scaled = '';
  window.addEventListener('resize', () => {
    if (shown === undefined || section === undefined) return;
    const figure = required('wheel');
    const now = JSON.stringify(section.pageWheelOptions(section.wheelWidth(figure)));
    if (now === scaled) return;
    scaled = now;
    figure.innerHTML = section.drawWheel(shown, themeSelect.value === 'dark' ? 'dark' : 'light', section.wheelWidth(figure), language.locale);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void drawChart();
  });
  async function drawChart(): Promise<void> {
    const { request: typed, theme } = birthFormValues(formFields(form));
    // The chart's warnings in the page's language (issue 31); the report's text language is its own (natal-report-section.ts).
    const request: NatalChartRequest = { ...typed, locale: language.locale };
    setTheme(theme);
    const started = performance.now();
    const ask = ++asked;
    let first: FirstChart;
    let loaded: ChartSection;
    try {
      if (section === undefined) status.textContent = language.words.loadingEphemeris;
      loaded = section ??= await import('./chart-section.js');
      first = await loaded.firstChartOf(request);
    } catch (e) {
      if (ask !== asked) return; // a later submit has taken over
      showFieldErrors(form, fieldErrors(e, language));
      // No chart of other data stays on show beside the errors.
      result.hidden = true;
      shown = undefined;
      reported = undefined;
      drawing++;
      status.textContent = language.words.chartFailed;
      return;
    }
    if (ask !== asked) return;
    showFieldErrors(form, []);
    // Shown first, so that the wheel is drawn for the width it has on screen.
    result.hidden = false;
    if (!show(loaded, first.chart, theme, first.pending.length)) return;
    status.textContent = fillWords(language.words.computedIn, { ms: Math.round(performance.now() - started) });
    required('result-title').focus();
    const current = ++drawing;
    if (first.pending.length > 0) {
      // Issue 30: the wheel is on screen before the minor bodies' tables (≈ 570 KB gzip); they are added now.
      let full: NatalChartResponse;
      try {
        // A task boundary first: the browser paints the first wheel before the other bodies' 19 files are asked for.
        await new Promise((resolve) => setTimeout(resolve, 0));
        full = await loaded.fullChartOf(request);
      } catch (e) {
        if (current === drawing && ask === asked) showSectionError(required('pending-bodies'), language.words.theChart, e);
        return;
      }
      if (current !== drawing || ask !== asked) return;
      if (!show(loaded, full, themeSelect.value === 'dark' ? 'dark' : 'light', 0)) return;
      status.textContent = fillWords(language.words.computedIn, { ms: Math.round(performance.now() - started) });
    }
    reported = request;
    void showReport(request, () => current === drawing).then(() => keepEveryZone(loaded)).then(keepForOffline);
  }

  /**
   * Draw `chart` into the result section (wheel, tables, place line) and say how many bodies are still loading;
   * false when the drawing failed (the error is shown in the wheel's place).
   */
  function show(loaded: ChartSection, chart: NatalChartResponse, theme: PageTheme, pending: number): boolean {
    try {
      loaded.renderResults(document, chart, theme, language);
    } catch (e) {
      showSectionError(required('wheel'), language.words.theChart, e);
      return false;
    }
    const line = placeLine(birthPlace.chosen(), chart);
    const placeParagraph = required('place-line');
    placeParagraph.textContent = line ?? '';
    placeParagraph.hidden = line === undefined;
    const note = required('pending-bodies');
    const waiting = loaded.pendingBodiesLine(pending, language.words);
    note.textContent = waiting ?? '';
    note.hidden = waiting === undefined;
    shown = chart;
    scaled = JSON.stringify(loaded.pageWheelOptions(loaded.wheelWidth(required('wheel'))));
    return true;
  }
  // The views (issue 31: in the page's language, their words a chunk of their own per language). Each is mounted on
  // first opening; `mountIn` builds it again when the language changes, keeping what was typed in it.
  const viewWords = () => import('./load-view-words.js').then((m) => m.loadViewWords(language.locale));
  const mountIn = (slot: HTMLElement, build: (words: ViewWords) => HTMLElement, place?: (words: ViewWords) => void) => async () => {
    const words = await viewWords();
    const old = slot.querySelector<HTMLElement>(':scope > section');
    const typed = old === null ? [] : Array.from(old.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[id], select[id]'), (e) => [e.id, e.value] as const);
    old?.remove();
    build(words);
    place?.(words);
    for (const [id, value] of typed) {
      const e = document.getElementById(id);
      if (e instanceof HTMLInputElement || e instanceof HTMLSelectElement) e.value = value;
    }
  };
  const placeHint = (prefix: string) => {
    const hint = document.getElementById(`${prefix}place-hint`);
    if (hint !== null) hint.textContent = language.words.placeHint;
  };
  mountOnOpen('panchang-slot', async (slot) => {
    // The Panchang's only body beyond the theories at start: the true node (the rest of the lunar theory).
    const [{ mountPanchangView }, library] = await Promise.all([import('./panchang-view.js'), import('../web-library/panchang.js')]);
    await library.loadBodies(['NorthNode']);
    const mount = mountIn(slot, (words) => mountPanchangView(document, slot, language.locale, words), (words) => {
      addPlaceSearch(document, 'panchang-', words.panchang.place, 'New Delhi');
      placeHint('panchang-');
    });
    await opening.catch(() => undefined); // the page's language is known before a view is first built
    await mount();
    viewRemounts.push(mount);
  });
  mountOnOpen('forecast-slot', async (slot) => {
    // The natal chart under the timeline lists every body: their tables are loaded first.
    const [{ mountForecastView }, library] = await Promise.all([import('./forecast-view.js'), import('../web-library/forecast.js')]);
    await library.loadBodies();
    const mount = mountIn(slot, (words) => mountForecastView(document, slot, language.locale, words), (words) => {
      addPlaceSearch(document, 'forecast-', words.fields.birthPlace);
      placeHint('forecast-');
    });
    await opening.catch(() => undefined); // the page's language is known before a view is first built
    await mount();
    viewRemounts.push(mount);
  });
  mountOnOpen('vedic-slot', async (slot) => {
    const { mountVedicView } = await import('./vedic-view.js');
    const mount = mountIn(slot, (words) => mountVedicView(document, slot, language.locale, words), (words) => {
      addPlaceSearch(document, 'vedic-', words.fields.birthPlace);
      placeHint('vedic-');
      placeHint('vedic-partner-');
    });
    await opening.catch(() => undefined); // the page's language is known before a view is first built
    await mount();
    viewRemounts.push(mount);
  });
  mountOnOpen('map-slot', async (slot) => {
    const [{ mountMapView }, library] = await Promise.all([import('./map-view.js'), import('../web-library/map.js')]);
    await library.loadBodies();
    const mount = mountIn(slot, (words) => mountMapView(document, slot, language.locale, words));
    await opening.catch(() => undefined); // the page's language is known before a view is first built
    await mount();
    viewRemounts.push(mount);
  });
  void opening.finally(() => { form.dataset.ready = 'true'; });
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js').then(keepForOffline, (e: unknown) => console.warn('Urania page: no offline copy:', e));
  }
}

/**
 * @summary Build a view when a person first opens its `<details>` (`#<id>`; issue 30): its chunk — the view's code
 * and the library it uses — is imported then, not with the page. The view is mounted inside the `<details>`, which
 * then gets `data-ready="true"`; a failure shows in it and in the console. A page opened at `/#<id>` (for example
 * `/#forecast-slot`) opens that view at once.
 */
function mountOnOpen(id: string, mount: (slot: HTMLDetailsElement) => Promise<void>): void {
  const slot = required<HTMLDetailsElement>(id);
  let started = false;
  const open = () => {
    if (!slot.open || started) return;
    started = true;
    slot.setAttribute('aria-busy', 'true');
    mount(slot)
      .then(() => { slot.dataset.ready = 'true'; keepForOffline(); })
      .catch((e: unknown) => {
        const box = document.createElement('div');
        box.id = `${id}-error`;
        slot.append(box);
        showSectionError(box, language.words.thisView, e);
      })
      .finally(() => slot.removeAttribute('aria-busy'));
  };
  slot.addEventListener('toggle', open);
  if (location.hash === `#${id}`) slot.open = true;
  open();
}

start();
