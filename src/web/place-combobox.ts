/**
 * The place search of the web page's birth forms (issue 24): a text field that suggests places of the atlas as a
 * person types ("zur" → Zürich, Switzerland …) and, when one is chosen, fills the form's latitude, longitude and
 * time zone. It follows the WAI-ARIA Authoring Practices' combobox pattern with a listbox popup, "list autocomplete
 * with manual selection" (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): the input has role=combobox,
 * aria-autocomplete=list, aria-expanded and aria-controls; the suggestions are a listbox of options; the active
 * option is the input's aria-activedescendant while focus stays in the input. Keys: Down and Up move through the
 * options (Down opens the list), Enter chooses the active option, Escape closes the list (or, closed, clears the
 * field), Tab leaves without choosing. A pointer chooses by clicking. The atlas (`loadAtlas`, a static chunk of the
 * library) is loaded when the field is first focused; the search runs in the page, nothing is sent.
 */
import { findPlaces, loadAtlas } from '../web-library/form.js';
import type { Place, PlaceCandidate } from '../schemas/index.js';
import { placeOptionDetail, placeOptionLabel } from './place-option-label.js';
import { element } from './dom-element.js';

/** The fields a chosen place fills. */
export interface PlaceTargets {
  readonly latitude: HTMLInputElement;
  readonly longitude: HTMLInputElement;
  readonly timezone: HTMLInputElement;
}

/** A mounted place search: its field (label, input, list, hint, status) and the place chosen, if any. */
export interface PlaceSearch {
  readonly field: HTMLDivElement;
  readonly input: HTMLInputElement;
  /** The place last chosen, until the place, latitude or longitude is typed over. */
  chosen(): Place | undefined;
}

/** How many suggestions the list shows. */
const SUGGESTIONS = 8;
/** Letters typed before the first suggestions (one letter matches too many names to be of use). */
const MIN_LETTERS = 2;

/**
 * @summary Build a place search whose choice fills `targets`; `id` prefixes the ids of its elements (`place` → the
 * input `#place`, the list `#place-options`, its options `#place-option-0` …). Insert `field` into the form.
 */
