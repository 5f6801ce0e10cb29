import { useId, useMemo } from 'react';
import { searchDescription, searchTitle, titleMeasure } from './cut-text';
import { shownAddress } from './site-address';

/**
 * The page as a search engine lists it (decisions.md #109): the site's name, the page's address,
 * its title and description cut where the engine cuts them.
 */
export function SearchPreview({
  siteName,
  address,
  path,
  title,
  description,
}: {
  siteName: string;
  address: string;
  path: string;
  title: string;
  description: string;
}) {
  const measure = useMemo(() => titleMeasure(), []);
  const id = useId();
  return (
    <figure className="search-preview" aria-labelledby={id}>
      <figcaption id={id}>In search results</figcaption>
      <div className="search-result">
        <p className="search-site">{siteName}</p>
        <p className="search-address">{shownAddress(address, path)}</p>
        <p className="search-title">{searchTitle(title, measure) || 'No title yet'}</p>
        <p className="search-description">{searchDescription(description)}</p>
      </div>
    </figure>
  );
}
