// What a modal dialog promises, kept for a <dialog> shown with show() rather than showModal(): a backdrop over the
// page, focus kept inside, Escape and a tap on the backdrop to close, and the page behind hidden from screen readers.
// showModal() gives all of this, but it does so by making the whole page inert, and on a budget phone restyling every
// element for that is a long task of its own (decision 0012). Here only the body's few direct children change.
import { DIALOG_BACKDROP } from '../../shared/dialog/panel';

/** What a dialog holds that takes focus (hidden fields and anything not laid out are left out below). */
const FOCUSABLE = 'a[href],button,input,select,textarea';

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.matches(':disabled') && element.getClientRects().length > 0,
  );
}

/** Where Tab (or Shift+Tab) must send focus to keep it inside, or null where the browser's own move does. */
function wrapTarget(dialog: HTMLElement, backwards: boolean): HTMLElement | null {
  const inside = focusables(dialog);
  const [first, last] = [inside[0], inside[inside.length - 1]];
  const active = document.activeElement;
  const outside = !dialog.contains(active);
  if (backwards) return outside || active === first ? (last ?? null) : null;
  return outside || active === last ? (first ?? null) : null;
}

/** Hides the body's other children from assistive technology; returns what puts them back. */
function hideOthers(keep: readonly Element[]): () => void {
  const hidden = [...document.body.children].filter(
    (element) => !keep.includes(element) && element.getAttribute('aria-hidden') !== 'true',
  );
  for (const element of hidden) element.setAttribute('aria-hidden', 'true');
  return () => {
    for (const element of hidden) element.removeAttribute('aria-hidden');
  };
}

/**
 * Adds `dialog` to the page with a backdrop and shows it as a modal. Closing it (dialog.close()) takes both away,
 * gives the page back to screen readers and calls `onClosed`.
 */
export function showAsModal(dialog: HTMLDialogElement, onClosed: () => void): void {
  const backdrop = document.createElement('div');
  backdrop.className = DIALOG_BACKDROP;
  backdrop.setAttribute('aria-hidden', 'true');
  backdrop.addEventListener('click', () => dialog.close());

  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.close();
    } else if (event.key === 'Tab') {
      const wrapTo = wrapTarget(dialog, event.shiftKey);
      if (wrapTo) {
        event.preventDefault();
        wrapTo.focus();
      }
    }
  };
  // Focus that leaves by any other way (a screen reader's own navigation, say) is brought back.
  const keepFocus = (event: FocusEvent) => {
    if (event.target instanceof Node && !dialog.contains(event.target)) focusables(dialog)[0]?.focus();
  };

  document.body.append(backdrop, dialog);
  const showOthers = hideOthers([backdrop, dialog]);
  document.addEventListener('keydown', keys);
  document.addEventListener('focusin', keepFocus);
  dialog.addEventListener(
    'close',
    () => {
      document.removeEventListener('keydown', keys);
      document.removeEventListener('focusin', keepFocus);
      showOthers();
      backdrop.remove();
      dialog.remove();
      onClosed();
    },
    { once: true },
  );
  dialog.show();
  if (!dialog.contains(document.activeElement)) focusables(dialog)[0]?.focus();
}
