// The app's single sonner Toaster: top-right (bottom-centre on phones), closable, rich colours. Loaded with the first message, so pages that
// show none never download it.
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

export function showToast(message: ToastMessage): void {
  const show = message.variant === 'success' ? toast.success : message.variant === 'error' ? toast.error : toast.info;
  void toasterReady().then(() => show(message.title, { description: message.description }));
}
