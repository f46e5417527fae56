import { useState, type FormEvent } from 'react';
import type { OpenedDialogProps } from '../dialog/DialogButton';
import { PositionedDialog } from '../dialog/PositionedDialog';
import { useWords } from '../i18n/words';
import { notify } from '../notify';
import { validateDoctorRequest, type DoctorRequestField } from '../../shared/requests/doctor-request';
import { Alert } from '../ui/Alert';
import { RequestDoctorFields } from './RequestDoctorFields';

type Props = OpenedDialogProps;

/** Client-side only, as the spec says: a valid request shows the confirmation toast, clears and closes. */
export default function RequestDoctorDialog(dialog: Props) {
  const t = useWords();
  const [invalid, setInvalid] = useState<DoctorRequestField[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const result = validateDoctorRequest((field) => data.get(field));
    if (!result.ok) {
      const fields = [...result.missing, ...result.tooLong];
      setInvalid(fields);
      notify(t.request.missing);
      form.querySelector<HTMLElement>(`[name="${fields[0]}"]`)?.focus();
      return;
    }
    notify(t.request.submitted);
    form.reset();
    setInvalid([]);
    dialog.onClose();
  }

  return (
    <PositionedDialog {...dialog} title={t.request.title} description={t.request.description}>
      <form onSubmit={submit} noValidate>
        {invalid.length > 0 && (
          <Alert tone="error" className="mb-4">
            {t.request.missing.description}
          </Alert>
        )}
        <RequestDoctorFields idPrefix="request-dialog" invalid={invalid} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={dialog.onClose}>
            {t.request.cancel}
          </button>
          <button type="submit" className="btn-primary">
            {t.request.submit}
          </button>
        </div>
      </form>
    </PositionedDialog>
  );
}
