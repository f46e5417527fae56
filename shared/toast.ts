// The shape of a toast or notice message, shared by the message catalogue and the dictionaries.
export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastMessage {
  variant: ToastVariant;
  title: string;
  description?: string;
}
