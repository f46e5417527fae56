// /appointments: open an appointment with its reference and the mobile number it was booked with (never by the
// reference alone). Also what an appointment address shows without a valid key.
import { Field } from '../../render/islands';
import { useWords } from '../../render/islands';
import { usePage } from '../../render/page-context';
import { Alert } from '../../ui/Alert';
import { APPOINTMENT_COPY } from '../copy';

export interface LookupState {
  values: { reference?: string; phone?: string };
  /** What is wrong with each field, in words (src/patient/link-input.ts words them from the dictionaries). */
  referenceProblem?: string;
  phoneProblem?: string;
  message?: string;
}

export function LookupPage({ action, form }: { action: string; form?: LookupState }) {
  const { locale } = usePage();
  const t = useWords();
  const words = APPOINTMENT_COPY[locale].lookup;
  return (
    <section className="container max-w-md py-8">
      <h1 className="text-2xl font-extrabold text-ink-900">{words.title}</h1>
      <p className="mt-2 text-ink-700">{words.lead}</p>
      <form method="post" action={action} noValidate className="card mt-5 grid gap-4">
        {form?.message && <Alert tone="error">{form.message}</Alert>}
        <Field
          id="lookup-reference"
          label={words.reference}
          required
          hint={words.referenceHint}
          error={form?.referenceProblem}
        >
          <input
            name="reference"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={20}
            defaultValue={form?.values.reference ?? ''}
          />
        </Field>
        <Field id="lookup-phone" label={words.phone} required hint={t.forms.phoneHint} error={form?.phoneProblem}>
          <input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            defaultValue={form?.values.phone ?? ''}
          />
        </Field>
        <button type="submit" className="btn-primary w-full">
          {words.submit}
        </button>
      </form>
    </section>
  );
}
