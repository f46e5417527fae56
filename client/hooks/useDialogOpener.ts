import { startTransition, useCallback, useRef, useState, type MouseEvent } from 'react';
import { openingPoint, type Point } from '../../shared/dialog/placement';

/** Open state of a dialog plus the position of the click that opened it; closing clears both. */
export function useDialogOpener() {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<Point | null>(null);
  const openerRef = useRef<HTMLAnchorElement>(null);

  const openFrom = useCallback((event: MouseEvent<HTMLElement>) => {
    const point = openingPoint(event, event.currentTarget, window.innerWidth);
    // Rendered as a transition, the dialog's tree is built in slices that each leave the browser free to answer,
    // rather than in one task inside the tap (70-180 ms on a budget phone).
    startTransition(() => {
      setPosition(point);
      setOpen(true);
    });
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setPosition(null);
  }, []);

  return { open, position, openerRef, openFrom, close };
}
