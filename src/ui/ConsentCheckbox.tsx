// A consent asked for in a form: a checkbox, unticked unless the person ticks it (or ticked it before a refused post),
// with its label and a hint that says what happens when it is left empty. A 24 px box in a 44 px row. The words come
// from the page's dictionary; the form posts `name=yes` only when ticked.
export interface ConsentCheckboxProps {
  /** The hint's id, for aria-describedby; unique in the page. */
  hintId: string;
  name: string;
  label: string;
  hint: string;
  checked: boolean;
}

export function ConsentCheckbox({ hintId, name, label, hint, checked }: ConsentCheckboxProps) {
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 font-semibold text-ink-900">
        <input
          type="checkbox"
          name={name}
          value="yes"
          defaultChecked={checked}
          aria-describedby={hintId}
          className="h-6 w-6 shrink-0 accent-brand-700"
        />
        {label}
      </label>
      <p id={hintId} className="m-0 text-sm text-ink-600">
        {hint}
      </p>
    </div>
  );
}
