// A form field for server-rendered forms: label, control, hint and the field's own error message. The label, control
// and hint come from client/ui/Field, which the islands share (browser code never imports the Worker's), so every
// field has one look; this adds the error under the control, announced with it through aria-describedby.
import { cloneElement } from 'react';
import { Field as ControlField, type FieldProps as ControlFieldProps } from '../../client/ui/Field';

export interface FieldProps extends ControlFieldProps {
  /** What is wrong with the value as sent, in words; shown under the control and marks it invalid. */
  error?: string;
}

export function Field({ error, hint, invalid = false, children, ...props }: FieldProps) {
  if (!error)
    return (
      <ControlField {...props} hint={hint} invalid={invalid}>
        {children}
      </ControlField>
    );
  const hintId = hint ? `${props.id}-hint` : undefined;
  const errorId = `${props.id}-error`;
  const described = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div>
      <ControlField {...props} invalid>
        {cloneElement(children, { 'aria-describedby': described })}
      </ControlField>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <p id={errorId} className="field-error">
        {error}
      </p>
    </div>
  );
}
