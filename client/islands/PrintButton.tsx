// Print or save a policy page as a PDF. Without JavaScript it is a link to the page's printable view; hydrated, it
// opens the browser's print dialog (which offers Save as PDF), with the print stylesheet leaving out the header,
// footer, menus and buttons.
import { useHydrated } from '../hooks/useHydrated';

export interface PrintButtonProps {
  /** The printable view of the page, for browsers without JavaScript. */
  href: string;
  label: string;
  className: string;
}

export default function PrintButton({ href, label, className }: PrintButtonProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={href} className={className}>
        {label}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      {label}
    </button>
  );
}
