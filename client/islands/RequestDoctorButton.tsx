// Request Specific Doctor: opens the request dialog; a link to the request page without JavaScript. A tap before
// React's dialog is ready gets the page's native copy of it (client/dialog/shell.ts); its module loads on intent.
import { DialogButton } from '../dialog/DialogButton';
import { NATIVE_DIALOG_ATTRIBUTE, NATIVE_DIALOG_IDS } from '../../shared/dialog/opener';
import { preloadable } from '../dialog/preloadable';

export interface RequestDoctorButtonProps {
  label: string;
  fallbackHref: string;
  className: string;
}

const { Component: RequestDoctorDialog, preload } = preloadable(() => import('../request/RequestDoctorDialog'));

export default function RequestDoctorButton(button: RequestDoctorButtonProps) {
  return (
    <DialogButton
      {...button}
      prefetch={preload}
      openerData={{ [NATIVE_DIALOG_ATTRIBUTE]: NATIVE_DIALOG_IDS.requestDoctor }}
      renderDialog={(dialog) => <RequestDoctorDialog {...dialog} action={button.fallbackHref} />}
    />
  );
}
