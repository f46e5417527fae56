// A refused admin form's summary (Scheduling's doctor and week forms, the Masters' rows).
import { Alert } from '../../../ui/Alert';

/** What a refused form says first: what went wrong, each message a link to its field. */
export function FormProblems({
  title,
  problems,
}: {
  title: string;
  problems: readonly { id: string; text: string }[];
}) {
  if (problems.length === 0) return null;
  return (
    <Alert tone="error" title={title}>
      <ul className="m-0 pl-5">
        {problems.map((problem) => (
          <li key={problem.id}>
            <a href={`#${problem.id}`} className="text-red-900">
              {problem.text}
            </a>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
