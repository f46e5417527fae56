// The app's single sonner Toaster: top-right (bottom-centre on phones), closable, rich colours. Loaded with the first
// message, so pages that show none never download it. A toast never covers an open dialog's controls: on a phone the
// dialog ends above the toasts (base.css); on a wider screen a dialog the toasts would overlap starts below them.
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import type { ToastMessage } from '../shared/messages';
import { pageWordsLoaded } from './i18n/page-words';

/** How long the toaster's live region stands empty before its first message, so screen readers pick it up. */
const LIVE_REGION_SETTLE_MS = 150;

let ready: Promise<void> | null = null;

/** Mounts the toaster once; resolves when its live region has settled. Messages wait on it in the order sent. */
function toasterReady(): Promise<void> {
  ready ??= new Promise((resolve) => {
    const t = pageWordsLoaded();
    // On a phone a toast spans the screen: at the top it would cover an open dialog's title and close button.
    const phone = window.matchMedia('(max-width: 639px)').matches;
    const host = document.createElement('div');
    host.id = 'toasts';
    document.body.append(host);
    createRoot(host).render(
      <Toaster
        position={phone ? 'bottom-center' : 'top-right'}
        closeButton
        richColors
        duration={4000}
        visibleToasts={3}
        containerAriaLabel={t.toast.notifications}
        toastOptions={{ closeButtonAriaLabel: t.toast.close }}
      />,
    );
    window.setTimeout(resolve, LIVE_REGION_SETTLE_MS);
  });
  return ready;
}

/** Set on <html> while a shown toast would overlap an open dialog on a wide screen; base.css then moves the dialog. */
export const TOAST_CLEARANCE_ATTRIBUTE = 'data-toast-clearance';
/** The top a moved dialog gets: below the toasts (a CSS length). */
const CLEARANCE_TOP = '--toast-clearance-top';

/** How far stacked toasts show below the front one (sonner's collapsed stack). */
const STACK_PEEK = 16;

/** On a phone, how far from the bottom an open dialog must end to stay above the toasts (a CSS length). */
const CLEARANCE_BOTTOM = '--toast-clearance-bottom';

/**
 * Once the toast is in the page, an open dialog keeps clear of the toasts, whose area is taken from the toaster's
 * place and the toasts' heights, not their rectangles, which slide in. On a phone (toasts at the bottom) the dialog
 * ends above them, however tall they are (a long message wraps over several lines). On a wider screen (toasts
 * top-right), if they overlap an open dialog, which is placed where its button was tapped and may sit under them,
 * the dialog moves down to start below them.
 */
function keepDialogsClear(framesLeft = 10): void {
  requestAnimationFrame(() => {
    const list = document.querySelector('[data-sonner-toaster]');
    const heights = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].map((item) => item.offsetHeight);
    // sonner renders the toast a little after it is added: wait for it a few frames.
    if (!list || heights.length === 0) {
      if (framesLeft > 0) keepDialogsClear(framesLeft - 1);
      return;
    }
    const place = list.getBoundingClientRect();
    const stack = Math.max(...heights) + STACK_PEEK;
    const root = document.documentElement;
    // base.css applies these only while a toast shows.
    if (window.matchMedia('(max-width: 639px)').matches) {
      root.style.setProperty(CLEARANCE_BOTTOM, `${Math.ceil(window.innerHeight - place.bottom + stack) + 8}px`);
      return;
    }
    const bottom = place.top + stack;
    const overlaps = [...document.querySelectorAll('.dialog-panel')].some((panel) => {
      const dialog = panel.getBoundingClientRect();
      if (dialog.width === 0 || dialog.height === 0) return false;
      return dialog.left < place.right && place.left < dialog.right && dialog.top < bottom;
    });
    // Once moved, a dialog stays clear of the toasts that follow.
    if (overlaps) {
      root.style.setProperty(CLEARANCE_TOP, `${Math.ceil(bottom) + 8}px`);
      root.setAttribute(TOAST_CLEARANCE_ATTRIBUTE, '');
    }
  });
}

export function showToast(message: ToastMessage): void {
  const show = message.variant === 'success' ? toast.success : message.variant === 'error' ? toast.error : toast.info;
  void toasterReady().then(() => {
    show(message.title, { description: message.description });
    keepDialogsClear();
  });
}
