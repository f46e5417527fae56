// Request Specific Doctor: a valid request is stored, then the spec's confirmation toast (with the reference),
// the form cleared and the dialog closed. An invalid one keeps the dialog open with its problems marked.
import { useState } from 'react';
import { accountPrefill } from '../account/prefill';
import type { OpenedDialogProps } from '../dialog/DialogButton';
import { PositionedDialog } from '../dialog/PositionedDialog';
import { RequestForm } from '../forms/RequestForm';
import { useRequestSubmit } from '../forms/useRequestSubmit';
import { useWords } from '../i18n/words';

type Props = OpenedDialogProps & {
  /** Where the form posts: the request page of the page's language. */
  action: string;
};

export default function RequestDoctorDialog({ action, ...dialog }: Props) {
  const t = useWords();
  const { busy, problems, token, submit, revise } = useRequestSubmit('doctor', { onStored: dialog.onClose });
  // Signed in: the account's own name and mobile, read once when the dialog opens.
  const [prefill] = useState(accountPrefill);
  return (
    <PositionedDialog {...dialog} title={t.request.title} description={t.request.description}>
      <RequestForm
        kind="doctor"
        action={action}
        idPrefix="request-dialog"
        token={token}
        consent="callback"
        submitLabel={t.request.submit}
        defaults={prefill}
        problems={problems}
        busy={busy}
        onSubmit={submit}
        onRevise={revise}
      >
        <button type="button" className="btn-outline" onClick={dialog.onClose}>
          {t.request.cancel}
        </button>
      </RequestForm>
    </PositionedDialog>
  );
}
