/**
 * The page's two DOM builders, shared by its views (birth form, Forecast, Panchang, Vedic, Map) and the place search.
 */

/**
 * @summary A new element of `doc` with `props` assigned and `children` appended.
 * @example element(document, 'p', { className: 'hint' }, 'Computed in your browser.')
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document, tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = Object.assign(doc.createElement(tag), props);
  e.append(...children);
  return e;
}

/**
 * @summary A form field: its label, the input (given `id` and `name`) and the hidden error line under it
 * (`#<id>-error`, named by the input's `aria-describedby`), in a `div.field`.
 */
export function field(doc: Document, id: string, label: string, input: HTMLInputElement | HTMLSelectElement): HTMLDivElement {
  input.id = id;
  input.name = id;
  const error = element(doc, 'p', { className: 'error', id: `${id}-error`, hidden: true });
  input.setAttribute('aria-describedby', error.id);
  return element(doc, 'div', { className: 'field' }, element(doc, 'label', { htmlFor: id }, label), input, error);
}

/**
 * @summary Show a caught error next to the field it names (the `#<id>-error` line `field` made): the error's message,
 * the line shown, the input marked `aria-invalid`.
 */
export function showFieldError(doc: Document, input: HTMLElement, e: unknown): void {
  const error = doc.getElementById(`${input.id}-error`)!;
  error.textContent = e instanceof Error ? e.message : String(e);
  error.hidden = false;
  input.setAttribute('aria-invalid', 'true');
}
