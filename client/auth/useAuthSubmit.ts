import { useState, type FormEvent } from 'react';
import { notify } from '../notify';
import { AUTH_JSON, type AuthReply, type SubmitMessages } from '../../shared/auth/protocol';

export type { SubmitMessages };
import type { AuthProblem, Checked, Field } from '../../shared/auth/validation';

/** The spec's pause between the success toast and the move to the next page. */
export const REDIRECT_DELAY_MS = 500;

interface Options {
  /** The same rules the server applies to `action`, for an instant answer. */
  check?: (field: Field, action: string) => Checked<unknown> | null;
  messages: SubmitMessages;
  onError: (message: string) => void;
  onSuccess?: (reply: Extract<AuthReply, { ok: true }>, form: HTMLFormElement) => void;
}

async function post(action: string, body: FormData, unavailable: string): Promise<AuthReply> {
  try {
    const response = await fetch(action, { method: 'POST', body, headers: { Accept: AUTH_JSON } });
    if (!response.headers.get('Content-Type')?.includes(AUTH_JSON)) {
      return { ok: false, error: response.status === 429 ? await response.text() : unavailable };
    }
    return (await response.json()) as AuthReply;
  } catch {
    return { ok: false, error: unavailable };
  }
}

/** Sends a sign-in area form without a page load: busy state, validation, toast and redirect. */
export function useAuthSubmit({ check, messages, onError, onSuccess }: Options) {
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const action = submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '';
    const data = new FormData(form);
    const checked = check?.((name) => data.get(name) ?? undefined, action) ?? null;
    if (checked && !checked.ok) {
      onError(messages.problems[checked.problem]);
      return;
    }
    setBusy(true);
    const reply = await post(action, data, messages.unavailable);
    if (!reply.ok) {
      setBusy(false);
      onError(reply.error);
      return;
    }
    if (reply.toast) notify(reply.toast);
    onSuccess?.(reply, form);
    if (reply.redirect) {
      const target = reply.redirect;
      window.setTimeout(() => window.location.assign(target), REDIRECT_DELAY_MS);
    } else {
      setBusy(false);
    }
  }

  return { busy, submit };
}
