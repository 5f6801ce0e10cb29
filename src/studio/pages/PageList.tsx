import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import site from 'virtual:site';
import { fetchPageList, type PageListEntry } from '../studio-api';
import { editorPath } from '../studio-paths';
import { useStudioSession } from '../studio-session';
import { PageHealthCell } from '../health/PageHealthCell';
import { BriefDialog } from './BriefDialog';
import { DeleteDialog } from './DeleteDialog';
import { DuplicateDialog } from './DuplicateDialog';
import { NewPageDialog } from './NewPageDialog';
import { pageTitle } from '../page-title';
import { DiscardedPageRows } from './DiscardedPageRows';
import { DraftOnlyRows } from './DraftOnlyRows';
import { draftLabel, useDrafts } from './use-drafts';

const draftOf = (drafts: ReturnType<typeof useDrafts>, file: string) => {
  const draft = drafts?.get(file);
  return draft ? draftLabel(draft) : '';
};

type Dialog =
  | { kind: 'new' }
  | { kind: 'brief' }
  | { kind: 'duplicate'; page: PageListEntry }
  | { kind: 'delete'; page: PageListEntry };

/** The project's pages with their health, and New page / Duplicate / Delete. */
const number = new Intl.NumberFormat();

export function PageList({ onPages }: { onPages?: (pages: PageListEntry[]) => void }) {
  const [pages, setPages] = useState<PageListEntry[]>();
  const [error, setError] = useState<string>();
  const [dialog, setDialog] = useState<Dialog>();
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const drafts = useDrafts();
  const navigate = useNavigate();
  // On the site a problem stops publishing (the draft is kept); locally it stops saving.
  const blocked = useStudioSession()?.mode === 'server' ? 'published' : 'saved';
  const refresh = useCallback(() => {
    fetchPageList().then(
      (found) => {
        setPages(found);
        onPages?.(found);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [onPages]);
  useEffect(refresh, [refresh]);

  const open = (file: string) => void navigate(editorPath(file));
  const close = () => setDialog(undefined);
  if (error) return <p role="alert">Could not load the pages: {error}</p>;
  if (!pages) return <p role="status">Loading pages…</p>;
  // The running site counts views; the local studio has no visitors to count.
  const counted = pages.some((page) => page.views !== undefined);
  return (
    <section className="page-list" aria-labelledby="page-list-heading">
      <div className="list-bar">
        <h2 id="page-list-heading" ref={heading} tabIndex={-1}>
          Pages
        </h2>
        <button type="button" className="primary" onClick={() => setDialog({ kind: 'new' })}>
          New page
        </button>
        <button type="button" onClick={() => setDialog({ kind: 'brief' })}>
          Draft a page from a brief
        </button>
        <Link to="/health" className="list-bar-link">
          Site health
        </Link>
      </div>
      <p role="status" className="list-notice">
        {notice}
      </p>
      <table>
        <caption>Pages</caption>
        <thead>
          <tr>
            <th scope="col">Path</th>
            <th scope="col">Title</th>
            <th scope="col">Health</th>
            {counted && (
              <th scope="col" className="count">
                Views, last 30 days
              </th>
            )}
            {counted && (
              <th scope="col" className="count">
                Enquiries, last 30 days
              </th>
            )}
            {drafts && <th scope="col">Draft</th>}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.file}>
              <td>
                <Link to={editorPath(page.file)}>{page.path ?? '(no path)'}</Link>
              </td>
              <td>
                {page.title === null ? '' : pageTitle(page.title, site)}
                {page.testing && <span className="page-note">Testing a version</span>}
              </td>
              {/* On a phone the rows are cards: data-label names a value the header no longer shows. */}
              <PageHealthCell
                file={page.file}
                problems={page.problems}
                warnings={page.warnings}
                blocked={blocked}
              />
              {counted && (
                <td data-label="Views, last 30 days" className="count">
                  {number.format(page.views ?? 0)}
                </td>
              )}
              {counted && (
                <td data-label="Enquiries, last 30 days" className="count">
                  {number.format(page.enquiries ?? 0)}
                </td>
              )}
              {drafts && <td data-label="Draft">{draftOf(drafts, page.file)}</td>}
              <td className="row-actions">
                <button type="button" onClick={() => setDialog({ kind: 'duplicate', page })}>
                  Duplicate<span className="visually-hidden"> {page.path ?? page.file}</span>
                </button>
                <button type="button" onClick={() => setDialog({ kind: 'delete', page })}>
                  Delete<span className="visually-hidden"> {page.path ?? page.file}</span>
                </button>
              </td>
            </tr>
          ))}
          {drafts && <DraftOnlyRows drafts={drafts} pages={pages} />}
          {drafts && <DiscardedPageRows onRestored={open} onError={setNotice} />}
        </tbody>
      </table>
      {dialog?.kind === 'new' && <NewPageDialog onClose={close} onCreated={open} />}
      {dialog?.kind === 'brief' && <BriefDialog onClose={close} onCreated={open} />}
      {dialog?.kind === 'duplicate' && (
        <DuplicateDialog page={dialog.page} onClose={close} onCreated={open} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          page={dialog.page}
          pages={pages}
          onSite={drafts !== undefined}
          onClose={close}
          onDeleted={(later) => {
            setNotice(later ?? `Deleted ${dialog.page.path ?? 'the page'}.`);
            close();
            refresh();
            heading.current?.focus();
          }}
        />
      )}
    </section>
  );
}
