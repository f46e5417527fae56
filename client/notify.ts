import type { ToastMessage } from '../shared/messages';

/** Shows a toast; the toaster code loads on first use if idle time has not loaded it yet. */
export function notify(message: ToastMessage): void {
  void import('./toast').then((toast) => toast.showToast(message));
}
