// Request Specific Doctor: opens the request dialog; a link to the request page without JavaScript.
import { DialogButton } from '../dialog/DialogButton';
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
      renderDialog={(dialog) => <RequestDoctorDialog {...dialog} action={button.fallbackHref} />}
    />
  );
}
