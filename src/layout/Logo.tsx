import { BRAND_MARK_COLOR } from '../../shared/theme';

export function Logo({ siteName, href }: { siteName: string; href: string }) {
  return (
    <a href={href} className="flex min-h-11 items-center gap-2 text-lg font-extrabold text-brand-800 no-underline">
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="8" fill={BRAND_MARK_COLOR} />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span>{siteName}</span>
    </a>
  );
}
