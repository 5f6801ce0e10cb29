import { Eyebrow, SectionHeading, SectionIntro } from './layout';

/** The optional eyebrow, heading and intro a section opens with, in that order. */
export function SectionHeader({
  eyebrow,
  heading,
  intro,
  tone,
}: {
  eyebrow?: string;
  heading?: string;
  intro?: string;
  tone?: string;
}) {
  return (
    <>
      {eyebrow && <Eyebrow $onDark={tone === 'dark'}>{eyebrow}</Eyebrow>}
      {heading && <SectionHeading>{heading}</SectionHeading>}
      {intro && <SectionIntro>{intro}</SectionIntro>}
    </>
  );
}
