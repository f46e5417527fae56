// The Request Specific Doctor dialog as plain HTML, carried by a page with that button for a tap that comes before
// React can open its own dialog. The script checks and sends its form in the background as React's dialog does
// (client/dialog/native-form.ts); its action, the request page, is where it would post if that script were missing.
import { NATIVE_DIALOG_IDS } from '../../shared/dialog/opener';
import { RequestForm } from '../render/islands';
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
      formKind="doctor"
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
