// The browser checks a form's fields itself before it sends the form (a required field or box, an e-mail field, a
// minimum length) and says what is wrong in a bubble of its own, in the browser's language: "Please check this box"
// on a Hindi page. Here each of those messages is given in the page's language, from its dictionary, on every page
// the entry script runs on; the check itself stays the browser's. Without JavaScript the browser's check and bubble
// still stop the form, in the browser's language, and the server checks again and answers in the page's.
import type { IslandWords } from '../../shared/i18n/en/islands';
import { loadPageWords } from '../i18n/load-words';
import { pageWordsIfLoaded } from '../i18n/page-words';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Inputs whose minimum and maximum are moments, not amounts. */
const MOMENTS: ReadonlySet<string> = new Set(['date', 'time', 'datetime-local', 'month', 'week']);

function isControl(target: EventTarget | null): target is Control {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
  );
}

/** What is wrong with `control` by the browser's check, in `words`. */
export function validityMessage(control: Control, words: IslandWords['forms']): string {
  const state = control.validity;
  const type = control instanceof HTMLInputElement ? control.type : '';
  const moment = MOMENTS.has(type);
  if (state.valueMissing) {
    if (type === 'checkbox') return words.validity.checkbox;
    return type === 'radio' || control instanceof HTMLSelectElement ? words.problems.choice : words.problems.missing;
  }
  if (state.typeMismatch && type === 'email') return words.problems.email;
  if (state.tooShort && !(control instanceof HTMLSelectElement)) {
    return words.validity.tooShort(String(control.minLength));
  }
  if (state.tooLong) return words.problems.tooLong;
  if (state.rangeUnderflow && control instanceof HTMLInputElement) {
    return moment ? words.validity.tooEarly(control.min) : words.validity.tooLow(control.min);
  }
  if (state.rangeOverflow && control instanceof HTMLInputElement) {
    return moment ? words.validity.tooLate(control.max) : words.validity.tooHigh(control.max);
  }
  return words.validity.format;
}

/** The controls given a message here; it is taken back before the browser checks them again. */
const worded = new WeakSet<Control>();

function unword(control: Control): void {
  if (worded.delete(control)) control.setCustomValidity('');
}

/** Forms whose check waits for the page's words (a submit before they arrived). */
const waiting = new WeakSet<HTMLFormElement | Control>();

function onInvalid(event: Event): void {
  const control = event.target;
  if (!isControl(control)) return;
  const words = pageWordsIfLoaded();
  if (words) {
    control.setCustomValidity(validityMessage(control, words.forms));
    worded.add(control);
    return;
  }
  // No bubble in the browser's language: the check is reported again once the words are here.
  event.preventDefault();
  const owner = control.form ?? control;
  if (waiting.has(owner)) return;
  waiting.add(owner);
  const report = () => {
    waiting.delete(owner);
    owner.reportValidity();
  };
  loadPageWords().then(report, () => waiting.delete(owner));
}

/** A field changed: its message is taken back, and given again (if still true) at the next check. */
function onEdit(event: Event): void {
  if (isControl(event.target)) unword(event.target);
}

/** A submit button pressed (a click, or Enter in a field): the browser checks its form's fields next. */
function onSubmitPress(event: Event): void {
  const button = event.target instanceof Element ? event.target.closest('button, input') : null;
  const submits =
    (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) && button.type === 'submit';
  const form = submits ? button.form : null;
  if (!form) return;
  for (const control of form.elements) if (isControl(control)) unword(control);
}

/** Words the browser's own form checks in the page's language, on every form of `document`, now and later. */
export function wordFormChecks(document: Document): void {
  document.addEventListener('invalid', onInvalid, true);
  document.addEventListener('input', onEdit, true);
  document.addEventListener('change', onEdit, true);
  document.addEventListener('click', onSubmitPress, true);
}
