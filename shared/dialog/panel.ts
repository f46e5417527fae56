// How a dialog's panel and its close button look: the same in the React dialog and in the native one the page
// carries for a tap that comes before React is ready (src/booking/BookingDialogShell.tsx).
export const DIALOG_PANEL =
  'dialog-panel fixed z-50 w-[calc(100vw-2rem)] max-w-[32rem] max-h-[calc(100vh-2rem)] overflow-y-auto rounded-xl bg-white p-6 shadow-2xl focus:outline-none';

/** The dim layer over the page behind an open dialog. */
export const DIALOG_BACKDROP = 'fixed inset-0 z-40 bg-slate-900/60';

export const DIALOG_TITLE = 'pr-10 text-xl font-bold text-ink-900';

export const DIALOG_DESCRIPTION = 'mt-1 text-ink-600';

export const DIALOG_CLOSE =
  'absolute right-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-full text-2xl leading-none text-ink-600 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-brand-700';
