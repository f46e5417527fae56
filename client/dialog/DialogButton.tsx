// A call-to-action that opens a lazily loaded dialog. Without JavaScript (and until hydration) it is a link to a
// page that offers the same thing, so it is never a dead button.
import { Suspense, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useDialogOpener } from '../hooks/useDialogOpener';
import { useHydrated } from '../hooks/useHydrated';
import type { PositionedDialogProps } from './PositionedDialog';

export type OpenedDialogProps = Pick<PositionedDialogProps, 'open' | 'onClose' | 'position' | 'returnFocusTo'>;

interface Props {
  label: string;
  className: string;
  fallbackHref: string;
  /**
   * The dialog module's loader, started as soon as the visitor shows intent (pointer over the button, a touch, or
   * keyboard focus), so the click rarely waits, and pages the visitor only reads never download it.
   */
  prefetch: () => Promise<unknown>;
  renderDialog: (props: OpenedDialogProps) => ReactNode;
}

export function DialogButton({ label, className, fallbackHref, prefetch, renderDialog }: Props) {
  const hydrated = useHydrated();
  const { open, position, openerRef, openFrom, close } = useDialogOpener();
  const warmUp = () => void prefetch().catch(() => undefined);

  // One element from the server render on: before hydration (and without JavaScript) a link to the fallback page;
  // once hydrated, the same element acts as a button. Swapping in a new <button> would repaint the call-to-action,
  // often the largest thing on screen, and delay the page's largest contentful paint.
  const behaviour = hydrated
    ? {
        role: 'button',
        'aria-haspopup': 'dialog' as const,
        onClick: (event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          openFrom(event);
        },
        onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          event.currentTarget.click();
        },
        onPointerEnter: warmUp,
        onTouchStart: warmUp,
        onFocus: warmUp,
      }
    : {};

  return (
    <>
      <a ref={openerRef} href={fallbackHref} className={className} {...behaviour}>
        {label}
      </a>
      {open && (
        <Suspense fallback={null}>
          {renderDialog({ open: true, onClose: close, position, returnFocusTo: openerRef })}
        </Suspense>
      )}
    </>
  );
}
