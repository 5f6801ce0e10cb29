import { usePagePath } from '../../engine/browser/page-path';
import { useSite } from '../../engine/browser/site-context';
import { pageEditorPath } from '../../engine/paths';
import { Container } from '../../ui/layout';
import { SkipLink } from '../../ui/SkipLink';
import { Account, Bar, Brand, Links, NavBand, SignOut, Top } from './BackOfficeHeader.styles';
import { backOfficeMarks } from './back-office-marks';
import { currentLinkIndex } from './current-link';

/**
 * The staff area's header (pages with `"layout": "backOffice"`): the company's logo with the
 * area's name, who is signed in and Sign out, and the area's navigation, all from
 * site.config.json's `backOffice`. What only the browser knows (who is signed in, whether they
 * may edit pages, the address's query) its script fills in (back-office.ts); Sign out is a plain
 * form post, so it works before the script has run.
 */
export function BackOfficeHeader() {
  const { company, apiBase, backOffice } = useSite();
  const path = usePagePath();
  if (!backOffice) throw new Error('a back-office page needs "backOffice" in site.config.json');
  const { name, links } = backOffice;
  // The prerender knows the path only; the script marks the link again with the query.
  const current = currentLinkIndex(
    links.map((link) => link.href),
    path,
    '',
  );
  return (
    <Bar>
      <SkipLink href="#main">{backOffice.skipLinkLabel}</SkipLink>
      <Top>
        <Brand href={links[0]?.href}>
          <img
            src={company.logoOnDark.src}
            alt={company.name}
            width={company.logoOnDark.width}
            height={company.logoOnDark.height}
          />
          <span>{name}</span>
        </Brand>
        <Account>
          <p
            {...{
              [backOfficeMarks.signedIn]: backOffice.signedInText,
              [backOfficeMarks.account]: `${apiBase}/account`,
            }}
            hidden
          />
          <form method="post" action={`${apiBase}/logout`}>
            <SignOut type="submit" $look="secondary">
              {backOffice.signOutLabel}
            </SignOut>
          </form>
        </Account>
      </Top>
      <NavBand aria-label={name}>
        <Container>
          <Links>
            {links.map((link, index) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  {...{ [backOfficeMarks.link]: '' }}
                  aria-current={index === current ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li {...{ [backOfficeMarks.editorsOnly]: '' }} hidden>
              <a href={`${pageEditorPath}/`}>{backOffice.pagesLabel}</a>
            </li>
          </Links>
        </Container>
      </NavBand>
    </Bar>
  );
}
