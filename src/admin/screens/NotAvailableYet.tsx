// The content of every admin menu target other than /admin, inside AdminShell (whose h1 is the section's title):
// a plain note that the section is not built yet, and the way back to the dashboard.
import { ADMIN_HOME_PATH } from '../paths';

export const SECTION_NOT_AVAILABLE = 'This section is not available yet.';

export interface AdminSectionPageProps {
  /** The section's title, as in its menu entry (findAdminSection(path).title). */
  title: string;
}

export function AdminSectionPage({ title }: AdminSectionPageProps) {
  return (
    <div className="card max-w-2xl">
      <p className="m-0 font-semibold text-ink-900" data-section-note="">
        {SECTION_NOT_AVAILABLE}
      </p>
      <p className="m-0 mt-2 text-ink-700 [overflow-wrap:anywhere]">
        {title} has not been built yet, so there is nothing to see or change here.
      </p>
      <p className="m-0 mt-4">
        <a href={ADMIN_HOME_PATH} className="btn-outline">
          Back to the dashboard
        </a>
      </p>
    </div>
  );
}
