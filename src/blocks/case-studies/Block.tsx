import type { BlockProps } from '../../engine/browser/block-props';
import { Img } from '../../ui/Img';
import { Container, Section, SectionHeading, SectionIntro } from '../../ui/layout';
import type { CaseStudiesBlock } from './schema';
import { Body, Card, Client, Grid, More, Summary, Tags, Title, TitleLink } from './Block.styles';

/** Case study cards; each card's title is its one link, stretched over the card. */
export default function CaseStudies({ block, index }: BlockProps<CaseStudiesBlock>) {
  return (
    <Section id={block.id} $tone={block.tone}>
      <Container>
        {block.heading && <SectionHeading>{block.heading}</SectionHeading>}
        {block.intro && <SectionIntro>{block.intro}</SectionIntro>}
        <Grid data-testid="case-studies">
          {block.studies.map((study) => (
            <Card key={study.title}>
              {study.image && <Img image={study.image} eager={index === 0} />}
              <Body>
                <Client>{study.client}</Client>
                <Title>
                  <TitleLink href={study.href}>{study.title}</TitleLink>
                </Title>
                <Summary>{study.summary}</Summary>
                {study.tags.length > 0 && (
                  <Tags aria-label={`${study.title}: tags`}>
                    {study.tags.map((tag) => (
                      <li key={tag}>{tag}</li>
                    ))}
                  </Tags>
                )}
                <More aria-hidden="true">Read the case study →</More>
              </Body>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
