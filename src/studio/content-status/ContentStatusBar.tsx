import { useEffect, useState } from 'react';
import site from 'virtual:site';
import { pageTitle } from '../page-title';
import {
  fetchContentStatus,
  fetchPageList,
  type ContentStatus,
  type PageListEntry,
} from '../studio-api';
import { siteZone, useStudioSession } from '../studio-session';
import { formatWhen } from '../when';
import './content-status.css';

/** How often the studio asks again: a developer's push or an outage shows within this. */
const refreshMs = 5_000;

/** A file a problem is in, as people know it: the page's title and path, never the file name. */
function fileName(file: string | undefined, pages: readonly PageListEntry[] | undefined): string {
  if (file === 'site.config.json') return 'The site settings (menus, footer, company)';
  const page = pages?.find((p) => p.file === file);
  if (!page) return 'A page';
  const title = page.title === null ? '' : pageTitle(page.title, site).trim();
  const path = page.path ?? 'a page not readable now';
  return title ? `${title} (${path})` : path;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What staff must know about the content on the site (server mode only): a commit from git held
 * back because it does not validate (file, line, message), publishes waiting for the content
 * remote, publishes the remote's changes refused, a render that failed. Nothing when all is well.
 */
export function ContentStatusBar() {
  const session = useStudioSession();
  const [status, setStatus] = useState<ContentStatus>();
  useEffect(() => {
    if (session?.mode !== 'server') return;
    let live = true;
    const load = () =>
      fetchContentStatus().then(
        (found) => live && setStatus(found),
        () => undefined,
      );
    void load();
    const timer = setInterval(load, refreshMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [session?.mode]);
  const [pages, setPages] = useState<PageListEntry[]>();
  const held = status?.held;
  useEffect(() => {
    if (held) fetchPageList().then(setPages, () => undefined);
  }, [held]);
  if (!status) return null;
  const zone = siteZone(session);
  const { pending, refused, remote, renderError } = status;
  return (
    <>
      {held && (
        <section className="content-status content-status-error" role="alert">
          <h2>The newest change from git is not on the site</h2>
          <p>
            {held.author}&rsquo;s change of {formatWhen(held.date, zone)}, &ldquo;{held.message}
            &rdquo;, does not validate. The site still shows the content before it, and publishing
            waits until a developer fixes it:
          </p>
          <ul>
            {held.problems.map((p, i) => (
              <li key={i}>
                {fileName(p.file, pages)}: {p.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {renderError && (
        <p className="content-status content-status-error" role="alert">
          The newest content could not be put on the site: {renderError}
        </p>
      )}
      <div role="status">
        {pending.length > 0 && (
          <section className="content-status">
            <h2>{plural(pending.length, 'change waits', 'changes wait')} for the content remote</h2>
            <p>
              {remote && !remote.reachable
                ? 'The content remote does not answer. '
                : 'The content remote has not taken them yet. '}
              They are live on this server and are sent again every few seconds; nothing is lost.
            </p>
            <ul>
              {pending.map((c) => (
                <li key={c.commit}>
                  &ldquo;{c.message}&rdquo; by {c.author}, {formatWhen(c.date, zone)}
                </li>
              ))}
            </ul>
          </section>
        )}
        {refused.length > 0 && (
          <section className="content-status content-status-error">
            <h2>{plural(refused.length, 'change was', 'changes were')} not published</h2>
            <ul>
              {refused.map((c) => (
                <li key={c.commit}>
                  &ldquo;{c.message}&rdquo; by {c.author}, {formatWhen(c.date, zone)}: {c.reason}{' '}
                  (kept in git as <code>refs/aruvi/refused/{c.commit.slice(0, 12)}</code>)
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
