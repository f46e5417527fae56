// The contact page's message form. The server renders it (and re-renders it with its problems when JavaScript is
// off); once hydrated it is sent with fetch, and a stored message is acknowledged with a toast and its reference.
import type { FieldProblem } from '../../shared/requests/kinds';
import { RequestForm } from '../forms/RequestForm';
import { useRequestSubmit } from '../forms/useRequestSubmit';
import { useWords } from '../i18n/words';

export interface ContactFormProps {
  action: string;
  token: string;
  defaults?: Record<string, string>;
  problems?: Partial<Record<string, FieldProblem>>;
  message?: string;
}

export default function ContactForm({
  action,
  token: initialToken,
  defaults,
  problems: initialProblems,
  message,
}: ContactFormProps) {
  const t = useWords();
  const { busy, problems, token, submit } = useRequestSubmit('contact', { initialToken, initialProblems });
  return (
    <RequestForm
      kind="contact"
      action={action}
      idPrefix="contact"
      token={token}
      consent="contact"
      submitLabel={t.forms.contact.submit}
      defaults={defaults}
      problems={problems}
      message={message}
      busy={busy}
      onSubmit={submit}
    />
  );
}
