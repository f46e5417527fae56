// A link that acts as a button once hydrated: the server's <a> (which works without JavaScript) stays the same
// element, so hydration repaints nothing, and it gains a button's role, its click and the Space key.
import type { KeyboardEvent, MouseEvent } from 'react';

/** Props that make a hydrated link act as a button running `activate` instead of following its address. */
export function linkAsButton(activate: (event: MouseEvent<HTMLAnchorElement>) => void) {
  return {
    role: 'button',
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      activate(event);
    },
    // A link answers Enter only; a button also answers Space.
    onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      event.currentTarget.click();
    },
  };
}
