/**
 * The Map view of the web page (issue 29): a birth (date, time, place) and optionally a place to relocate to; the
 * astrocartography lines drawn on a world map HERE, in the browser, by the library (`astrocartography`,
 * `astrocartographyMap`, the land outlines loaded on first use), and the relocated chart's Ascendant and Midheaven.
 * Like the chart, it sends nothing anywhere. The view builds its own section and appends it to the page's <main>.
 */
import { astrocartography, astrocartographyMap, isUraniaError, loadWorldLand, relocatedChart, signOf } from '../web-library/map.js';
import { element, field, showFieldError } from './dom-element.js';
import { pageData } from './page-data.js';


/** @summary An ecliptic longitude as the page writes it: sign, degrees and minutes within it (`27°54′ Sagittarius`). */
export function longitudeText(longitude: number): string {
  const sign = signOf(longitude);
  const within = longitude - Math.floor(longitude / 30) * 30;
  const minutes = Math.floor(within * 60 + 1e-9);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′ ${sign}`;
}

const numberOrUndefined = (input: HTMLInputElement) => (input.value.trim() === '' ? (undefined as unknown as number) : Number(input.value));

/** @summary Build the Map section and append it to `main`: its form draws the map (and the relocated angles) on submit. */
export function mountMapView(doc: Document, main: HTMLElement): HTMLElement {
  const text = (placeholder: string) => element(doc, 'input', { type: 'text', inputMode: 'decimal', autocomplete: 'off', placeholder });
  const date = element(doc, 'input', { type: 'date', required: true });
  const time = element(doc, 'input', { type: 'time', required: true });
  const latitude = text('40.7128');
  const longitude = text('-74.0060');
  const toLatitude = text('51.5074');
  const toLongitude = text('-0.1278');
  const projection = element(doc, 'select');
  projection.replaceChildren(new Option('Equirectangular', 'equirectangular', true, true), new Option('Equal Earth (equal-area)', 'equal-earth'), new Option('Mollweide (equal-area)', 'mollweide'));
  const status = element(doc, 'p', { className: 'status', id: 'map-status' });
  status.setAttribute('role', 'status');
  const picture = element(doc, 'div', { id: 'map-picture', className: 'scroll' });
  const relocated = element(doc, 'p', { id: 'map-relocated' });
  const result = element(doc, 'div', { id: 'map-result', hidden: true }, relocated, picture);
  const form = element(doc, 'form', { id: 'map-form', noValidate: true },
    element(doc, 'h2', { id: 'map-title' }, 'Map: astrocartography and relocation'),
    element(doc, 'p', { className: 'hint' }, 'Where each planet rose, set and culminated at the birth instant, and the chart cast for another place, computed in your browser (docs/astrocartography.md). Land: Natural Earth.'),
    element(doc, 'div', { className: 'fields' },
      field(doc, 'map-date', 'Birth date', date),
      field(doc, 'map-time', 'Birth time (local)', time),
      field(doc, 'map-latitude', 'Birth latitude (° north)', latitude),
      field(doc, 'map-longitude', 'Birth longitude (° east)', longitude),
      field(doc, 'map-to-latitude', 'Relocate to latitude (optional)', toLatitude),
      field(doc, 'map-to-longitude', 'Relocate to longitude (optional)', toLongitude),
      field(doc, 'map-projection', 'Projection', projection)),
    element(doc, 'button', { type: 'submit', id: 'map-show' }, 'Draw the map'),
    status);
  const section = element(doc, 'section', { id: 'map-view', className: 'map' }, form, result);
  section.setAttribute('aria-labelledby', 'map-title');

  const fieldOf: Record<string, HTMLElement> = { birthDate: date, birthTime: time, latitude, longitude };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void draw();
  });

  async function draw(): Promise<void> {
    section.querySelectorAll<HTMLElement>('.field .error').forEach((e) => { e.hidden = true; });
    for (const e of [date, time, latitude, longitude, toLatitude, toLongitude]) e.removeAttribute('aria-invalid');
    status.textContent = 'Drawing…';
    const birth = { birthDate: date.value, birthTime: time.value, latitude: numberOrUndefined(latitude), longitude: numberOrUndefined(longitude) };
    const relocating = toLatitude.value.trim() !== '' || toLongitude.value.trim() !== '';
    try {
      await loadWorldLand();
      await pageData();
      const record = astrocartography({ birth });
      picture.innerHTML = astrocartographyMap(record, { projection: projection.value as 'equirectangular', idPrefix: 'map-' });
      if (relocating) {
        const chart = relocatedChart({ birth, latitude: numberOrUndefined(toLatitude), longitude: numberOrUndefined(toLongitude) });
        relocated.textContent = `Relocated to ${chart.latitude}°, ${chart.longitude}°: Ascendant ${longitudeText(chart.ascendant!)}, Midheaven ${longitudeText(chart.midheaven!)}.`;
      } else relocated.textContent = '';
    } catch (e) {
      const member = isUraniaError(e) ? String(e.details.field ?? '') : '';
      const [head, inner] = member.split('.');
      const input = head === 'birth' ? fieldOf[inner ?? ''] ?? date : head === 'latitude' ? toLatitude : head === 'longitude' ? toLongitude : date;
      showFieldError(doc, input, e);
      result.hidden = true;
      status.textContent = 'The map could not be drawn: see the message next to the field.';
      return;
    }
    result.hidden = false;
    status.textContent = 'Map drawn in your browser.';
  }
  main.append(section);
  return section;
}
