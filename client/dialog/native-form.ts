// The request form of a native dialog (client/dialog/shell.ts), sent as the islands' forms are sent
// (client/forms/useRequestSubmit.ts): checked in the dialog by the shared rules, the problems marked on their fields
// with the same toast (each mark taken away once no longer true of what is typed), and a valid form sent in the
// background; once stored, a toast with the reference, the fields emptied and the dialog closed, the page left where
// it was. Loaded when a native dialog opens, not with the page.
import { withReference } from '../../shared/requests/acknowledge';
import { TOKEN_FIELD } from '../../shared/requests/form-fields';
import {
  onlyMissing,
  problemRemains,
  validateRequest,
  type FieldProblem,
  type RequestKind,
} from '../../shared/requests/kinds';
import type { IslandWords } from '../../shared/i18n/en/islands';
import { postRequest } from '../forms/post-request';
import { newFormToken } from '../../shared/requests/token';
import { loadPageWords } from '../i18n/load-words';
import { notify } from '../notify';

type Problems = Partial<Record<string, FieldProblem>>;

/** Marks what this module adds to a form, so the next answer can take it away. */
const ADDED = 'data-native-problem';

/** Loads what sending needs (the page's words, the toaster) while the visitor types. */
export function prepare(): void {
  // A failed download here is tried again on submit.
  loadPageWords().catch(() => undefined);
  import('../toast').catch(() => undefined);
}

function control(form: HTMLFormElement, name: string): HTMLElement | null {
  const found = form.elements.namedItem(name);
  return found instanceof HTMLElement ? found : null;
}

/** Takes a field's mark away: its message, aria-invalid and the message's place in its description. */
function unmark(field: HTMLElement): void {
  field.removeAttribute('aria-invalid');
  const described = (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id && id !== `${field.id}-error`);
  if (described.length) field.setAttribute('aria-describedby', described.join(' '));
  else field.removeAttribute('aria-describedby');
}

function clearProblems(form: HTMLFormElement): void {
  for (const added of form.querySelectorAll(`[${ADDED}]`)) added.remove();
  for (const field of form.querySelectorAll<HTMLElement>('[aria-invalid]')) unmark(field);
}

/** The message this module put under `field`, with the problem it names. */
function messageOf(form: HTMLFormElement, field: HTMLElement): { element: Element; problem: FieldProblem } | null {
  const element = field.id ? form.querySelector(`[id="${field.id}-error"][${ADDED}]`) : null;
  const problem = element?.getAttribute(ADDED);
  return element && problem ? { element, problem: problem as FieldProblem } : null;
}

const revising = new WeakSet<HTMLFormElement>();

/**
 * As the islands' forms do (client/forms/useRequestSubmit.ts): a change to a field takes its message away once it is
 * no longer true, and the summary with the last one.
 */
function reviseOnInput(form: HTMLFormElement, kind: RequestKind): void {
  if (revising.has(form)) return;
  revising.add(form);
  form.addEventListener('input', (event) => {
    const field = event.target;
    if (
      !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
    )
      return;
    const shown = messageOf(form, field);
    if (!shown || problemRemains(kind, field.name, field.value, shown.problem)) return;
    shown.element.remove();
    unmark(field);
    if (!form.querySelector(`.field-error[${ADDED}]`)) clearProblems(form);
  });
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The same marks the server and the islands render (client/ui/Field.tsx, client/forms/RequestForm.tsx). */
function showProblems(form: HTMLFormElement, kind: RequestKind, problems: Problems, t: IslandWords): void {
  clearProblems(form);
  reviseOnInput(form, kind);
  const summary = onlyMissing(problems) ? t.forms.missing : t.forms.invalid;
  const alert = element('div', 'alert-error mb-4');
  alert.setAttribute('role', 'alert');
  alert.setAttribute(ADDED, '');
  alert.append(element('p', 'm-0 font-semibold', summary.title), element('div', 'mt-1', summary.description));
  form.prepend(alert);
  for (const [name, problem] of Object.entries(problems)) {
    const field = control(form, name);
    if (!field?.id || !problem) continue;
    const error = element('p', 'field-error', t.forms.problems[problem]);
    error.id = `${field.id}-error`;
    error.setAttribute(ADDED, problem);
    field.parentElement?.append(error);
    field.setAttribute('aria-invalid', 'true');
    const described = field.getAttribute('aria-describedby');
    field.setAttribute('aria-describedby', described ? `${described} ${error.id}` : error.id);
  }
  notify(summary);
  const first = Object.keys(problems)[0];
  if (first) control(form, first)?.focus();
}

/** The submit button says it is sending, as the islands' does, and the form is not sent twice meanwhile. */
function setBusy(form: HTMLFormElement, busy: boolean, t: IslandWords): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;
  if (busy) {
    button.dataset.label = button.textContent ?? '';
    button.textContent = t.forms.sending;
    button.setAttribute('aria-disabled', 'true');
  } else {
    button.textContent = button.dataset.label ?? button.textContent;
    button.setAttribute('aria-disabled', 'false');
  }
}

const sending = new WeakSet<HTMLFormElement>();

/** Checks and sends `form` of `kind`; `close` closes its dialog once the request is stored. */
export async function send(form: HTMLFormElement, kind: RequestKind, close: () => void): Promise<void> {
  if (sending.has(form)) return;
  sending.add(form);
  try {
    const t = await loadPageWords();
    const data = new FormData(form);
    const checked = validateRequest(kind, (name) => data.get(name));
    if (!checked.ok) {
      showProblems(form, kind, checked.problems, t);
      return;
    }
    clearProblems(form);
    setBusy(form, true, t);
    const reply = await postRequest(form.action, data);
    setBusy(form, false, t);
    if (reply?.ok) {
      notify(withReference(t.forms.submitted[kind], reply.reference, t.forms.reference));
      form.reset();
      // reset() puts back the page's empty token; a next request needs a fresh one.
      const token = form.elements.namedItem(TOKEN_FIELD);
      if (token instanceof HTMLInputElement) token.value = newFormToken();
      close();
    } else if (reply?.problems) {
      showProblems(form, kind, reply.problems, t);
    } else {
      notify(reply?.message ? { ...t.forms.failed, description: reply.message } : t.forms.failed);
    }
  } finally {
    sending.delete(form);
  }
}
