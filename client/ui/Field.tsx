// A labelled form field: label, control, optional hint, the required/optional mark and the field's own error, with
// the one field style. The control is passed in so any input, textarea or select keeps its own attributes; Field
// wires the ids, and the hint and error are announced with the control through aria-describedby.
import { cloneElement, type ReactElement } from 'react';

export interface FieldProps {
  id: string;
  label: string;
  /** Shown after the label for an optional field (e.g. " (optional)"); required fields get an asterisk. */
  optionalText?: string;
  required?: boolean;
  /** Show the asterisk on a required field (forms where every field is required may leave it out). */
  markRequired?: boolean;
  hint?: string;
  invalid?: boolean;
  /** What is wrong with the value as sent, in words; shown under the control and marks it invalid. */
  error?: string;
  children: ReactElement<Record<string, unknown>>;
}

export function Field({
  id,
  label,
  optionalText,
  required = false,
  markRequired = true,
  hint,
  invalid = false,
  error,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ');
  // Only what Field decides; the control's own attributes stay as given.
  const wired: Record<string, unknown> = { id, className: 'field-input' };
  if (required) wired.required = true;
  if (invalid || error) wired['aria-invalid'] = true;
  if (described) wired['aria-describedby'] = described;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required
          ? markRequired && <span aria-hidden="true"> *</span>
          : optionalText && <span className="font-normal text-ink-600">{optionalText}</span>}
      </label>
      {cloneElement(children, wired)}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
