// A dialog as plain HTML inside a <template>, for a tap that comes before React can open its own: the browser's
// first script shows it as a modal <dialog> (client/dialog/shell.ts). Same panel, title, description and
// close button as the React dialog (client/dialog/PositionedDialog.tsx), so the two look and read alike.
import type { ReactNode } from 'react';
import { NATIVE_FORM_KIND_ATTRIBUTE, SHELL_PART_ATTRIBUTE } from '../../shared/dialog/opener';
import { DIALOG_CLOSE, DIALOG_DESCRIPTION, DIALOG_PANEL, DIALOG_TITLE } from '../../shared/dialog/panel';
import type { RequestKind } from '../../shared/requests/kinds';
import { usePage } from '../render/page-context';

interface Props {
  /** The template's id, named by the buttons that open it. */
  templateId: string;
  /** The prefix of the ids inside the dialog. */
  idPrefix: string;
  title: string;
  description: string;
  /** Marks the description as the line the script fills in with the tapped button's topic. */
  topicLine?: boolean;
  /** The kind of request its form sends: the script checks and sends it in the background. */
  formKind: RequestKind;
  children: ReactNode;
}

/** The mark on a control that closes the native dialog (the close button; a form's Cancel). */
export const CLOSES_SHELL = { [SHELL_PART_ATTRIBUTE]: 'close' };

export function NativeDialogShell({
  templateId,
  idPrefix,
  title,
  description,
  topicLine = false,
  formKind,
  children,
}: Props) {
  const { t } = usePage();
  return (
    <template id={templateId}>
      <dialog
        aria-modal="true"
        aria-labelledby={`${idPrefix}-title`}
        aria-describedby={`${idPrefix}-description`}
        {...{ [NATIVE_FORM_KIND_ATTRIBUTE]: formKind }}
        className={`${DIALOG_PANEL} native-dialog`}
      >
        <h2 id={`${idPrefix}-title`} className={DIALOG_TITLE}>
          {title}
        </h2>
        <p
          id={`${idPrefix}-description`}
          className={DIALOG_DESCRIPTION}
          {...(topicLine ? { [SHELL_PART_ATTRIBUTE]: 'topic' } : {})}
        >
          {description}
        </p>
        <div className="mt-5">{children}</div>
        <button type="button" aria-label={t.dialog.close} className={DIALOG_CLOSE} {...CLOSES_SHELL}>
          <span aria-hidden="true">×</span>
        </button>
      </dialog>
    </template>
  );
}
