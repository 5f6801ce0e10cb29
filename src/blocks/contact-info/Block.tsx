import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BlockProps } from '../../engine/browser/block-props';
import { useSite } from '../../engine/browser/site-context';
import { media } from '../../styles/theme';
import { Container, Section, SectionHeading, SectionIntro } from '../../ui/layout';
import type { ContactInfoBlock } from './schema';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Card = styled.li`
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  h3 {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    font-size: 1.1rem;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
  p,
  address {
    margin: 0 0 0.35rem;
    font-style: normal;
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <h3>
        {icon}
        {title}
      </h3>
      {children}
    </Card>
  );
}

/** The company's phones, e-mail, address and hours; the facts come from site.config.json (decisions.md #15). */
export default function ContactInfo({ block }: BlockProps<ContactInfoBlock>) {
  const { company } = useSite();
  const { address, labels } = { address: company.address, labels: block.labels };
  return (
    <Section id={block.id}>
      <Container>
        <SectionHeading>{block.heading}</SectionHeading>
        {block.text && <SectionIntro>{block.text}</SectionIntro>}
        <Grid>
          <Panel icon={<Phone aria-hidden="true" />} title={labels.phone}>
            {company.phones.map((phone) => (
              <p key={phone.e164}>
                {phone.label}: <a href={`tel:${phone.e164}`}>{phone.display}</a>
              </p>
            ))}
          </Panel>
          <Panel icon={<Mail aria-hidden="true" />} title={labels.email}>
            <p>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
          </Panel>
          <Panel icon={<MapPin aria-hidden="true" />} title={labels.address}>
            <address>
              {company.name}
              <br />
              {address.street}, {address.locality}
              <br />
              {address.region} {address.postalCode}, {address.country}
            </address>
          </Panel>
          <Panel icon={<Clock aria-hidden="true" />} title={labels.hours}>
            {company.hours.text.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Panel>
        </Grid>
      </Container>
    </Section>
  );
}
