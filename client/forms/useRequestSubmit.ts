// Sends a request form from an island without a page load: the same rules as the server for an instant answer,
// a busy state, the problems shown on their fields (each taken away once no longer true of what is typed), and a
// toast with the reference once the request is stored.
// The one-time token is kept until the request is stored, so sending again after a dropped connection stores once.
import { useState, type FormEvent } from 'react';
import { withReference } from '../../shared/requests/acknowledge';
import { postRequest } from './post-request';
import { newFormToken } from '../../shared/requests/token';
import {
  onlyMissing,
  problemRemains,
  validateRequest,
  type FieldProblem,
  type RequestKind,
} from '../../shared/requests/kinds';
import { useWords } from '../i18n/words';
import { notify } from '../notify';

type Problems = Partial<Record<string, FieldProblem>>;

function focusFirst(form: HTMLFormElement, problems: Problems) {
  const first = Object.keys(problems)[0];
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

export interface RequestSubmitOptions {
  onStored?: (reference: string) => void;
  /** A form the server rendered: its token and the problems it found, so hydration matches. */
  initialToken?: string;
  initialProblems?: Problems;
}

export function useRequestSubmit(
  kind: RequestKind,
  { onStored, initialToken, initialProblems }: RequestSubmitOptions = {},
) {
  const t = useWords();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>(initialProblems ?? {});
  const [token, setToken] = useState(() => initialToken ?? newFormToken());

  function showProblems(form: HTMLFormElement, found: Problems) {
    setProblems(found);
    notify(onlyMissing(found) ? t.forms.missing : t.forms.invalid);
    focusFirst(form, found);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const checked = validateRequest(kind, (name) => data.get(name));
    if (!checked.ok) {
      showProblems(form, checked.problems);
      return;
    }
    setBusy(true);
    setProblems({});
    const reply = await postRequest(form.action, data);
    setBusy(false);
    if (reply?.ok) {
      notify(withReference(t.forms.submitted[kind], reply.reference, t.forms.reference));
      form.reset();
      setToken(newFormToken());
      onStored?.(reply.reference);
    } else if (reply?.problems) {
      showProblems(form, reply.problems);
    } else {
      notify(reply?.message ? { ...t.forms.failed, description: reply.message } : t.forms.failed);
    }
  }

  /** A change to a field takes its message away once that message is no longer true (problemRemains). */
  function revise(event: FormEvent<HTMLFormElement>) {
    const field = event.target;
    if (
      !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
    )
      return;
    const problem = problems[field.name];
    if (!problem || problemRemains(kind, field.name, field.value, problem)) return;
    setProblems(({ [field.name]: _gone, ...rest }) => rest);
  }

  return { busy, problems, token, submit, revise };
}
