import site from 'virtual:site';
import { isRecord } from '../../schema/is-record';
import { pageTitle } from '../page-title';
import { SearchPreview } from './SearchPreview';
import { SocialPreview } from './SocialPreview';
import { hostOf, useSiteAddress } from './site-address';
import './previews.css';

const text = (value: unknown) => (typeof value === 'string' ? pageTitle(value, site) : '');

/** How search engines and social networks show the page, as its settings are typed. */
export function PagePreviews({ page }: { page: Readonly<Record<string, unknown>> }) {
  const address = useSiteAddress();
  const title = text(page.title);
  const description = text(page.description);
  const path = typeof page.path === 'string' ? page.path : '/';
  const own = isRecord(page.image) && typeof page.image.src === 'string' ? page.image.src : '';
  return (
    <section className="page-previews" aria-labelledby="page-previews-heading">
      <h3 id="page-previews-heading">How this page is shown elsewhere</h3>
      <SearchPreview
        siteName={site.company.name}
        address={address}
        path={path}
        title={title}
        description={description}
      />
      <SocialPreview
        image={own || site.company.socialImage.src}
        ownImage={own !== ''}
        host={hostOf(address)}
        title={title}
        description={description}
      />
    </section>
  );
}
