// A numbered row of steps as an ordered list of cards; `stepLabel` words the number ("Step 1", "क़दम 1").
export interface Step {
  title: string;
  description: string;
}

export interface StepListProps {
  steps: readonly Step[];
  stepLabel: (number: number) => string;
  /** Grid columns on wider screens, e.g. 'md:grid-cols-3'. */
  columns: string;
}

export function StepList({ steps, stepLabel, columns }: StepListProps) {
  return (
    <ol className={`mt-6 grid list-none gap-4 p-0 ${columns}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="card">
          <p className="text-sm font-bold text-brand-700">{stepLabel(index + 1)}</p>
          <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
          <p className="mt-2 text-ink-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
