import { useEffect, useId, useState } from 'react';
import { fetchSiteEntries, saveSiteEntries, type SiteEntries } from '../studio-api';
import { listOf, otherPlaces } from './site-entry-lists';

// A menu label from a page title: "Cloud Backup | {{company.name}}" → "Cloud Backup".
const labelFrom = (title: string) => title.split('|')[0]?.trim() ?? '';

/**
 * Whether the page appears in the site's menu and footer, and under which heading. Saved to
 * site.config.json on its own (the page file is saved with Save). Each picker shows the list of
 * the page's first link there; choosing another moves that link, and a changed link text renames
 * it in the menu and the footer.
 */
export function SiteEntriesForm({ path, title }: { path: string; title: string }) {
  const id = useId();
  const [entries, setEntries] = useState<SiteEntries>();
  const [navMenu, setNavMenu] = useState('');
  const [footerColumn, setFooterColumn] = useState('');
  const [label, setLabel] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    fetchSiteEntries(path).then(
      (found) => {
        if (!live) return;
        setEntries(found);
        const first = (entries: { pointer: string }[], lists: { pointer: string }[]) =>
          (entries[0] && listOf(entries[0].pointer, lists)) ?? '';
        setNavMenu(first(found.nav, found.navMenus));
        setFooterColumn(first(found.footer, found.footerColumns));
        setLabel(found.nav[0]?.label ?? found.footer[0]?.label ?? '');
      },
      (error: unknown) =>
        live &&
        setStatus({ ok: false, text: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [path, reloads]);

  if (!entries) return status ? <p role="alert">{status.text}</p> : null;
  const apply = async () => {
    setStatus(undefined);
    try {
      await saveSiteEntries({
        path,
        label: label.trim() || labelFrom(title),
        navMenu: navMenu || null,
        footerColumn: footerColumn || null,
        version: entries.version,
      });
      setStatus({ ok: true, text: 'Menu and footer saved to site.config.json.' });
      setReloads((n) => n + 1);
    } catch (error) {
      setStatus({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  };
  const navElsewhere = otherPlaces(entries.nav, entries.navMenus, (m) => m.label);
  const footerElsewhere = otherPlaces(entries.footer, entries.footerColumns, (c) => c.heading);
  return (
    <fieldset className="site-entries">
      <legend>Menu and footer</legend>
      <div className="field">
        <label htmlFor={`${id}-nav`}>Show in menu</label>
        <select
          id={`${id}-nav`}
          value={navMenu}
          aria-describedby={navElsewhere ? `${id}-nav-more` : undefined}
          onChange={(e) => setNavMenu(e.target.value)}
        >
          <option value="">Not in the menu</option>
          {entries.navMenus.map((m) => (
            <option key={m.pointer} value={m.pointer}>
              {m.label}
            </option>
          ))}
        </select>
        {navElsewhere && (
          <p className="field-help" id={`${id}-nav-more`}>
            {navElsewhere}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-footer`}>Show in footer</label>
        <select
          id={`${id}-footer`}
          value={footerColumn}
          aria-describedby={footerElsewhere ? `${id}-footer-more` : undefined}
          onChange={(e) => setFooterColumn(e.target.value)}
        >
          <option value="">Not in the footer</option>
          {entries.footerColumns.map((c) => (
            <option key={c.pointer} value={c.pointer}>
              {c.heading}
            </option>
          ))}
        </select>
        {footerElsewhere && (
          <p className="field-help" id={`${id}-footer-more`}>
            {footerElsewhere}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-label`}>Link text</label>
        <input
          id={`${id}-label`}
          value={label}
          placeholder={labelFrom(title)}
          onChange={(e) => setLabel(e.target.value)}
        />
      </div>
      <button type="button" onClick={() => void apply()}>
        Save menu and footer
      </button>
      <p role="status" className={status?.ok === false ? 'error-text' : undefined}>
        {status?.text}
      </p>
    </fieldset>
  );
}
