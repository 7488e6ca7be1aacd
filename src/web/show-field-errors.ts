import type { FieldError } from './field-errors.js';

/**
 * @summary Show the library's errors next to the fields they name: each named input gets `aria-invalid` and its
 * `#<field>-error` paragraph (already in its `aria-describedby`) the message; an error naming no field of the form
 * goes to `#form-error`. Earlier errors are cleared first; the first invalid field receives the focus.
 * @example showFieldErrors(form, fieldErrors(caught))
 */
export function showFieldErrors(form: HTMLFormElement, errors: readonly FieldError[]): void {
  const doc = form.ownerDocument;
  form.querySelectorAll<HTMLElement>('.error').forEach((p) => {
    p.hidden = true;
    p.textContent = '';
  });
  form.querySelectorAll('[aria-invalid]').forEach((input) => input.removeAttribute('aria-invalid'));
  let first: HTMLElement | undefined;
  const general: string[] = [];
  for (const { field, message } of errors) {
    const input = field === undefined ? null : form.elements.namedItem(field);
    const box = field === undefined ? null : doc.getElementById(`${field}-error`);
    if (!(input instanceof HTMLElement) || box === null) {
      general.push(message);
      continue;
    }
    input.setAttribute('aria-invalid', 'true');
    box.textContent = message;
    box.hidden = false;
    first ??= input;
  }
  const formError = doc.getElementById('form-error');
  if (formError !== null && general.length > 0) {
    formError.textContent = general.join(' ');
    formError.hidden = false;
  }
  // The focus goes to the first field in error; an error of the whole form is announced by its role="alert".
  first?.focus();
}
