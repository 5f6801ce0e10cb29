import { logoImageSizes } from './image-sizes';
import styled from 'styled-components';
import type { BlockProps } from '../../engine/browser/block-props';
import { Img } from '../../ui/Img';
import { Container, Section, SectionHeading, SectionIntro } from '../../ui/layout';
import type { LogoRowBlock } from './schema';

/** Logos per row that fill the rows evenly (8 → 4 + 4, 15 → 5 + 5 + 5), at most 7. */
function perRow(count: number): number {
  return Math.ceil(count / Math.ceil(count / 7));
}

/** Without a heading the row continues the section above, so it does not repeat its top space. */
const Continued = styled(Section)`
  padding-top: 0;
`;

const List = styled.ul<{ $perRow: number }>`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  /* Item width 8.5rem plus the 1rem gap. */
  max-width: calc(${({ $perRow }) => $perRow} * 9.5rem);
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 1rem;
  h2 + & {
    margin-top: 2rem;
  }
`;

const Item = styled.li`
  width: 8.5rem;
  padding: 1rem 0.5rem;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  font-size: 0.9rem;
  font-weight: 600;
  text-align: center;
  img {
    width: 48px;
    height: 48px;
  }
`;

export default function LogoRow({ block, index }: BlockProps<LogoRowBlock>) {
  const Wrap = !block.heading && !block.intro && index > 0 ? Continued : Section;
  return (
    <Wrap $tone={block.tone}>
      <Container>
        {block.heading && <SectionHeading>{block.heading}</SectionHeading>}
        {block.intro && <SectionIntro>{block.intro}</SectionIntro>}
        <List data-testid="logo-row" $perRow={perRow(block.logos.length)}>
          {block.logos.map((logo) => (
            <Item key={logo.name}>
              <Img
                image={{ ...logo.image, alt: '', decorative: true }}
                eager={index === 0}
                sizes={logoImageSizes}
              />
              <span>{logo.name}</span>
            </Item>
          ))}
        </List>
      </Container>
    </Wrap>
  );
}
