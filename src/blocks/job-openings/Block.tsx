import type { BlockProps } from '../../engine/block-props';
import { ActionButton } from '../../ui/ActionButton';
import { Icon } from '../../ui/Icon';
import { Container, Section, SectionHeading, SectionIntro } from '../../ui/layout';
import type { JobOpeningsBlock } from './schema';
import { Facts, Job, List, Requirements, Summary } from './Block.styles';

export default function JobOpenings({ block }: BlockProps<JobOpeningsBlock>) {
  return (
    <Section id={block.id} $tone="surface">
      <Container>
        <SectionHeading>{block.heading}</SectionHeading>
        {block.intro && <SectionIntro>{block.intro}</SectionIntro>}
        <List data-testid="job-openings">
          {block.jobs.map((job) => (
            <Job key={job.title}>
              <h3>{job.title}</h3>
              <Facts aria-label={`${job.title}: key facts`}>
                <li>
                  <Icon name="briefcase" size={16} /> {job.employment}
                </li>
                <li>
                  <Icon name="clock" size={16} /> Experience: {job.experience}
                </li>
                {job.location && (
                  <li>
                    <Icon name="map-pin" size={16} /> {job.location}
                  </li>
                )}
              </Facts>
              <Summary>{job.summary}</Summary>
              {job.requirements.length > 0 && (
                <Requirements>
                  {job.requirements.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </Requirements>
              )}
              <div>
                <ActionButton action={job.action} subject={job.title} />
              </div>
            </Job>
          ))}
        </List>
      </Container>
    </Section>
  );
}
