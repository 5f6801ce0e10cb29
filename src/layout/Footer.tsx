import styled from 'styled-components';
import { useSite, useSiteFrame } from '../engine/browser/site-context';
import { cluster, media } from '../styles/theme';
import { Container } from '../ui/layout';

const Wrap = styled.footer`
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  /* At the end of the page the floating buttons rest in this band below the last line, so no
     link lies under them: their height and inset, and a gap. */
  padding: 3.5rem 0 calc(${cluster.wide.height} + ${cluster.wide.inset} + 1rem);
  ${media.belowSm} {
    padding-bottom: calc(${cluster.phone.height} + ${cluster.phone.inset} + 1.25rem);
  }
  a {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: 1.4fr repeat(4, 1fr);
  }
`;

const Heading = styled.h2`
  font-size: 1rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  margin-bottom: 1rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    margin-bottom: 0.35rem;
  }
  a {
    text-decoration: none;
    display: inline-block;
    padding: 0.2rem 0;
  }
  a:hover {
    text-decoration: underline;
  }
  address {
    font-style: normal;
  }
`;

const Social = styled.ul`
  list-style: none;
  display: flex;
  gap: 0.5rem;
  margin: 1rem 0 0;
  padding: 0;
  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.12);
  }
  img {
    width: 20px;
    height: 20px;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 2.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: 0.95rem;
  p {
    margin: 0;
  }
  ul {
    display: flex;
    gap: 1.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** Site footer: logo, social links, link columns, contact details and legal links. */
export function Footer() {
  const { company } = useSite();
  const { footer } = useSiteFrame();
  const [phone] = company.phones;
  const a = company.address;
  return (
    <Wrap>
      <Container>
        <Grid>
          <div>
            <a href="/" aria-label={`${company.name} home`}>
              <img
                src={company.logoOnDark.src}
                alt=""
                width={company.logoOnDark.width}
                height={company.logoOnDark.height}
                loading="lazy"
              />
            </a>
            <p>{footer.about}</p>
            <Social aria-label="Social networks">
              {company.social.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${s.label} (opens in a new tab)`}
                  >
                    <img
                      src={`/logos/social-${s.network}.svg`}
                      alt=""
                      width={20}
                      height={20}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </Social>
          </div>
          {footer.columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <Heading>{column.heading}</Heading>
              <List>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </List>
            </nav>
          ))}
          <div>
            <Heading>{footer.contactHeading}</Heading>
            <List>
              <li>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </li>
              {phone && (
                <li>
                  <a href={`tel:${phone.e164}`}>{phone.display}</a>
                </li>
              )}
              <li>
                <address>
                  {a.street}, {a.locality}, {a.region} {a.postalCode}, {a.country}
                </address>
              </li>
            </List>
          </div>
        </Grid>
        <Bottom>
          <p>
            © {new Date().getFullYear()} {company.name}. All rights reserved.
          </p>
          <ul>
            {footer.legal.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </Bottom>
      </Container>
    </Wrap>
  );
}
