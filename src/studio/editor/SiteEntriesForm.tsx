import { useEffect, useId, useState } from 'react';
import { fetchSiteEntries, saveSiteEntries, type SiteEntries } from '../studio-api';

// A menu label from a page title: "Cloud Backup | {{company.name}}" → "Cloud Backup".
const labelFrom = (title: string) => title.split('|')[0]?.trim() ?? '';

/**
 * Whether the page appears in the site's menu and footer, and under which heading. Saved to
 * site.config.json on its own (the page file is saved with Save).
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
        // An entry's pointer is inside its menu's (".../items/2" in ".../items"): find which.
        const within = (list: { pointer: string }[], pointers: string[]) =>
          pointers.find((p) => list.some((e) => e.pointer.startsWith(`${p}/`))) ?? '';
        setNavMenu(
          within(
            found.nav,
            found.navMenus.map((m) => m.pointer),
          ),
        );
        setFooterColumn(
          within(
            found.footer,
            found.footerColumns.map((c) => c.pointer),
          ),
        );
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
  return (
    <fieldset className="site-entries">
      <legend>Menu and footer</legend>
      <div className="field">
        <label htmlFor={`${id}-nav`}>Show in menu</label>
        <select id={`${id}-nav`} value={navMenu} onChange={(e) => setNavMenu(e.target.value)}>
          <option value="">Not in the menu</option>
          {entries.navMenus.map((m) => (
            <option key={m.pointer} value={m.pointer}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-footer`}>Show in footer</label>
        <select
          id={`${id}-footer`}
          value={footerColumn}
          onChange={(e) => setFooterColumn(e.target.value)}
        >
          <option value="">Not in the footer</option>
          {entries.footerColumns.map((c) => (
            <option key={c.pointer} value={c.pointer}>
              {c.heading}
            </option>
          ))}
        </select>
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
