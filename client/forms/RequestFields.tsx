// The visible fields of a request form, drawn from the kind's declaration (shared/requests/kinds.ts): the same
// markup in a dialog, on a page without JavaScript, and on the server's re-rendered form with its problems.
import type { ReactElement } from 'react';
import { REQUEST_KINDS, type FieldProblem, type FieldRule, type RequestKind } from '../../shared/requests/kinds';
import type { IslandWords } from '../../shared/i18n/en/islands';
import { useWords } from '../i18n/words';
import { Field } from '../ui/Field';

/** Fields sent but not typed: what the button that opened the form was about. */
export const HIDDEN_FIELDS: readonly string[] = ['topic'];

export interface RequestFieldsProps {
  kind: RequestKind;
  idPrefix: string;
  defaults?: Partial<Record<string, string>>;
  problems?: Partial<Record<string, FieldProblem>>;
}

const AUTOCOMPLETE: Record<string, string> = {
  name: 'name',
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  email: 'email',
};

function choiceWords(field: string, words: IslandWords['forms']): Record<string, string> {
  if (field === 'language') return words.languages;
  if (field === 'timeWindow') return words.timeWindows;
  if (field === 'requestType') return words.privacyRequestTypes;
  if (field === 'service') return words.refundServices;
  return words.departments;
}

function control(
  field: string,
  rule: FieldRule,
  defaultValue: string,
  t: IslandWords,
): ReactElement<Record<string, unknown>> {
  const common = { name: field, defaultValue, maxLength: rule.maxLength };
  switch (rule.type) {
    case 'phone':
      return <input {...common} type="tel" autoComplete="tel" inputMode="tel" />;
    case 'email':
      return <input {...common} type="email" autoComplete="email" />;
    case 'text':
      return <textarea {...common} rows={field === 'message' ? 5 : 3} />;
    case 'choice': {
      const words = choiceWords(field, t.forms);
      return (
        <select name={field} defaultValue={defaultValue}>
          {defaultValue === '' && (
            <option value="" disabled>
              {t.forms.chooseOne}
            </option>
          )}
          {rule.choices.map((value) => (
            <option key={value} value={value}>
              {words[value]}
            </option>
          ))}
        </select>
      );
    }
    default:
      return (
        <input
          {...common}
          type="text"
          autoComplete={AUTOCOMPLETE[field]}
          placeholder={field === 'specialization' ? t.request.specializationPlaceholder : undefined}
        />
      );
  }
}

export function RequestFields({ kind, idPrefix, defaults = {}, problems = {} }: RequestFieldsProps) {
  const t = useWords();
  const rules = REQUEST_KINDS[kind].fields as Record<string, FieldRule>;
  const fields = Object.entries(rules).filter(([field]) => !HIDDEN_FIELDS.includes(field));
  return (
    <div className="grid gap-4">
      {fields.map(([field, rule]) => {
        const problem = problems[field];
        return (
          <Field
            key={field}
            id={`${idPrefix}-${field}`}
            label={t.forms.fields[field as keyof IslandWords['forms']['fields']]}
            optionalText={t.forms.optional}
            required={rule.required}
            hint={rule.type === 'phone' ? t.forms.phoneHint : undefined}
            error={problem ? t.forms.problems[problem] : undefined}
          >
            {control(field, rule, defaults[field] ?? '', t)}
          </Field>
        );
      })}
    </div>
  );
}
