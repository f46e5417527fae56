/** The small down arrow of a disclosure (menus, account menu, FAQ); it turns over while its <details> is open. */
export function Chevron({ turns = true, className = '' }: { turns?: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      fill="currentColor"
      className={`shrink-0 ${turns ? 'group-open:rotate-180' : ''} ${className}`.trim()}
    >
      <path d="M2 4l4 4 4-4z" />
    </svg>
  );
}
