// How the server's HTML and the browser's first script find a dialog's call-to-action and what it is about.

/**
 * Marks a call-to-action that opens a dialog once its island has hydrated (and is a link to a page before): the
 * client entry hydrates that island at once when it is tapped early, instead of following the link.
 */
export const DIALOG_OPENER_ATTRIBUTE = 'data-dialog-opener';

/** Set on a call-to-action once React can open its dialog at once: hydrated, and the dialog's module loaded. */
export const DIALOG_READY_ATTRIBUTE = 'data-dialog-ready';

/** What a booking call-to-action is about, for the native dialog: the topic line and the WhatsApp message. */
export const BOOKING_TOPIC_ATTRIBUTE = 'data-booking-topic';
export const BOOKING_WHATSAPP_ATTRIBUTE = 'data-booking-whatsapp';

/** The <template> holding the page's native booking dialog, and the marks on its parts the script fills in. */
export const BOOKING_SHELL_ID = 'booking-dialog-shell';
export const SHELL_PART_ATTRIBUTE = 'data-shell';
