// A dialog without React, for a tap that comes before React can open its own: the page carries the dialog,
// server-rendered in a <template> (src/booking/NativeDialogShell.tsx), and this shows it as a modal <dialog>
// (client/dialog/modal-layer.ts) about what the tapped button was about. Its links work as they are; its form is
// checked and sent in the background as React's is (client/dialog/native-form.ts, loaded when the dialog opens),
// and posts as the fallback page's form does only if that module cannot be loaded.
// Escape, the close and Cancel buttons and a tap on the backdrop close it, and focus goes back to the button.
import { withWhatsappText, WHATSAPP_CHAT } from '../../shared/booking/topic';
import { TOKEN_FIELD } from '../../shared/requests/form-fields';
import type { RequestKind } from '../../shared/requests/kinds';
import { newFormToken } from '../../shared/requests/token';
import { yieldToMain } from '../yield';
import { prefillForm } from '../account/prefill';
import {
  BOOKING_PICK_ATTRIBUTE,
  BOOKING_TOPIC_ATTRIBUTE,
  BOOKING_WHATSAPP_ATTRIBUTE,
  NATIVE_DIALOG_ATTRIBUTE,
  NATIVE_FORM_ACTION_ATTRIBUTE,
  NATIVE_FORM_KIND_ATTRIBUTE,
  SHELL_PART_ATTRIBUTE,
} from '../../shared/dialog/opener';
import { showAsModal } from './modal-layer';
import { openingPoint, placeDialog } from '../../shared/dialog/placement';

function parts(dialog: HTMLElement, name: string): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(`[${SHELL_PART_ATTRIBUTE}="${name}"]`)];
}

function setInput(form: HTMLFormElement, name: string, value: string): void {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}

/**
 * Words the dialog after the button: where its form posts and a token of its own, and for a booking button its
 * topic line, WhatsApp message and, for a doctor, the link to pick one of their free times (taken away otherwise).
 */
function fill(dialog: HTMLElement, opener: HTMLAnchorElement): void {
  const topic = opener.getAttribute(BOOKING_TOPIC_ATTRIBUTE);
  if (topic !== null) for (const line of parts(dialog, 'topic')) line.textContent = topic;
  const whatsapp = dialog.querySelector<HTMLAnchorElement>(`a[href^="${WHATSAPP_CHAT}"]`);
  const message = opener.getAttribute(BOOKING_WHATSAPP_ATTRIBUTE);
  if (whatsapp && message !== null) whatsapp.href = withWhatsappText(whatsapp.href, message);
  const pick = opener.getAttribute(BOOKING_PICK_ATTRIBUTE);
  for (const link of parts(dialog, 'pick')) {
    if (pick && link instanceof HTMLAnchorElement) link.href = pick;
    else link.remove();
  }
  const form = dialog.querySelector('form');
  if (!form) return;
  // The button's own link is where it leads without JavaScript, not always a page that takes the request: a
  // doctor's Book Now leads to the page of their free times. The template's form posts to the right page unless
  // the button names another.
  const action = opener.getAttribute(NATIVE_FORM_ACTION_ATTRIBUTE);
  if (action) form.action = action;
  if (topic !== null) setInput(form, 'topic', topic);
  // The server's copy of the page is shared by every visitor; each dialog gets a token of its own, and the name and
  // mobile of the account signed in, if any.
  setInput(form, TOKEN_FIELD, newFormToken());
  prefillForm(form);
}

const sender = () => import('./native-form');

/**
 * Sends the dialog's form in the background. Without what that needs (its module or the page's words could not be
 * downloaded; nothing has been sent then) the form posts after all.
 */
function sendInPlace(dialog: HTMLDialogElement): void {
  const form = dialog.querySelector('form');
  const kind = dialog.getAttribute(NATIVE_FORM_KIND_ATTRIBUTE) as RequestKind | null;
  if (!form || !kind) return;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sender()
      .then((module) => module.send(form, kind, () => dialog.close()))
      .catch(() => form.submit());
  });
  // While the visitor reads and types; never inside the tap.
  const prepare = () =>
    void sender().then(
      (module) => module.prepare(),
      () => undefined,
    );
  if ('requestIdleCallback' in window) requestIdleCallback(prepare, { timeout: 1000 });
  else setTimeout(prepare, 200);
}

/**
 * Near the tap on a wide screen, as the React dialog is, and placed again whenever its size changes (the form's
 * problems, a toast) or the window's does, so it never grows past the window's edge: it keeps 16 px from every
 * edge and scrolls inside. A phone's stays centred (client/base.css). Returns what stops the watching.
 */
function place(dialog: HTMLDialogElement, event: MouseEvent, opener: HTMLElement): () => void {
  const point = openingPoint(event, opener, window.innerWidth);
  if (!point) return () => undefined;
  const placeNow = () => {
    const { width, height } = dialog.getBoundingClientRect();
    const at = placeDialog(point, { width, height }, { width: window.innerWidth, height: window.innerHeight });
    Object.assign(dialog.style, { margin: '0', right: 'auto', bottom: 'auto', left: `${at.x}px`, top: `${at.y}px` });
  };
  placeNow();
  // A resize observer runs before the frame is painted: the grown dialog is never shown at its old place.
  const resized = new ResizeObserver(placeNow);
  resized.observe(dialog);
  window.addEventListener('resize', placeNow);
  return () => {
    resized.disconnect();
    window.removeEventListener('resize', placeNow);
  };
}

/** Shows the page's native dialog for `opener`; false when the button names none or the page carries none. */
export function openNativeDialog(opener: HTMLAnchorElement, event: MouseEvent): boolean {
  if (opening) return true;
  const id = opener.getAttribute(NATIVE_DIALOG_ATTRIBUTE);
  const template = id ? document.getElementById(id) : null;
  const source = template instanceof HTMLTemplateElement ? template.content.firstElementChild : null;
  if (!source) return false;
  const dialog = document.importNode(source, true);
  if (!(dialog instanceof HTMLDialogElement)) return false;
  fill(dialog, opener);
  for (const button of parts(dialog, 'close')) button.addEventListener('click', () => dialog.close());
  sendInPlace(dialog);
  opening = true;
  // Shown in the task after the tap's, so that the tap's handler and the dialog's first layout never add up to one
  // long task on a budget phone.
  void yieldToMain().then(() => {
    opening = false;
    // Gone once closed, so its ids never stand beside the React dialog's.
    let stopPlacing: (() => void) | undefined;
    showAsModal(dialog, () => {
      stopPlacing?.();
      opener.focus();
    });
    stopPlacing = place(dialog, event, opener);
  });
  return true;
}

/** A dialog is on its way (between the tap and the next task): a second tap must not open another. */
let opening = false;
