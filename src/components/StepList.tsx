/** A numbered row of steps ("Step 1", "Step 2", ...) as an ordered list of cards. */
export function StepList({ steps, columns }: { steps: readonly { title: string; description: string }[]; columns: string }) {
  return (
    <ol className={`mt-6 grid list-none gap-4 p-0 ${columns}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="card">
          <p className="text-sm font-bold text-brand-700">Step {index + 1}</p>
          <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
          <p className="mt-2 text-ink-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
