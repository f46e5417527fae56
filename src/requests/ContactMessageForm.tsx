// The contact page's message form, wherever the page places it: a fresh form, or the one just refused with what
// was typed and what is wrong.
import { newFormToken } from '../../client/forms/token';
import { localizedPath } from '../../shared/i18n/locales';
import { usePage } from '../render/page-context';
import { ContactFormIsland } from '../render/islands';
import { useFormState } from './form-state';

export const CONTACT_FORM_ANCHOR = 'message';

export function ContactMessageForm() {
  const { locale } = usePage();
  const state = useFormState();
  return (
    <ContactFormIsland
      action={localizedPath('/contact', locale)}
      token={newFormToken()}
      defaults={state?.values}
      problems={state?.problems}
      message={state?.message}
    />
  );
}
