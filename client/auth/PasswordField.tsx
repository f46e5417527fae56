import { useState } from 'react';
import { useHydrated } from '../hooks/useHydrated';

// The site's one field style (UnoCSS shortcuts in uno.config.ts).
export const FIELD_INPUT = 'field-input';
export const FIELD_LABEL = 'field-label';

interface Props {
  id: string;
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle (the toggle needs JavaScript, so it appears once hydrated). */
export function PasswordField({ id, name, label, autoComplete }: Props) {
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
          maxLength={72}
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
            {visible ? 'Hide' : 'Show'}
            <span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        )}
      </div>
    </div>
  );
}
