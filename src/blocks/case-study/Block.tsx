import type { BlockProps } from '../../engine/browser/block-props';
import { Container, Section } from '../../ui/layout';
import type { CaseStudyBlock } from './schema';
import { Facts, Layout, Quote, Results, Story, Technologies } from './Block.styles';

/** A case study's facts beside its story: challenge, solution, results and the client's words. */
export default function CaseStudy({ block }: BlockProps<CaseStudyBlock>) {
  return (
    <Section id={block.id}>
      <Container>
        <Layout>
          <Facts data-testid="case-study-facts">
            <dt>Client</dt>
            <dd>{block.client}</dd>
            {block.industry && (
              <>
                <dt>Industry</dt>
                <dd>{block.industry}</dd>
              </>
            )}
            {block.technologies.length > 0 && (
              <>
                <dt>Technologies</dt>
                <dd>
                  <Technologies>
                    {block.technologies.map((tech) => (
                      <li key={tech}>{tech}</li>
                    ))}
                  </Technologies>
                </dd>
              </>
            )}
          </Facts>
          <Story>
            <h2>{block.challengeHeading}</h2>
            {block.challenge.map((text) => (
              <p key={text}>{text}</p>
            ))}
            <h2>{block.solutionHeading}</h2>
            {block.solution.map((text) => (
              <p key={text}>{text}</p>
            ))}
            <h2>{block.resultsHeading}</h2>
            <Results>
              {block.results.map((result) => (
                <li key={result}>{result}</li>
              ))}
            </Results>
            {block.quote && (
              <Quote>
                <blockquote>
                  <p>{block.quote.text}</p>
                </blockquote>
                <figcaption>
                  {block.quote.author}
                  {block.quote.role && <span>, {block.quote.role}</span>}
                </figcaption>
              </Quote>
            )}
          </Story>
        </Layout>
      </Container>
    </Section>
  );
}
