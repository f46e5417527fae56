import { useState } from 'react';
import { useHydrated } from '../hooks/useHydrated';

export const FIELD_INPUT =
  'mt-1 block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-700 focus:outline focus:outline-2 focus:outline-brand-700';
export const FIELD_LABEL = 'block text-sm font-semibold text-ink-700';

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
