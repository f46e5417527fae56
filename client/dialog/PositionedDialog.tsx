// A modal dialog (Radix) placed near the control that opened it, or centred when it has no position.
// Escape, the close button and a click on the backdrop close it; focus is trapped inside and returned to the opener.
import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useWords } from '../i18n/words';
import {
  DIALOG_BACKDROP,
  DIALOG_CLOSE,
  DIALOG_DESCRIPTION,
  DIALOG_PANEL,
  DIALOG_TITLE,
} from '../../shared/dialog/panel';
import { placeDialog, type Point } from '../../shared/dialog/placement';

export interface PositionedDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where the opening click happened; null centres the dialog. */
  position: Point | null;
  /** The control to focus again when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

export function PositionedDialog({
  open,
  onClose,
  position,
  returnFocusTo,
  title,
  description,
  children,
}: PositionedDialogProps) {
  // A state ref, not useRef: the portal mounts the panel a render after the dialog opens, and placement has to
  // run again when it appears.
  const t = useWords();
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [placed, setPlaced] = useState<Point | null>(null);

  useLayoutEffect(() => {
    if (!open || !position || !panel) {
      setPlaced(null);
      return;
    }
    const place = () => {
      const { width, height } = panel.getBoundingClientRect();
      setPlaced(placeDialog(position, { width, height }, { width: window.innerWidth, height: window.innerHeight }));
    };
    place();
    // The panel's own size can change after the first measure (text wrapping once fonts settle, a lazy part
    // arriving); place it again whenever it does, as when the window changes. Committed at once: a resize observer
    // runs before the frame is painted, and a placement left to React's next task would show a frame (or let a
    // script read one) with the grown panel still at its old place, past the window's edge.
    const placeNow = () => flushSync(place);
    const resized = new ResizeObserver(placeNow);
    resized.observe(panel);
    window.addEventListener('resize', placeNow);
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', placeNow);
    };
  }, [open, position, panel]);

  // Until measured (the same frame, before paint) the panel sits at the corner; it stays visible so that Radix
  // can move focus into it.
  const style: CSSProperties | undefined = position ? { left: placed?.x ?? 0, top: placed?.y ?? 0 } : undefined;
  const centred = position ? '' : ' left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2';

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="dialog-backdrop" className={DIALOG_BACKDROP} />
        <Dialog.Content
          ref={setPanel}
          style={style}
          className={DIALOG_PANEL + centred}
          onInteractOutside={(event) => {
            // Closing a toast (a click on it, or focus moving to its close button) is not leaving the dialog.
            if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]'))
              event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo.current;
            if (opener) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <Dialog.Title className={DIALOG_TITLE}>{title}</Dialog.Title>
          <Dialog.Description className={DIALOG_DESCRIPTION}>{description}</Dialog.Description>
          <div className="mt-5">{children}</div>
          <Dialog.Close aria-label={t.dialog.close} className={DIALOG_CLOSE}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
