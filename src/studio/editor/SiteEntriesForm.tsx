import { useEffect, useId, useRef, useState } from 'react';
import { fetchSiteEntries, type SiteEntries } from '../studio-api';
import type { EntriesChange } from './entries-store';
import { MenuPlace } from './MenuPlace';
import { otherPlaces, withPage } from './site-entry-lists';
import {
  changeOf,
  describes,
  footerPlace,
  labelFrom,
  navPlace,
  shownChoices,
  type Choices,
} from './site-entry-choices';
import './site-entries.css';

/** The longest description line the server takes (site-entries.ts). */
const descriptionMax = 100;

/**
 * Whether the page appears in the site's menu and footer, where among its neighbours, under
 * which link text and (in a dropdown) with which description line. Saved to site.config.json
 * with the page, by the editor's one Save (Publish on the site): each choice is told to the
 * editor, which counts it as an unsaved change and hands it back as `pending` when the form
 * opens again (after a block was edited, or a reload), so a choice not saved yet stays shown.
 */
export function SiteEntriesForm({
  path,
  title,
  pending,
  onChange,
}: {
  path: string;
  title: string;
  pending?: EntriesChange | undefined;
  onChange: (change: EntriesChange | undefined) => void;
}) {
  const id = useId();
  const [found, setFound] = useState<SiteEntries>();
  const [choices, setChoices] = useState<Choices>();
  const [status, setStatus] = useState<{ text: string }>();
  // The change the editor held when the form opened: read once, as the form's starting point.
  const opening = useRef(pending);

  useEffect(() => {
    let live = true;
    fetchSiteEntries(path).then(
      (entries) => {
        if (!live) return;
        const held = opening.current;
        setFound(entries);
        setChoices(shownChoices(entries, held?.path === path ? held : undefined));
        // Made on a config that has changed since: it would be refused; the form shows it as it is.
        if (held && held.version !== entries.version) onChange(undefined);
      },
      (error: unknown) =>
        live && setStatus({ text: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
    // Read once per path: `onChange` is the editor's setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  if (!found || !choices) return status ? <p role="alert">{status.text}</p> : null;
  /** Tells the editor the choices as they now are: a change, or none when back as saved. */
  const choose = (next: Partial<Choices>) => {
    const now = { ...choices, ...next };
    setChoices(now);
    onChange(changeOf(found, path, title, now));
  };
  const shownLabel = choices.label.trim() || labelFrom(title) || path;
  const menu = found.navMenus.find((m) => m.pointer === choices.navMenu);
  const column = found.footerColumns.find((c) => c.pointer === choices.footerColumn);
  const navElsewhere = otherPlaces(found.nav, found.navMenus, (m) => m.label);
  const footerElsewhere = otherPlaces(found.footer, found.footerColumns, (c) => c.heading);
  return (
    <fieldset className="site-entries">
      <legend>Menu and footer</legend>
      <div className="field">
        <label htmlFor={`${id}-nav`}>Show in menu</label>
        <select
          id={`${id}-nav`}
          value={choices.navMenu}
          aria-describedby={navElsewhere ? `${id}-nav-more` : undefined}
          onChange={(e) =>
            choose({ navMenu: e.target.value, navAt: navPlace(found, e.target.value) })
          }
        >
          <option value="">Not in the menu</option>
          {found.navMenus.map((m) => (
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
      {menu && (
        <MenuPlace
          where="menu"
          listName={menu.label}
          items={withPage(found.nav, menu, choices.navAt, shownLabel)}
          onMove={(navAt) => choose({ navAt })}
        />
      )}
      {menu && describes(found, menu.pointer) && (
        <div className="field">
          <label htmlFor={`${id}-description`}>Description line</label>
          <input
            id={`${id}-description`}
            value={choices.description}
            maxLength={descriptionMax}
            aria-describedby={`${id}-description-help`}
            onChange={(e) => choose({ description: e.target.value })}
          />
          <p className="field-help" id={`${id}-description-help`}>
            Shown under the link text in the {menu.label} menu; one short line, or empty for none.
          </p>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-footer`}>Show in footer</label>
        <select
          id={`${id}-footer`}
          value={choices.footerColumn}
          aria-describedby={footerElsewhere ? `${id}-footer-more` : undefined}
          onChange={(e) =>
            choose({ footerColumn: e.target.value, footerAt: footerPlace(found, e.target.value) })
          }
        >
          <option value="">Not in the footer</option>
          {found.footerColumns.map((c) => (
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
      {column && (
        <MenuPlace
          where="footer column"
          listName={column.heading}
          items={withPage(found.footer, column, choices.footerAt, shownLabel)}
          onMove={(footerAt) => choose({ footerAt })}
        />
      )}
      <div className="field">
        <label htmlFor={`${id}-label`}>Link text</label>
        <input
          id={`${id}-label`}
          value={choices.label}
          placeholder={labelFrom(title)}
          onChange={(e) => choose({ label: e.target.value })}
        />
      </div>
      <p className="field-help">Saved with the page.</p>
    </fieldset>
  );
}
