// The Request Specific Doctor dialog as plain HTML, carried by a page with that button for a tap that comes before
// React can open its own dialog. Its form posts as the request page's does without JavaScript: a refused form comes
// back on that page with what is wrong, a stored one brings the visitor back to the doctors with the reference.
import { NATIVE_DIALOG_IDS } from '../../client/dialog/opener';
import { RequestForm } from '../../client/forms/RequestForm';
import { pageDef } from '../site-map/registry';
import { usePage } from '../render/page-context';
import { CLOSES_SHELL, NativeDialogShell } from './NativeDialogShell';

const ID = 'request-doctor-shell';

export function RequestDoctorDialogShell() {
  const { t, locale } = usePage();
  return (
    <NativeDialogShell
      templateId={NATIVE_DIALOG_IDS.requestDoctor}
      idPrefix={ID}
      title={t.request.title}
      description={t.request.description}
    >
      {/* The token is written in the browser when the dialog opens: this copy of the page is shared by everyone. */}
      <RequestForm
        kind="doctor"
        action={pageDef('doctor-request', locale).path}
        idPrefix={`${ID}-form`}
        token=""
        consent="callback"
        submitLabel={t.request.submit}
      >
        <button type="button" className="btn-outline" {...CLOSES_SHELL}>
          {t.request.cancel}
        </button>
      </RequestForm>
    </NativeDialogShell>
  );
}
