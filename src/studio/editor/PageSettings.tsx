import { seoLengths } from '../../engine/seo-lengths';
import { AdvancedSection } from '../form/AdvancedSection';
import { FieldView } from '../form/FieldView';
import { pageSettingsFields } from '../form/block-specs';
import type { FieldEntry } from '../form/field-spec';
import { useFormEnv } from '../form/form-env';
import { pageSettingWords } from '../form/labels';
import { PagePreviews } from '../previews/PagePreviews';
import { SiteEntriesForm } from './SiteEntriesForm';
import type { EntriesChange } from './entries-store';

const counted: Record<string, { min: number; max: number }> = seoLengths;

function LengthNote({ name, value }: { name: string; value: unknown }) {
  const range = counted[name];
  const length = typeof value === 'string' ? value.length : 0;
  // A length outside the range is a problem, said at the field already: the note counts only.
  if (!range || length < range.min || length > range.max) return null;
  return (
    <p className="length-note">
      {length} characters — search engines show {range.min}–{range.max}
    </p>
  );
}

/** A page field named in words (label, help and choices) where the schema's are technical. */
const worded = (field: FieldEntry): FieldEntry => {
  const words = pageSettingWords[field.key];
  if (!words) return field;
  return {
    ...field,
    label: words.label,
    description: words.help,
    ...(words.options ? { optionLabels: words.options } : {}),
  };
};
const fields = pageSettingsFields.map(worded);
const everyday = fields.filter((f) => !pageSettingWords[f.key]?.advanced);
const advanced = fields.filter((f) => pageSettingWords[f.key]?.advanced);

/**
 * The page's own settings: path, title, description and the other search-engine fields, from
 * the page schema like the block forms, named in words (the technical ones closed under
 * "Advanced"); and where the site's menu and footer link to the page.
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
  const env = useFormEnv();
  // A problem in an advanced setting is not hidden: the section opens to show it.
  const advancedProblem = advanced.some((f) => env.problemsAt(`/${f.key}`).length > 0);
  return (
    <section className="page-settings" aria-labelledby="page-settings-heading">
      <h2 id="page-settings-heading" tabIndex={-1}>
        Page settings
      </h2>
      {everyday.map((field) => (
        <div key={field.key}>
          <FieldView entry={field} value={page[field.key]} path={[field.key]} />
          <LengthNote name={field.key} value={page[field.key]} />
        </div>
      ))}
      <PagePreviews page={page} />
      {advanced.length > 0 && (
        <AdvancedSection problem={advancedProblem}>
          {advanced.map((field) => (
            <FieldView key={field.key} entry={field} value={page[field.key]} path={[field.key]} />
          ))}
        </AdvancedSection>
      )}
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
