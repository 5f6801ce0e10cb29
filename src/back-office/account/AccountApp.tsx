import { Fragment, useEffect, useState } from 'react';
import { accountApi } from '../../schema/api/account';
import { useSite } from '../../engine/browser/site-context';
import { Button } from '../../forms/form-styles';
import { Container, Section } from '../../ui/layout';
import { loadAccount, type AccountLoad, urlOf } from './account-api';
import { Actions, Card, Enquiries, Facts, Grid, Title } from './account-styles';
import { DeleteForm, EraseForm, PasswordForm } from './Forms';
import { LazyPasskeys, LazyTwoFactor } from './LazyTwoFactor';
import type { AccountPanelBlock } from './words';
import { Sessions } from './Sessions';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The account page (decisions.md #32, #96): who is logged in, their enquiries, the password and
 * delete forms. Log out is a plain form post, so it works before (or without) the page's code.
 * One screen, so no router: what it shows depends on the session, not on the address.
 */
export function AccountApp({ block }: { block: AccountPanelBlock }) {
  const { apiBase } = useSite();
  const proofWords = { ...block.proof, failedText: block.failureText };
  const [loaded, setLoaded] = useState<AccountLoad>({ kind: 'loading' });
  useEffect(() => {
    void loadAccount(apiBase).then(setLoaded);
  }, [apiBase]);
  const status =
    loaded.kind === 'loading' ? (
      block.loadingText
    ) : loaded.kind === 'failed' ? (
      block.failedText
    ) : loaded.kind === 'signed-out' ? (
      <>
        {block.signedOutText}{' '}
        <a href={`${block.loginPath}?next=${encodeURIComponent(window.location.pathname)}`}>
          {block.loginLabel}
        </a>
      </>
    ) : null;
  return (
    <Section id={block.id}>
      <Container>
        <Title>{block.heading}</Title>
        {block.intro && <p>{block.intro}</p>}
        <p role="status" aria-live="polite">
          {status}
        </p>
        {loaded.kind === 'ok' && (
          <Facts>
            <dt>{block.nameLabel}</dt>
            <dd>{loaded.account.username}</dd>
            <dt>{block.emailLabel}</dt>
            <dd>{loaded.account.email}</dd>
          </Facts>
        )}
        <Actions>
          {loaded.kind === 'ok' && loaded.account.role === 'staff' && (
            <a href={block.staffLinkPath}>{block.staffLinkText}</a>
          )}
          <form method="post" action={`${apiBase}/logout`}>
            <Button type="submit" $look="secondary">
              {block.logoutButton}
            </Button>
          </form>
        </Actions>
        {loaded.kind === 'ok' && (
          <>
            <Card aria-labelledby="enquiries-heading">
              <h2 id="enquiries-heading">{block.leadsHeading}</h2>
              {loaded.leads.length === 0 ? (
                <p>{block.noLeadsText}</p>
              ) : (
                <Enquiries>
                  {loaded.leads.map((lead) => (
                    <li key={lead.id}>
                      <time dateTime={lead.receivedAt}>{when(lead.receivedAt)}</time>
                      {lead.page && <> · {lead.page}</>}
                      {lead.subject && <> · {lead.subject}</>}
                      <Facts>
                        {lead.fields.map((field) => (
                          <Fragment key={field.label}>
                            <dt>{field.label}</dt>
                            <dd>{field.value}</dd>
                          </Fragment>
                        ))}
                      </Facts>
                    </li>
                  ))}
                </Enquiries>
              )}
            </Card>
            <Grid>
              <Card aria-labelledby="data-heading">
                <h2 id="data-heading">{block.dataHeading}</h2>
                <p>{block.dataIntro}</p>
                <a href={urlOf(apiBase, accountApi.endpoints.export)} download>
                  {block.downloadLabel}
                </a>
              </Card>
              <PasswordForm block={block} apiBase={apiBase} />
              <LazyTwoFactor apiBase={apiBase} words={block.twoFactor} proofWords={proofWords} />
              <LazyPasskeys apiBase={apiBase} words={block.passkeys} proofWords={proofWords} />
              <DeleteForm block={block} apiBase={apiBase} />
              <EraseForm block={block} apiBase={apiBase} />
              <Sessions words={block.sessions} apiBase={apiBase} />
            </Grid>
          </>
        )}
      </Container>
    </Section>
  );
}
