import { useState, type FormEvent } from 'react';
import type { OpenedDialogProps } from '../dialog/DialogButton';
import { PositionedDialog } from '../dialog/PositionedDialog';
import { DOCTOR_REQUEST_MISSING, DOCTOR_REQUEST_SUBMITTED } from '../../shared/messages';
import { notify } from '../notify';
import { validateDoctorRequest, type DoctorRequestField } from '../../shared/requests/doctor-request';
import { RequestDoctorFields } from './RequestDoctorFields';

type Props = OpenedDialogProps;

/** Client-side only, as the spec says: a valid request shows the confirmation toast, clears and closes. */
export default function RequestDoctorDialog(dialog: Props) {
  const [invalid, setInvalid] = useState<DoctorRequestField[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const result = validateDoctorRequest((field) => data.get(field));
    if (!result.ok) {
      const fields = [...result.missing, ...result.tooLong];
      setInvalid(fields);
      notify(DOCTOR_REQUEST_MISSING);
      form.querySelector<HTMLElement>(`[name="${fields[0]}"]`)?.focus();
      return;
    }
    notify(DOCTOR_REQUEST_SUBMITTED);
    form.reset();
    setInvalid([]);
    dialog.onClose();
  }

  return (
    <PositionedDialog
      {...dialog}
      title="Request Specific Doctor"
      description="Tell us the specialist you need. Our team will contact you within 24 hours."
    >
      <form onSubmit={submit} noValidate>
        {invalid.length > 0 && (
          <p role="alert" className="mb-4 rounded-lg border-l-4 border-red-700 bg-red-50 px-3 py-2 text-red-900">
            {DOCTOR_REQUEST_MISSING.description}
          </p>
        )}
        <RequestDoctorFields idPrefix="request-dialog" invalid={invalid} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={dialog.onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary">
            Submit Request
          </button>
        </div>
      </form>
    </PositionedDialog>
  );
}