export function placeSearchField(doc: Document, id: string, label: string, targets: PlaceTargets, placeholder = 'New York'): PlaceSearch {
  const input = element(doc, 'input', { type: 'text', id, name: id, autocomplete: 'off', spellcheck: false, placeholder });
  const list = element(doc, 'ul', { id: `${id}-options`, className: 'place-options', hidden: true });
  const hint = element(doc, 'p', { className: 'hint', id: `${id}-hint` },
    'Type a town, choose it with ↓ and Enter: it fills latitude, longitude and zone. Places: GeoNames (CC BY 4.0).');
  const status = element(doc, 'p', { className: 'hint place-status', id: `${id}-status` });
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-describedby', `${hint.id} ${status.id}`);
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Places');
  const field = element(doc, 'div', { className: 'field place-field' },
    element(doc, 'label', { htmlFor: id }, label), input, list, hint, status);

  let candidates: PlaceCandidate[] = [];
  let active = -1;
  let chosen: Place | undefined;
  let asked = 0;

  const setActive = (k: number) => {
    active = k;
    list.querySelectorAll('[role="option"]').forEach((o, j) => o.setAttribute('aria-selected', String(j === k)));
    if (k < 0) input.removeAttribute('aria-activedescendant');
    else {
      const option = doc.getElementById(`${id}-option-${k}`);
      input.setAttribute('aria-activedescendant', `${id}-option-${k}`);
      option?.scrollIntoView?.({ block: 'nearest' });
    }
  };
  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  };
  const open = () => {
    if (candidates.length === 0) return;
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };
  const choose = (k: number) => {
    const place = candidates[k]?.place;
    if (place === undefined) return;
    chosen = place;
    input.value = placeOptionLabel(place);
    targets.latitude.value = String(place.latitude);
    targets.longitude.value = String(place.longitude);
    targets.timezone.value = place.zone;
    for (const t of [targets.latitude, targets.longitude, targets.timezone]) t.removeAttribute('aria-invalid');
    close();
    status.textContent = `${placeOptionLabel(place)}: latitude ${place.latitude}, longitude ${place.longitude}, zone ${place.zone}.`;
  };
  const show = (found: PlaceCandidate[]) => {
    candidates = found;
    list.replaceChildren(...found.map((c, k) => {
      const option = element(doc, 'li', { id: `${id}-option-${k}` },
        element(doc, 'span', { className: 'place-name' }, placeOptionLabel(c.place)),
        element(doc, 'span', { className: 'place-detail' }, placeOptionDetail(c.place)));
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.dataset.placeId = String(c.place.id);
      // The pointer chooses without taking the focus from the input.
      option.addEventListener('mousedown', (event) => event.preventDefault());
      option.addEventListener('click', () => choose(k));
      return option;
    }));
    active = -1;
    input.removeAttribute('aria-activedescendant');
    if (found.length === 0) close();
    else open();
    status.textContent = found.length === 0 ? 'No place of that name in the atlas.' : `${found.length} places: ↓ to go through them.`;
  };

  const search = async () => {
    const ask = ++asked;
    chosen = undefined;
    const query = input.value;
    if (query.replace(/[\s,]/g, '').length < MIN_LETTERS) {
      candidates = [];
      list.replaceChildren();
      close();
      status.textContent = '';
      return;
    }
    try {
      await loadAtlas();
      if (ask !== asked) return;
      show(findPlaces(query, { limit: SUGGESTIONS }));
    } catch (e) {
      if (ask !== asked) return;
      candidates = [];
      close();
      status.textContent = `The places could not be searched: ${e instanceof Error ? e.message : String(e)}`;
      console.error('Urania page: place search:', e);
    }
  };

  // The atlas is fetched when the field is first focused, and its search index built while the page is idle.
  input.addEventListener('focus', () => {
    void loadAtlas().then(() => setTimeout(() => findPlaces('qzxq', { limit: 1 }), 0)).catch((e: unknown) => console.error('Urania page: atlas:', e));
  }, { once: true });
  input.addEventListener('input', () => void search());
  input.addEventListener('keydown', (event) => {
    const n = candidates.length;
    if (event.key === 'ArrowDown') {
      if (n === 0) return;
      event.preventDefault();
      if (list.hidden) {
        open();
        setActive(0);
      } else setActive((active + 1) % n);
    } else if (event.key === 'ArrowUp') {
      if (n === 0 || list.hidden) return;
      event.preventDefault();
      setActive(active <= 0 ? n - 1 : active - 1);
    } else if (event.key === 'Enter') {
      if (list.hidden || active < 0) return;
      event.preventDefault(); // choosing a place does not submit the form
      choose(active);
    } else if (event.key === 'Escape') {
      if (!list.hidden) {
        event.preventDefault();
        close();
      } else if (input.value !== '') {
        event.preventDefault();
        input.value = '';
        void search();
      }
    } else if (event.key === 'Tab') close();
  });
  input.addEventListener('blur', close);
  // Coordinates typed by hand are not the chosen place's any more.
  for (const t of [targets.latitude, targets.longitude]) t.addEventListener('input', () => { chosen = undefined; });

  return { field, input, chosen: () => chosen };
}

/**
 * @summary Put a place search before the latitude field of a form whose latitude, longitude and zone inputs have the
 * ids `${prefix}latitude`, `${prefix}longitude` and `${prefix}timezone` (the birth form: '', the Forecast view:
 * 'forecast-', the Panchang view: 'panchang-'); its input's id is `${prefix}place`.
 */
export function addPlaceSearch(doc: Document, prefix: string, label: string, placeholder?: string): PlaceSearch {
  const byId = (name: string): HTMLInputElement => {
    const e = doc.getElementById(`${prefix}${name}`);
    if (!(e instanceof HTMLInputElement)) throw new Error(`the page has no input #${prefix}${name}`);
    return e;
  };
  const latitude = byId('latitude');
  const search = placeSearchField(doc, `${prefix}place`, label, { latitude, longitude: byId('longitude'), timezone: byId('timezone') }, placeholder);
  const latitudeField = latitude.closest('.field');
  latitudeField?.parentElement?.insertBefore(search.field, latitudeField);
  return search;
}
