import type { BlockProps } from '../../engine/browser/block-props';
import { ActionButton } from '../../ui/ActionButton';
import { Briefcase, Clock, MapPin } from 'lucide-react';
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
                  <Briefcase size={16} aria-hidden="true" focusable="false" /> {job.employment}
                </li>
                <li>
                  <Clock size={16} aria-hidden="true" focusable="false" /> Experience:{' '}
                  {job.experience}
                </li>
                {job.location && (
                  <li>
                    <MapPin size={16} aria-hidden="true" focusable="false" /> {job.location}
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
