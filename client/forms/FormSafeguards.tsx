// What every request form carries besides its fields: the one-time token (a double submit is stored once), the
// honeypot robots fill in, the hidden topic, and the consent line that says why we ask and links to the privacy page.
import { HONEYPOT_FIELD, TOKEN_FIELD } from '../../shared/requests/kinds';
import { useWords } from '../i18n/words';

export type ConsentKind = 'callback' | 'contact' | 'newsletter' | 'privacy' | 'refund';

interface Props {
  token: string;
  consent: ConsentKind;
  idPrefix: string;
  /** What the button that opened the form was about; sent with the request. */
  topic?: string;
  /** The consent line's spacing and colour (the footer's is light on dark). */
  className?: string;
  linkClassName?: string;
}

export function FormSafeguards({
  token,
  consent,
  idPrefix,
  topic,
  className = 'mt-4 text-ink-600',
  linkClassName = 'text-brand-800 underline',
}: Props) {
  const t = useWords();
  const honeypotId = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <>
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      {topic !== undefined && <input type="hidden" name="topic" value={topic} />}
      {/* Off screen and out of the tab order: only robots fill it in. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={honeypotId}>{t.forms.honeypot}</label>
        <input id={honeypotId} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className={`${className} text-sm`}>
        {t.forms.consent[consent]}{' '}
        <a href={t.forms.consent.privacyHref} className={linkClassName}>
          {t.forms.consent.policyLink}
        </a>
      </p>
    </>
  );
}
