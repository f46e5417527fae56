// Print or save a policy page as a PDF. Without JavaScript it is a link to the page's printable view; hydrated, the
// same element opens the browser's print dialog (which offers Save as PDF), with the print stylesheet leaving out the
// header, footer, menus and buttons. Keeping one element, rather than swapping the link for a <button>, means
// hydration repaints nothing: the button is often the largest thing on screen when the page first paints.
import { useHydrated } from '../hooks/useHydrated';
import { linkAsButton } from '../ui/link-button';

export interface PrintButtonProps {
  /** The printable view of the page, for browsers without JavaScript. */
  href: string;
  label: string;
  className: string;
}

export default function PrintButton({ href, label, className }: PrintButtonProps) {
  const hydrated = useHydrated();
  const behaviour = hydrated ? linkAsButton(() => window.print()) : {};
  return (
    <a href={href} className={className} {...behaviour}>
      {label}
    </a>
  );
}
