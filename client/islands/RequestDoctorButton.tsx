// Request Specific Doctor: opens the request dialog; a link to the request page without JavaScript.
import { lazy } from 'react';
import { DialogButton } from '../dialog/DialogButton';

export interface RequestDoctorButtonProps {
  label: string;
  fallbackHref: string;
  className: string;
}

const loadDialog = () => import('../request/RequestDoctorDialog');
const RequestDoctorDialog = lazy(loadDialog);

export default function RequestDoctorButton(button: RequestDoctorButtonProps) {
  return (
    <DialogButton
      {...button}
      prefetch={loadDialog}
      renderDialog={(dialog) => <RequestDoctorDialog {...dialog} action={button.fallbackHref} />}
    />
  );
}
