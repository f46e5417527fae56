// "Reset Your Password" on the patient login: email, Cancel, Send Reset Link; closes on success. Its words come from
// the login island, in the page's language.
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import type { LoginFormWords } from '../../shared/i18n/en/auth';
import { notify } from '../notify';
import { FIELD_INPUT, FIELD_LABEL } from './PasswordField';
import { type SubmitMessages, useAuthSubmit } from './useAuthSubmit';
import { checkResetEmail } from '../../shared/auth/validation';

interface Props {
  email: string;
  /** The reset endpoint in the page's language. */
  action: string;
  words: { email: string; reset: LoginFormWords['reset'] };
  messages: SubmitMessages;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

export default function ResetPasswordDialog({ email, action, words, messages, onClose, returnFocusTo }: Props) {
  const { busy, submit } = useAuthSubmit({
    check: (field) => checkResetEmail(field),
    messages,
    onError: (message) => notify({ variant: 'error', title: message }),
    onSuccess: onClose,
  });
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-[28rem] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          onPointerDownOutside={(event) => {
            if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]'))
              event.preventDefault();
          }}
        >
          <Dialog.Title className="text-xl font-bold text-ink-900">{words.reset.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-ink-600">{words.reset.description}</Dialog.Description>
          <form method="post" action={action} onSubmit={submit} noValidate className="mt-4 grid gap-4">
            <div>
              <label htmlFor="reset-email" className={FIELD_LABEL}>
                {words.email}
              </label>
              <input
                id="reset-email"
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={email}
                className={FIELD_INPUT}
              />
            </div>
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className="btn-outline">{words.reset.cancel}</Dialog.Close>
              <button type="submit" className="btn-primary" disabled={busy}>
                {busy ? words.reset.sending : words.reset.send}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
