// A request's other fields (what is not its name, phone or email), in words a coordinator reads: the form's own
// labels and the chosen options' names, in English (the admin area's language).
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import type { StoredRequest } from './store';

const WORDS = EN_ISLAND_WORDS.forms;
const CONTACT_FIELDS = ['name', 'phone', 'email', 'firstName', 'lastName'];

/** The chosen option's name for a choice field; the value itself for anything else. */
function valueText(field: string, value: string): string {
  const options: Partial<Record<string, Record<string, string>>> = {
    language: WORDS.languages,
    timeWindow: WORDS.timeWindows,
    department: WORDS.departments,
    requestType: WORDS.privacyRequestTypes,
    service: WORDS.refundServices,
  };
  return options[field]?.[value] ?? value;
}

/** "Label: value" lines, in the form's order. */
export function detailLines(request: StoredRequest): string[] {
  return Object.entries(request.fields)
    .filter(([field, value]) => value !== '' && !CONTACT_FIELDS.includes(field))
    .map(([field, value]) => {
      const label = (WORDS.fields as Record<string, string>)[field] ?? field;
      return `${label}: ${valueText(field, value)}`;
    });
}
