import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import site from 'virtual:site';
import { BackOfficeLink } from './BackOfficeLink';
import { StudioAccount } from './StudioAccount';
import { ContentStatusBar } from './content-status/ContentStatusBar';
import { ChangesPanel } from './changes/ChangesPanel';
import { Editor } from './editor/Editor';
import { LeaveDialog } from './editor/LeaveDialog';
import { MediaPanel } from './pages/MediaPanel';
import { editorHref, PageList } from './pages/PageList';
import { pageTitle } from './pages/page-title';
import { fetchPageList, type PageListEntry } from './studio-api';
import { useStudioSession } from './studio-session';

/** The page file named by the address (#/edit/pages%2Fx.json), or none for the page list. */
function fileFromHash(): string | undefined {
  const match = /^#\/edit\/(.+)$/.exec(window.location.hash);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** The studio: the page list, or the editor of one page; the address says which, so reload keeps it. */
export function StudioApp() {
  const [file, setFile] = useState(fileFromHash);
  const [pages, setPages] = useState<PageListEntry[]>([]);
  const session = useStudioSession();
  // Whether the open page has unsaved changes, and where the marketer asked to go meanwhile.
  const unsaved = useRef(false);
  const [leaving, setLeaving] = useState<string>();
  useEffect(() => {
    const onHash = () => {
      const next = fileFromHash();
      if (next === file) return;
      if (!unsaved.current) return setFile(next);
      // The address already changed (a link, Back): put it back until the marketer confirms.
      const target = window.location.hash || '#/';
      window.history.replaceState(null, '', file ? editorHref(file) : '#/');
      setLeaving(target);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [file]);
  const leave = () => {
    if (leaving === undefined) return;
    window.history.pushState(null, '', leaving);
    setLeaving(undefined);
    unsaved.current = false;
    setFile(fileFromHash());
  };
  // The tab names the page by its address, as the page list does (pages load with the editor).
  const editedPath = file ? pages.find((p) => p.file === file)?.path : undefined;
  useEffect(() => {
    document.title = file ? `${editedPath ?? 'Editing a page'} · Page studio` : 'Page studio';
  }, [file, editedPath]);
  // The link picker offers the site's pages; the editor loads them itself when opened directly.
  useEffect(() => {
    if (file && pages.length === 0) fetchPageList().then(setPages, () => undefined);
  }, [file, pages.length]);
  const onPages = useCallback((found: PageListEntry[]) => setPages(found), []);
  const onUnsaved = useCallback((changed: boolean) => {
    unsaved.current = changed;
  }, []);
  const sitePaths = useMemo(
    () =>
      pages.flatMap((p) =>
        p.path ? [{ path: p.path, title: pageTitle(p.title ?? '', site) }] : [],
      ),
    [pages],
  );
  return file ? (
    <main className="studio studio-editor">
      <StudioAccount />
      <ContentStatusBar />
      <Editor key={file} file={file} sitePaths={sitePaths} onUnsaved={onUnsaved} />
      {leaving !== undefined && (
        <LeaveDialog onLeave={leave} onStay={() => setLeaving(undefined)} />
      )}
    </main>
  ) : (
    <main className="studio">
      <div className="studio-top">
        <BackOfficeLink />
        <StudioAccount />
      </div>
      <h1>Page studio</h1>
      <ContentStatusBar />
      <PageList onPages={onPages} />
      <MediaPanel />
      {session?.mode === 'server' && <ChangesPanel />}
    </main>
  );
}
