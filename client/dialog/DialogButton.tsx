// A call-to-action that opens a lazily loaded dialog. Without JavaScript (and until hydration) it is a link to a
// page that offers the same thing, so it is never a dead button.
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useDialogOpener } from '../hooks/useDialogOpener';
import { useHydrated } from '../hooks/useHydrated';
import { linkAsButton } from '../ui/link-button';
import { DIALOG_OPENER_ATTRIBUTE, DIALOG_READY_ATTRIBUTE } from '../../shared/dialog/opener';
import type { PositionedDialogProps } from './PositionedDialog';

export type OpenedDialogProps = Pick<PositionedDialogProps, 'open' | 'onClose' | 'position' | 'returnFocusTo'>;

interface Props {
  label: string;
  className: string;
  fallbackHref: string;
  /**
   * The dialog module's loader, run on intent (pointer over the button, a touch, keyboard focus) so a tap only has
   * to render the dialog. Not at idle: the page's native copy of the dialog answers a tap that comes before the
   * module, and the module's bytes stay off the page of everyone who never taps.
   */
  prefetch: () => Promise<unknown>;
  renderDialog: (props: OpenedDialogProps) => ReactNode;
  /** Data attributes for the browser's first script (which native dialog to show, and what fills it in). */
  openerData?: Record<`data-${string}`, string>;
}

export function DialogButton({ label, className, fallbackHref, prefetch, renderDialog, openerData }: Props) {
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
