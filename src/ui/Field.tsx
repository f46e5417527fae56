// The one labelled form field, shared with the islands (browser code never imports the Worker's, so it lives in
// client/ui): label, control, hint and the field's own error.
export { Field, type FieldProps } from '../render/islands';
