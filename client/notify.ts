import type { ToastMessage } from '../shared/messages';

/** Shows a toast; the toaster's code loads with the first message of the page. */
export function notify(message: ToastMessage): void {
  void import('./toast').then((toast) => toast.showToast(message));
}
