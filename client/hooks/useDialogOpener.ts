import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { activationPoint, type Point } from '../dialog/placement';

/** Open state of a dialog plus the position of the click that opened it; closing clears both. */
export function useDialogOpener() {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<Point | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  const openFrom = useCallback((event: MouseEvent<HTMLButtonElement>) => {
    setPosition(activationPoint(event, event.currentTarget));
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setPosition(null);
  }, []);

  return { open, position, openerRef, openFrom, close };
}
