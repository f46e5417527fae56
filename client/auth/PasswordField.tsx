import { useState } from 'react';
import { PASSWORD_LIMIT } from '../../shared/auth/validation';
import { useHydrated } from '../hooks/useHydrated';

// The site's one field style (UnoCSS shortcuts in uno.config.ts).
export const FIELD_INPUT = 'field-input';
export const FIELD_LABEL = 'field-label';

interface Props {
  id: string;
  name: string;
  label: string;
  /** The toggle's words: Show and Hide, and the field's name read after them by screen readers. */
  toggle: { show: string; hide: string; field: string };
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle (the toggle needs JavaScript, so it appears once hydrated). */
export function PasswordField({ id, name, label, toggle, autoComplete }: Props) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          maxLength={PASSWORD_LIMIT}
          className={`${FIELD_INPUT} pr-20`}
        />
        {hydrated && (
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-pressed={visible}
            aria-controls={id}
            className="absolute inset-y-0 right-1 my-1 min-w-16 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {visible ? toggle.hide : toggle.show}
            <span className="sr-only">{toggle.field}</span>
          </button>
        )}
      </div>
    </div>
  );
}
