// A call-to-action that opens a lazily loaded dialog. Without JavaScript (and until hydration) it is a link to a
// page that offers the same thing, so it is never a dead button.
import { Suspense, useEffect, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useDialogOpener } from '../hooks/useDialogOpener';
import { useHydrated } from '../hooks/useHydrated';
import { DIALOG_OPENER_ATTRIBUTE } from './opener';
import type { PositionedDialogProps } from './PositionedDialog';

export type OpenedDialogProps = Pick<PositionedDialogProps, 'open' | 'onClose' | 'position' | 'returnFocusTo'>;

interface Props {
  label: string;
  className: string;
  fallbackHref: string;
  /**
   * The dialog module's loader: run once the page is idle, and again (at no cost) on intent (pointer over the button,
   * a touch, keyboard focus), so a tap only has to render the dialog.
   */
  prefetch: () => Promise<unknown>;
  renderDialog: (props: OpenedDialogProps) => ReactNode;
}

export function DialogButton({ label, className, fallbackHref, prefetch, renderDialog }: Props) {
  const hydrated = useHydrated();
  const { open, position, openerRef, openFrom, close } = useDialogOpener();
  const warmUp = () => void prefetch().catch(() => undefined);

  // Once the page is idle, load and evaluate the dialog's module in a task of its own, so a tap only renders it.
  useEffect(() => {
    if (!('requestIdleCallback' in window)) return;
    const id = requestIdleCallback(() => void prefetch().catch(() => undefined), { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }, [prefetch]);

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
      <a
        ref={openerRef}
        href={fallbackHref}
        className={className}
        {...{ [DIALOG_OPENER_ATTRIBUTE]: '' }}
        {...behaviour}
      >
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
