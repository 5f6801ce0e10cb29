import type { MediaUse } from '../studio-api';

/** The pages (by title and address) and parts of the site that show a picture. */
export function MediaUsedOn({ id, uses }: { id: string; uses: readonly MediaUse[] }) {
  const pages = uses.filter((use) => 'page' in use).length;
  return (
    <div className="pk-used">
      <p id={id} className="pk-detail-heading">
        Used on
      </p>
      {uses.length === 0 ? (
        <p className="pk-hint">Not shown anywhere on the site yet.</p>
      ) : (
        <ul aria-labelledby={id} className="pk-used-list">
          {uses.map((use) =>
            'page' in use ? (
              <li key={`page ${use.page.path}`}>
                {use.page.title} <span className="pk-secondary">{use.page.path}</span>
              </li>
            ) : (
              <li key={`site ${use.site}`}>{use.site}</li>
            ),
          )}
        </ul>
      )}
      {pages > 1 && <p className="pk-hint">{pages} pages show it.</p>}
    </div>
  );
}
