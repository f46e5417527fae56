// A call-to-action that opens a lazily loaded dialog. Without JavaScript (and until hydration) it is a link to a
// page that offers the same thing, so it is never a dead button.
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useDialogOpener } from '../hooks/useDialogOpener';
import { useHydrated } from '../hooks/useHydrated';
import { linkAsButton } from '../ui/link-button';
import { DIALOG_OPENER_ATTRIBUTE, DIALOG_READY_ATTRIBUTE } from './opener';
import type { PositionedDialogProps } from './PositionedDialog';

export type OpenedDialogProps = Pick<PositionedDialogProps, 'open' | 'onClose' | 'position' | 'returnFocusTo'>;

interface Props {
  label: string;
  className: string;
  fallbackHref: string;
  /**
   * The dialog module's loader: run on intent (pointer over the button, a touch, keyboard focus) and, with
   * `prefetchWhenIdle`, once the page is idle, so a tap only has to render the dialog.
   */
  prefetch: () => Promise<unknown>;
  /**
   * Load the dialog's module at idle, whether or not anyone taps. A booking button does not: the page's native
   * booking dialog answers a tap that comes before the module, and the module's bytes stay off the idle page.
   */
  prefetchWhenIdle?: boolean;
  renderDialog: (props: OpenedDialogProps) => ReactNode;
  /** Data attributes for the browser's first script (what the native booking dialog needs), as the server wrote them. */
  openerData?: Record<`data-${string}`, string>;
}

export function DialogButton({
  label,
  className,
  fallbackHref,
  prefetch,
  prefetchWhenIdle = true,
  renderDialog,
  openerData,
}: Props) {
  const hydrated = useHydrated();
  const { open, position, openerRef, openFrom, close } = useDialogOpener();
  // Whether the dialog's module is here, so a tap renders it at once; until then the entry may answer the tap.
  const [ready, setReady] = useState(false);
  const warmUp = useCallback(
    () =>
      void prefetch().then(
        () => setReady(true),
        () => undefined,
      ),
    [prefetch],
  );

  // Once the page is idle, load and evaluate the dialog's module in a task of its own, so a tap only renders it.
  useEffect(() => {
    if (!prefetchWhenIdle || !('requestIdleCallback' in window)) return;
    const id = requestIdleCallback(warmUp, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }, [prefetchWhenIdle, warmUp]);

  // One element from the server render on: before hydration (and without JavaScript) a link to the fallback page;
  // once hydrated, the same element acts as a button. Swapping in a new <button> would repaint the call-to-action,
  // often the largest thing on screen, and delay the page's largest contentful paint.
  const behaviour = hydrated
    ? {
        ...linkAsButton(openFrom),
        'aria-haspopup': 'dialog' as const,
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
        {...openerData}
        {...{ [DIALOG_OPENER_ATTRIBUTE]: '' }}
        {...(hydrated && ready ? { [DIALOG_READY_ATTRIBUTE]: '' } : {})}
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
