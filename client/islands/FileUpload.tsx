// A patient adds a report, scan or photo to their appointment. Without JavaScript it is a plain multipart form that
// posts and comes back to the page with a message. Hydrated, the same form is sent in the background (XMLHttpRequest,
// whose upload reports its progress) with a progress bar; when the server has stored the file the page it redirects
// to is opened, and a refusal is shown in words above the button. The file field is the form's last: the server reads
// the other fields first and streams the file (decision 0033).
import { type FormEvent, useState } from 'react';
import { Alert } from '../ui/Alert';
import { Field } from '../ui/Field';

/** The longest an upload may take: 10 MB at about 150 kbit/s, a weak phone network's upload, with room to spare. */
const UPLOAD_TIMEOUT_MS = 15 * 60 * 1000;

export interface FileUploadProps {
  action: string;
  appointmentKey: string;
  /** The label options, value and words. */
  labels: { value: string; text: string }[];
  /** The largest file in bytes: a bigger one is refused before it is sent. */
  maxBytes: number;
  words: {
    fileField: string;
    fileHint: string;
    labelField: string;
    noteField: string;
    noteHint: string;
    optional: string;
    add: string;
    uploading: string;
    /** After the percentage: "% sent". */
    progressSuffix: string;
    tooLarge: string;
    broken: string;
  };
  noteMax: number;
  /** Makes the fields' ids unique where several forms share a page (the account's appointments). */
  idPrefix?: string;
}

export default function FileUpload({
  action,
  appointmentKey,
  labels,
  maxBytes,
  words,
  noteMax,
  idPrefix = 'upload',
}: FileUploadProps) {
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function send(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const input = form.elements.namedItem('file') as HTMLInputElement | null;
    const chosen = input?.files?.[0];
    event.preventDefault();
    if (!chosen) {
      input?.focus();
      return;
    }
    if (chosen.size > maxBytes) {
      setProblem(words.tooLarge);
      return;
    }
    setProblem(null);
    setPercent(0);
    const request = new XMLHttpRequest();
    request.open('POST', action);
    request.setRequestHeader('X-Upload-Progress', '1');
    request.upload.onprogress = (progress) => {
      if (progress.lengthComputable) setPercent(Math.floor((progress.loaded / progress.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 400) {
        window.location.assign(request.responseURL || window.location.href);
        return;
      }
      setPercent(null);
      setProblem(request.responseText.trim() || words.broken);
    };
    // A connection that fails, is cut or stalls past the timeout frees the button with the same plain words, so the
    // patient can send the file again.
    const broken = () => {
      setPercent(null);
      setProblem(words.broken);
    };
    request.onerror = broken;
    request.onabort = broken;
    request.ontimeout = broken;
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.send(new FormData(form));
  }

  const busy = percent !== null;
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={send}
      className="mt-3 grid gap-3"
      data-upload-form
    >
      <input type="hidden" name="key" value={appointmentKey} />
      <Field id={`${idPrefix}-label`} label={words.labelField} required markRequired={false}>
        <select name="label" defaultValue={labels[0]?.value}>
          {labels.map((label) => (
            <option key={label.value} value={label.value}>
              {label.text}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${idPrefix}-note`} label={words.noteField} optionalText={words.optional} hint={words.noteHint}>
        <input type="text" name="note" maxLength={noteMax} autoComplete="off" />
      </Field>
      {/* Last: the server reads the fields above before it streams the file. */}
      <Field id={`${idPrefix}-file`} label={words.fileField} required markRequired={false} hint={words.fileHint}>
        <input type="file" name="file" accept="application/pdf,image/jpeg,image/png,image/heic,.heic,.pdf" />
      </Field>
      {problem && <Alert tone="error">{problem}</Alert>}
      {busy && (
        <div role="status" className="grid gap-1">
          <progress max={100} value={percent} className="h-3 w-full" aria-label={words.uploading} />
          <span className="text-sm text-ink-700">
            {percent}
            {words.progressSuffix}
          </span>
        </div>
      )}
      <button type="submit" className="btn-primary min-h-11" disabled={busy}>
        {busy ? words.uploading : words.add}
      </button>
    </form>
  );
}
