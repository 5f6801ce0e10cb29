import { useEffect, useId, useState } from 'react';
import { fetchSiteEntries, type SiteEntries } from '../studio-api';
import type { EntriesChange } from './use-studio-editor';
import { listOf, otherPlaces } from './site-entry-lists';

// A menu label from a page title: "Cloud Backup | {{company.name}}" → "Cloud Backup".
const labelFrom = (title: string) => title.split('|')[0]?.trim() ?? '';

/**
 * Whether the page appears in the site's menu and footer, and under which heading. Saved to
 * site.config.json with the page, by the editor's one Save (Publish on the site): each choice
 * is told to the editor, which counts it as an unsaved change. Each picker shows the list of the
 * page's first link there; choosing another moves that link, and a changed link text renames it
 * in the menu and the footer.
 */
export function SiteEntriesForm({
  path,
  title,
  onChange,
}: {
  path: string;
  title: string;
  onChange: (change: EntriesChange | undefined) => void;
}) {
  const id = useId();
  const [entries, setEntries] = useState<SiteEntries>();
  const [navMenu, setNavMenu] = useState('');
  const [footerColumn, setFooterColumn] = useState('');
  const [label, setLabel] = useState('');
  const [status, setStatus] = useState<{ text: string }>();
  const [loaded, setLoaded] = useState({ navMenu: '', footerColumn: '', label: '' });

  useEffect(() => {
    let live = true;
    fetchSiteEntries(path).then(
      (found) => {
        if (!live) return;
        setEntries(found);
        const first = (entries: { pointer: string }[], lists: { pointer: string }[]) =>
          (entries[0] && listOf(entries[0].pointer, lists)) ?? '';
        const now = {
          navMenu: first(found.nav, found.navMenus),
          footerColumn: first(found.footer, found.footerColumns),
          label: found.nav[0]?.label ?? found.footer[0]?.label ?? '',
        };
        setLoaded(now);
        setNavMenu(now.navMenu);
        setFooterColumn(now.footerColumn);
        setLabel(now.label);
      },
      (error: unknown) =>
        live && setStatus({ text: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [path]);

  if (!entries) return status ? <p role="alert">{status.text}</p> : null;
  /** Tells the editor the choices as they now are: a change, or none when back as loaded. */
  const choose = (next: Partial<typeof loaded>) => {
    const now = { navMenu, footerColumn, label, ...next };
    if (next.navMenu !== undefined) setNavMenu(next.navMenu);
    if (next.footerColumn !== undefined) setFooterColumn(next.footerColumn);
    if (next.label !== undefined) setLabel(next.label);
    const same =
      now.navMenu === loaded.navMenu &&
      now.footerColumn === loaded.footerColumn &&
      now.label.trim() === loaded.label.trim();
    onChange(
      same
        ? undefined
        : {
            path,
            label: now.label.trim() || labelFrom(title),
            navMenu: now.navMenu || null,
            footerColumn: now.footerColumn || null,
            version: entries.version,
          },
    );
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
          onChange={(e) => choose({ navMenu: e.target.value })}
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
          onChange={(e) => choose({ footerColumn: e.target.value })}
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
          onChange={(e) => choose({ label: e.target.value })}
        />
      </div>
      <p className="field-help">Saved with the page.</p>
    </fieldset>
  );
}
