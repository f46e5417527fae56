// The app's single sonner Toaster: top-right, closable, rich colours. Loaded at idle or on the first message.
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import type { ToastMessage } from '../shared/messages';
import { pageWordsLoaded } from './i18n/page-words';

let mounted = false;

export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  const t = pageWordsLoaded();
  const host = document.createElement('div');
  host.id = 'toasts';
  document.body.append(host);
  createRoot(host).render(
    <Toaster
      position="top-right"
      closeButton
      richColors
      duration={4000}
      visibleToasts={3}
      containerAriaLabel={t.toast.notifications}
      toastOptions={{ closeButtonAriaLabel: t.toast.close }}
    />,
  );
}

export function showToast(message: ToastMessage): void {
  mountToaster();
  const show = message.variant === 'success' ? toast.success : message.variant === 'error' ? toast.error : toast.info;
  show(message.title, { description: message.description });
}
