// /admin/cms/media: every file in public/ (served as is, at its own address) with its size, type and the source files
// that name it, then the client build's files. A Worker cannot read the disk, so the list is made when the Worker is
// built (build/public-files-plugin.ts, `virtual:public-files`). Read-only: a file is added or replaced by a developer.
import files from 'virtual:public-files';
import { formatNumber } from '../../../../shared/i18n/format';
import { DataTable } from '../../DataTable';
import type { PublicFileList, ServedFile } from './cms-media-files';
import { CmsSection, ReadOnlyNote, SourceText } from './cms-parts';

/** 175 → "0.2 kB (175 bytes)"; kB are 1,000 bytes, as the build's own report counts them. */
export function sizeText(bytes: number): string {
  const kB = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    bytes / 1000,
  );
  return `${kB} kB (${formatNumber(bytes, 'en')} ${bytes === 1 ? 'byte' : 'bytes'})`;
}

const total = (list: readonly ServedFile[]) => list.reduce((sum, file) => sum + file.size, 0);

function FileCells({ file }: { file: ServedFile }) {
  return (
    <>
      <th scope="row" className="py-3 pr-3 text-sm font-normal">
        <a
          href={file.path}
          target="_blank"
          rel="noopener"
          className="inline-block py-1 font-mono [overflow-wrap:anywhere]"
        >
          {file.path}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </th>
      <td className="whitespace-nowrap py-3 pr-3 text-sm" data-size={file.size}>
        {sizeText(file.size)}
      </td>
      <td className="py-3 pr-3 text-sm">{file.type}</td>
    </>
  );
}

export function CmsMedia({ list }: { list: PublicFileList }) {
  const { publicFiles, builtAssets } = list;
  return (
    <div className="grid gap-8">
      <ReadOnlyNote>
        The files the site serves as they are. This list is read-only and was made when this version was built. To add
        or replace a file, ask a developer to change <SourceText>public/</SourceText> and deploy.
      </ReadOnlyNote>
      <CmsSection
        id="public"
        title="Files in public/"
        note={`${publicFiles.length} ${publicFiles.length === 1 ? 'file' : 'files'}, ${sizeText(total(publicFiles))} in all. “Used in” names the source files that write the file’s address.`}
      >
        {publicFiles.length === 0 ? (
          <p className="m-0 font-semibold">public/ holds no file.</p>
        ) : (
          <DataTable
            caption="Files in public/"
            headers={['File', 'Size', 'Type', 'Used in', 'Source']}
            widths={['w-[11rem]', 'w-[10rem]', 'w-[8rem]', '', 'w-[10rem]']}
            minWidth="min-w-[48rem]"
          >
            {publicFiles.map((file) => (
              <tr key={file.path} className="border-b border-slate-200 align-top" data-file={file.path}>
                <FileCells file={file} />
                <td className="py-3 pr-3 text-sm">
                  {file.usedIn.length === 0 ? (
                    <span className="text-ink-600">Not named in the source</span>
                  ) : (
                    file.usedIn.map((source) => (
                      <SourceText key={source}>
                        <span className="block">{source}</span>
                      </SourceText>
                    ))
                  )}
                </td>
                <td className="py-3 text-sm">
                  <SourceText>public{file.path}</SourceText>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </CmsSection>
      <CmsSection
        id="built"
        title="Built client files"
        note={
          builtAssets
            ? `${builtAssets.length} files, ${sizeText(total(builtAssets))} in all: the browser scripts and the stylesheet Vite builds from client/ (dist/client/assets), named by their content’s hash.`
            : 'None in this version: they exist once the client is built (npm run build); npm run dev serves the sources instead.'
        }
      >
        {builtAssets && builtAssets.length > 0 && (
          <DataTable
            caption="Built client files"
            headers={['File', 'Size', 'Type']}
            widths={['w-[24rem]', 'w-[11rem]', '']}
            minWidth="min-w-[36rem]"
          >
            {builtAssets.map((file) => (
              <tr key={file.path} className="border-b border-slate-200 align-top">
                <FileCells file={file} />
              </tr>
            ))}
          </DataTable>
        )}
      </CmsSection>
    </div>
  );
}

export function cmsMediaScreen() {
  return <CmsMedia list={files} />;
}
