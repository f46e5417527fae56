// A message box in one of two tones. Errors are announced at once (role="alert"); information politely
// (role="status"). Used by server pages and islands alike, so it lives in the browser wing (src/ may import it).
import type { ReactNode } from 'react';

export interface AlertProps {
  tone: 'error' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Alert({ tone, title, children, className = '' }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${tone === 'error' ? 'alert-error' : 'alert-info'} ${className}`}
    >
      {title && <p className="m-0 font-semibold">{title}</p>}
      {children && <div className={title ? 'mt-1' : undefined}>{children}</div>}
    </div>
  );
}
