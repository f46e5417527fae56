// Marks a call-to-action that opens a dialog once its island has hydrated (and is a link to a page before): the
// client entry hydrates that island at once when it is tapped early, instead of following the link.
export const DIALOG_OPENER_ATTRIBUTE = 'data-dialog-opener';
