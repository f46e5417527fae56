// How the server's HTML and the browser's first script find a dialog's call-to-action and what it is about.

/**
 * Marks a call-to-action that opens a dialog once its island has hydrated (and is a link to a page before): the
 * client entry hydrates that island at once when it is tapped early, instead of following the link.
 */
export const DIALOG_OPENER_ATTRIBUTE = 'data-dialog-opener';

/** Set on a call-to-action once React can open its dialog at once: hydrated, and the dialog's module loaded. */
export const DIALOG_READY_ATTRIBUTE = 'data-dialog-ready';

/**
 * On a call-to-action whose dialog the page also carries as plain HTML: the id of the <template> holding it. A tap
 * before React can open the dialog shows that one as a modal <dialog> (client/dialog/shell.ts).
 */
export const NATIVE_DIALOG_ATTRIBUTE = 'data-native-dialog';

/** The <template>s of the page's native dialogs. */
export const NATIVE_DIALOG_IDS = {
  booking: 'booking-dialog-shell',
  requestDoctor: 'request-doctor-dialog-shell',
} as const;

/** What a booking call-to-action is about, for the native dialog: the topic line and the WhatsApp message. */
export const BOOKING_TOPIC_ATTRIBUTE = 'data-booking-topic';
export const BOOKING_WHATSAPP_ATTRIBUTE = 'data-booking-whatsapp';
/** A doctor's booking call-to-action: the page of the doctor's free times, offered in the dialog as on React's. */
export const BOOKING_PICK_ATTRIBUTE = 'data-booking-pick';

/**
 * Where the native dialog's form sends its request: the /book page for the button's topic. Not the button's own
 * link, which for a doctor's Book Now is the page of their free times (a page that takes no request).
 */
export const NATIVE_FORM_ACTION_ATTRIBUTE = 'data-form-action';

/** Marks the parts of a native dialog its script fills in or listens to: `topic`, `pick`, `close`. */
export const SHELL_PART_ATTRIBUTE = 'data-shell';

/** On a native dialog whose form the script sends in the background: the request kind (shared/requests/kinds.ts). */
export const NATIVE_FORM_KIND_ATTRIBUTE = 'data-request-kind';
