import { seoLengths } from '../../engine/seo-lengths';
import { FieldView } from '../form/FieldView';
import { pageSettingsFields } from '../form/block-specs';
import { SiteEntriesForm } from './SiteEntriesForm';
import type { EntriesChange } from './use-studio-editor';

const counted: Record<string, { min: number; max: number }> = seoLengths;

function LengthNote({ name, value }: { name: string; value: unknown }) {
  const range = counted[name];
  const length = typeof value === 'string' ? value.length : 0;
  // An empty field's one problem, that it is empty, is shown with it already.
  if (!range || length === 0) return null;
  const fits = length >= range.min && length <= range.max;
  return (
    <p className={fits ? 'length-note' : 'length-note length-off'}>
      {length} characters — search engines show {range.min}–{range.max}
      {fits ? '' : length < range.min ? ' (too short)' : ' (too long)'}
    </p>
  );
}

/**
 * The page's own settings: path, title, description and the other search-engine fields, from
 * the page schema like the block forms; and where the site's menu and footer link to the page.
 */
export function PageSettings({
  page,
  savedPath,
  entriesKey,
  entries,
  onEntries,
}: {
  page: Readonly<Record<string, unknown>>;
  savedPath: string | null;
  /** Changes after each save of the menu and footer: their form then reads them anew. */
  entriesKey: number;
  /** The menu and footer change not saved yet, which the form shows when it opens. */
  entries?: EntriesChange | undefined;
  onEntries: (change: EntriesChange | undefined) => void;
}) {
  return (
    <section className="page-settings" aria-labelledby="page-settings-heading">
      <h2 id="page-settings-heading" tabIndex={-1}>
        Page settings
      </h2>
      {pageSettingsFields.map((field) => (
        <div key={field.key}>
          <FieldView entry={field} value={page[field.key]} path={[field.key]} />
          <LengthNote name={field.key} value={page[field.key]} />
        </div>
      ))}
      {savedPath && (
        <SiteEntriesForm
          key={`${savedPath} ${entriesKey}`}
          path={savedPath}
          title={typeof page.title === 'string' ? page.title : ''}
          pending={entries}
          onChange={onEntries}
        />
      )}
    </section>
  );
}
