// A call-to-action that opens a lazily loaded dialog. Without JavaScript (and until hydration) it is a link to a
// page that offers the same thing, so it is never a dead button.
import { Suspense, type ReactNode } from 'react';
import { useDialogOpener } from '../hooks/useDialogOpener';
import { useHydrated } from '../hooks/useHydrated';
import { useIdlePrefetch } from '../hooks/useIdlePrefetch';
import type { PositionedDialogProps } from './PositionedDialog';

export type OpenedDialogProps = Pick<PositionedDialogProps, 'open' | 'onClose' | 'position' | 'returnFocusTo'>;

interface Props {
  label: string;
  className: string;
  fallbackHref: string;
  /** The dialog module's loader, prefetched when the browser is idle. */
  prefetch: () => Promise<unknown>;
  renderDialog: (props: OpenedDialogProps) => ReactNode;
}

export function DialogButton({ label, className, fallbackHref, prefetch, renderDialog }: Props) {
  const hydrated = useHydrated();
  const { open, position, openerRef, openFrom, close } = useDialogOpener();
  useIdlePrefetch(prefetch);

  if (!hydrated) {
    return (
      <a href={fallbackHref} className={className}>
        {label}
      </a>
    );
  }
  return (
    <>
      <button ref={openerRef} type="button" className={className} aria-haspopup="dialog" onClick={openFrom}>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          {renderDialog({ open: true, onClose: close, position, returnFocusTo: openerRef })}
        </Suspense>
      )}
    </>
  );
}
