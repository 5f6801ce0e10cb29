import { Link } from 'react-router-dom';
import site from 'virtual:site';
import type { PageListEntry } from '../studio-api';
import { editorPath } from '../studio-paths';
import { pageTitle } from '../page-title';
import { draftLabel, type ListedDraft } from './use-drafts';

/**
 * On the site, the pages that are only drafts so far (drafted from a brief, not yet published):
 * listed with the others so they can be found and opened again.
 */
export function DraftOnlyRows({
  drafts,
  pages,
}: {
  drafts: ReadonlyMap<string, ListedDraft>;
  pages: readonly PageListEntry[];
}) {
  const files = new Set(pages.map((p) => p.file));
  const only = [...drafts.values()].filter((d) => !files.has(d.file));
  return only.map((draft) => (
    <tr key={draft.file}>
      <td>
        <Link to={editorPath(draft.file)}>{draft.path ?? 'New page'}</Link>
      </td>
      <td>
        {draft.title ? `${pageTitle(draft.title, site)} ` : ''}
        <span className="not-published">(not published yet)</span>
      </td>
      <td />
      <td data-label="Draft">{draftLabel(draft)}</td>
      <td />
    </tr>
  ));
}
