// A request form that sits on a page (the contact message, the privacy request, the refund request). The server
// renders it, and renders it again with its problems when JavaScript is off; once hydrated it is sent with fetch,
// and a stored request is acknowledged with a toast and its reference.
import type { FieldProblem, RequestKind } from '../../shared/requests/kinds';
import type { ConsentKind } from '../forms/FormSafeguards';
import { RequestForm } from '../forms/RequestForm';
import { useRequestSubmit } from '../forms/useRequestSubmit';

export interface PageRequestFormProps {
  kind: Extract<RequestKind, ConsentKind>;
  action: string;
  token: string;
  submitLabel: string;
  defaults?: Record<string, string>;
  problems?: Partial<Record<string, FieldProblem>>;
  message?: string;
}

export default function PageRequestForm({
  kind,
  action,
  token: initialToken,
  submitLabel,
  defaults,
  problems: initialProblems,
  message,
}: PageRequestFormProps) {
  const { busy, problems, token, submit, revise } = useRequestSubmit(kind, { initialToken, initialProblems });
  return (
    <RequestForm
      kind={kind}
      action={action}
      idPrefix={`${kind}-form`}
      token={token}
      consent={kind}
      submitLabel={submitLabel}
      defaults={defaults}
      problems={problems}
      message={message}
      busy={busy}
      onSubmit={submit}
      onRevise={revise}
    />
  );
}
