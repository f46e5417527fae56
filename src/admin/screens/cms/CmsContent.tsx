// /admin/cms/content: every business fact the public pages show (fees, plans, packages, refund rows, contact numbers
// and hours, sample figures, stories), formatted as the pages format them, each with where it is set. Read-only: the
// doctors' fees change in the doctor's record (Scheduling → Calendars); everything else is asked of a developer.
import type { Context } from 'hono';
import { publishedDoctors } from '../../../appointments';
import type { AppEnv } from '../../../env';
import { DataTable } from '../../DataTable';
import { contentGroups, type ContentFact, type ContentGroup } from './cms-content';
import { CmsSection, ReadOnlyNote, SampleBadge, SourceText } from './cms-parts';

function FactRow({ fact }: { fact: ContentFact }) {
  return (
    <tr className="border-b border-slate-200 align-top" data-fact="">
      <th scope="row" className="py-3 pr-3 text-sm font-normal">
        <span className="font-semibold">{fact.what}</span>
        {fact.sample && <SampleBadge />}
      </th>
      <td className="py-3 pr-3 text-sm">
        {fact.values.map((value) => (
          <span key={value} className="block">
            {value}
          </span>
        ))}
      </td>
      <td className="py-3 text-sm">
        <SourceText>{fact.source}</SourceText>
        {fact.editPath && (
          <a href={fact.editPath} className="mt-1 block py-1 text-sm">
            Open the record<span className="sr-only"> of {fact.what}</span>
          </a>
        )}
      </td>
    </tr>
  );
}

export function CmsContent({ groups }: { groups: readonly ContentGroup[] }) {
  const samples = groups.reduce((sum, group) => sum + group.facts.filter((fact) => fact.sample).length, 0);
  return (
    <div className="grid gap-8">
      <ReadOnlyNote>
        The facts the public pages show, in English and formatted as the pages show them, each with where it is set.
        This list is read-only. The {samples} facts marked <SampleBadge /> are samples or placeholders to replace before
        launch.
      </ReadOnlyNote>
      <nav aria-label="Content sections" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {groups.map((group) => (
          <a key={group.id} href={`#${group.id}-title`}>
            {group.title}
          </a>
        ))}
      </nav>
      {groups.map((group) => (
        <CmsSection key={group.id} id={group.id} title={group.title} note={group.note}>
          <DataTable
            caption={group.title}
            headers={['What', 'As the pages show it', 'Where it is set']}
            widths={['w-[20rem]', 'w-[16rem]', '']}
            minWidth="min-w-[48rem]"
          >
            {group.facts.map((fact) => (
              <FactRow key={`${fact.what}|${fact.source}`} fact={fact} />
            ))}
          </DataTable>
        </CmsSection>
      ))}
    </div>
  );
}

export async function cmsContentScreen(c: Context<AppEnv>) {
  const db = c.env?.DB;
  const doctors = await publishedDoctors(db);
  return <CmsContent groups={contentGroups(c.get('config'), doctors, db !== undefined)} />;
}
