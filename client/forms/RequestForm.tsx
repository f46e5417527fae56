// A request form: the problems (if any) at the top, the kind's fields, the safeguards and the buttons. The server
// renders it for pages without JavaScript (posting to `action`, re-rendered with its problems); islands render the
// same form and send it with fetch through `onSubmit`.
import type { FormEvent, ReactNode } from 'react';
import { onlyMissing, type FieldProblem, type RequestKind } from '../../shared/requests/kinds';
import { useWords } from '../i18n/words';
import { Alert } from '../ui/Alert';
import { FormSafeguards, type ConsentKind } from './FormSafeguards';
import { RequestFields } from './RequestFields';

export interface RequestFormProps {
  kind: RequestKind;
  action: string;
  idPrefix: string;
  token: string;
  consent: ConsentKind;
  submitLabel: string;
  topic?: string;
  defaults?: Partial<Record<string, string>>;
  problems?: Partial<Record<string, FieldProblem>>;
  /** A refusal of the whole form (too many requests, the store unavailable), in words. */
  message?: string;
  busy?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** A field changed: the form may take away a message that is no longer true. */
  onRevise?: (event: FormEvent<HTMLFormElement>) => void;
  /** Buttons before the submit button (Cancel). */
  children?: ReactNode;
}

export function RequestForm({
  kind,
  action,
  idPrefix,
  token,
  consent,
  submitLabel,
  topic,
  defaults,
  problems = {},
  message,
  busy = false,
  onSubmit,
  onRevise,
  children,
}: RequestFormProps) {
  const t = useWords();
  const hasProblems = Object.keys(problems).length > 0;
  const summary = hasProblems ? (onlyMissing(problems) ? t.forms.missing : t.forms.invalid) : null;
  return (
    // The server checks every field and answers in words; the browser's own bubbles would say less, in its language.
    <form method="post" action={action} onSubmit={onSubmit} onChange={onRevise} noValidate>
      {(summary || message) && (
        <Alert tone="error" title={summary?.title} className="mb-4">
          {message ?? summary?.description}
        </Alert>
      )}
      <RequestFields kind={kind} idPrefix={idPrefix} defaults={defaults} problems={problems} />
      <FormSafeguards token={token} consent={consent} idPrefix={idPrefix} topic={topic} />
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        {children}
        <button type="submit" className="btn-primary" aria-disabled={busy}>
          {busy ? t.forms.sending : submitLabel}
        </button>
      </div>
    </form>
  );
}
