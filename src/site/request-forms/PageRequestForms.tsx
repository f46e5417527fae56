// The request forms that sit on pages: the contact message, the privacy request and the refund request. Each is a
// fresh form, or the one just refused (without JavaScript) with what was typed and what is wrong.
import { newFormToken } from '../../../shared/requests/token';
import { localizedPath } from '../../../shared/i18n/locales';
import type { RequestKind } from '../../../shared/requests/kinds';
import { usePage } from '../../render/page-context';
import { PageRequestFormIsland } from '../../render/islands';
import { useFormState } from './form-state';

export type PageFormKind = Extract<RequestKind, 'contact' | 'privacy' | 'refund'>;

/** Where each form posts (in English; the page's language is added). */
export const PAGE_FORM_PATHS: Record<PageFormKind, string> = {
  contact: '/contact',
  privacy: '/privacy/request',
  refund: '/refunds/request',
};

function PageRequestForm({ kind }: { kind: PageFormKind }) {
  const { locale, t } = usePage();
  const state = useFormState();
  return (
    <PageRequestFormIsland
      kind={kind}
      action={localizedPath(PAGE_FORM_PATHS[kind], locale)}
      token={newFormToken()}
      submitLabel={t.forms[kind].submit}
      defaults={state?.values}
      problems={state?.problems}
      message={state?.message}
    />
  );
}

export const ContactMessageForm = () => <PageRequestForm kind="contact" />;
export const PrivacyRequestForm = () => <PageRequestForm kind="privacy" />;
export const RefundRequestForm = () => <PageRequestForm kind="refund" />;
