// A labelled form field: label, control, optional hint and the required/optional mark, with the one field style.
// The control is passed in so any input, textarea or select keeps its own attributes; Field wires the ids.
import { cloneElement, type ReactElement } from 'react';

export interface FieldProps {
  id: string;
  label: string;
  /** Shown after the label for an optional field (e.g. " (optional)"); required fields get an asterisk. */
  optionalText?: string;
  required?: boolean;
  hint?: string;
  invalid?: boolean;
  children: ReactElement<Record<string, unknown>>;
}

export function Field({ id, label, optionalText, required = false, hint, invalid = false, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          optionalText && <span className="font-normal text-ink-600">{optionalText}</span>
        )}
      </label>
      {cloneElement(children, {
        id,
        className: 'field-input',
        required: required || undefined,
        'aria-invalid': invalid || undefined,
        'aria-describedby': hintId,
      })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
