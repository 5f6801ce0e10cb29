import { useEffect, useState } from 'react';
import site from 'virtual:site';
import { pageTitle } from '../page-title';
import {
  deletePage,
  fetchLinks,
  loadFile,
  requestChange,
  type PageLinks,
  type PageListEntry,
} from '../studio-api';
import { useStudioSession } from '../studio-session';
import { wallTimeWords, zoneName } from '../when';
import '../changes/changes.css';
import { linkPlaces } from './link-places';
import { StudioDialog } from '../ui/StudioDialog';

/**
 * "Delete": lists every page and menu/footer entry that links to the page (they would break)
 * and deletes only after the marketer confirms, and only if the file did not change meanwhile.
 */
export function DeleteDialog({
  page,
  pages,
  onSite,
  onClose,
  onDeleted,
}: {
  page: PageListEntry;
  /** The site's pages, which the deleted one's visitors may be sent to. */
  pages: readonly PageListEntry[];
  /** On the site: deleting is publishing, refused while links lead to the page. */
  onSite: boolean;
  onClose: () => void;
  /** Deleted; or, with a sentence saying so, scheduled or sent for review. */
  onDeleted: (later?: string) => void;
}) {
  const session = useStudioSession();
  const publishing = session?.mode === 'server' ? session.publishing : undefined;
  const [removeAt, setRemoveAt] = useState('');
  const [redirectTo, setRedirectTo] = useState('');
  const title = page.title ? pageTitle(page.title, site).trim() : '';
  // By what it says and where it is, as the page list names it.
  const named = page.path ? (title ? `“${title}” (${page.path})` : page.path) : 'this page';
  const [links, setLinks] = useState<PageLinks | undefined>(
    page.path ? undefined : { pages: [], site: [] },
  );
  const [version, setVersion] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const fail = (e: unknown) => setError(e instanceof Error ? e.message : String(e));
    loadFile(page.file).then((f) => setVersion(f.version), fail);
    if (page.path) fetchLinks(page.path).then(setLinks, fail);
  }, [page]);
  const submit = async () => {
    if (!version) return;
    setBusy(true);
    try {
      if (publishing && (removeAt || publishing.review)) {
        const change = await requestChange({
          file: page.file,
          action: 'unpublish',
          baseVersion: version,
          ...(removeAt ? { publishAt: removeAt } : {}),
        });
        onDeleted(
          change.state === 'review'
            ? `Asked for review of removing ${named}.`
            : `Scheduled the removal of ${named}.`,
        );
        return;
      }
      await deletePage(page.file, version, onSite && redirectTo ? redirectTo : undefined);
      onDeleted();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };
  const broken = links ? links.pages.length + links.site.length : 0;
  // On the site nothing may link nowhere: links are kept working by a redirect, or changed first.
  const later = publishing !== undefined && (removeAt !== '' || publishing.review);
  // A removal done later keeps no redirect: it is refused then while links lead to the page.
  const blocked = onSite && broken > 0 && (later || !redirectTo);
  const targets = pages.filter((p) => p.path && p.path !== page.path && p.path !== '/404');
  return (
    <StudioDialog
      title={`Delete ${named}?`}
      submitLabel={
        publishing?.review ? 'Request review' : removeAt ? 'Schedule removal' : 'Delete page'
      }
      danger
      onSubmit={() => void submit()}
      onClose={onClose}
      busy={busy || !links || !version || blocked}
      error={error}
    >
      {!links ? (
        <p role="status">Looking for links to this page…</p>
      ) : broken === 0 ? (
        <p>No other page, menu or footer links to this page. It will be deleted.</p>
      ) : (
        <>
          <p>
            {broken === 1 ? 'One link leads' : `${broken} links lead`} to this page
            {onSite ? ':' : ', and would break. Fix or remove them after deleting:'}
          </p>
          <ul className="link-list">
            {linkPlaces(links, pages).map((place, i) => (
              <li key={i}>{place}</li>
            ))}
          </ul>
        </>
      )}
      {onSite && page.path && !later && (
        <label className="field">
          Send its visitors to (a permanent redirect, so search engines and old links follow)
          <select value={redirectTo} onChange={(event) => setRedirectTo(event.target.value)}>
            <option value="">Nowhere: the address shows “page not found”</option>
            {targets.map((target) => (
              <option key={target.file} value={target.path ?? ''}>
                {target.path}
              </option>
            ))}
          </select>
        </label>
      )}
      {publishing && (
        <label className="field">
          Remove at, on the site&rsquo;s clock ({zoneName(publishing.timeZone, new Date())}; empty:{' '}
          {publishing.review ? 'once approved' : 'now'})
          <input
            type="datetime-local"
            step={1}
            value={removeAt}
            onChange={(event) => setRemoveAt(event.target.value)}
          />
          {removeAt && (
            <strong>
              Removed {wallTimeWords(removeAt, zoneName(publishing.timeZone, new Date()))}
            </strong>
          )}
        </label>
      )}
      {blocked && (
        <p role="alert">
          On the site a page is deleted only once nothing links to it:{' '}
          {later
            ? 'change those links first.'
            : 'choose a page to send its visitors to, or change those links first.'}
        </p>
      )}
    </StudioDialog>
  );
}
