import { useCallback, useEffect, useMemo, useState } from 'react';
import { Editor } from './editor/Editor';
import { PageList } from './pages/PageList';
import { fetchPageList, type PageListEntry } from './studio-api';

/** The page file named by the address (#/edit/pages%2Fx.json), or none for the page list. */
function fileFromHash(): string | undefined {
  const match = /^#\/edit\/(.+)$/.exec(window.location.hash);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** The studio: the page list, or the editor of one page; the address says which, so reload keeps it. */
export function StudioApp() {
  const [file, setFile] = useState(fileFromHash);
  const [pages, setPages] = useState<PageListEntry[]>([]);
  useEffect(() => {
    const onHash = () => setFile(fileFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    document.title = file ? `${file} · Page studio` : 'Page studio';
  }, [file]);
  // The link picker offers the site's pages; the editor loads them itself when opened directly.
  useEffect(() => {
    if (file && pages.length === 0) fetchPageList().then(setPages, () => undefined);
  }, [file, pages.length]);
  const onPages = useCallback((found: PageListEntry[]) => setPages(found), []);
  const sitePaths = useMemo(
    () => pages.flatMap((p) => (p.path ? [{ path: p.path, title: p.title ?? '' }] : [])),
    [pages],
  );
  return file ? (
    <main className="studio studio-editor">
      <Editor key={file} file={file} sitePaths={sitePaths} />
    </main>
  ) : (
    <main className="studio">
      <h1>Page studio</h1>
      <PageList onPages={onPages} />
    </main>
  );
}
