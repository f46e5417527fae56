// The fields of an admin list's filter form: a labelled select (the current value chosen, and an "all" option when the
// filter may be left open) and the labelled free-text search.
export function FilterSelect({
  id,
  name,
  label,
  value,
  all,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  /** The words of the empty choice (no filter); none when a value must be chosen. */
  all?: string;
  /** [value, words] pairs, in order. */
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className="field-input">
        {all !== undefined && <option value="">{all}</option>}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The labelled free-text search of an admin list's filter form, sent as `q`. */
export function SearchField({
  id,
  label,
  value,
  className,
  hint,
}: {
  id: string;
  label: string;
  value: string | undefined;
  className?: string;
  /** How the search matches, said under the field. */
  hint?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={value ?? ''}
        maxLength={100}
        aria-describedby={hintId}
        className="field-input"
      />
      {hint && (
        <p id={hintId} className="m-0 mt-1 text-sm text-ink-700">
          {hint}
        </p>
      )}
    </div>
  );
}
