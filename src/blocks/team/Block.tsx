import { Globe, Link2, Mail } from 'lucide-react';
import type { BlockProps } from '../../engine/browser/block-props';
import { Container, Section, SectionHeading, SectionIntro } from '../../ui/layout';
import type { TeamBlock } from './schema';
import { Initials, Links, People, Person, Photo } from './Block.styles';

type Link = TeamBlock['people'][number]['links'][number];

// The visible word stays at the start of the accessible name (voice control users say what they
// see); the hidden rest names the person, so a list of links reads unambiguously.
const linkWording: Record<Link['kind'], { icon: typeof Mail; label: string; rest: string }> = {
  linkedin: { icon: Link2, label: 'LinkedIn', rest: 'profile of' },
  email: { icon: Mail, label: 'Email', rest: '' },
  website: { icon: Globe, label: 'Website', rest: 'of' },
};

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => word?.charAt(0).toUpperCase() ?? '').join('');
}

function ProfileLink({ link, name }: { link: Link; name: string }) {
  const { icon: LinkIcon, label, rest } = linkWording[link.kind];
  return (
    <a href={link.href}>
      <LinkIcon size={16} aria-hidden="true" focusable="false" />
      {label}
      <span className="visually-hidden">
        {' '}
        {rest ? `${rest} ` : ''}
        {name}
      </span>
    </a>
  );
}

/** Team members; a missing photo is replaced by initials, decorative since the name follows. */
export default function Team({ block, index }: BlockProps<TeamBlock>) {
  return (
    <Section id={block.id} $tone={block.tone}>
      <Container>
        {block.heading && <SectionHeading>{block.heading}</SectionHeading>}
        {block.intro && <SectionIntro>{block.intro}</SectionIntro>}
        <People data-testid="team">
          {block.people.map((person) => (
            <Person key={person.name}>
              {person.photo ? (
                <Photo
                  src={person.photo.src}
                  alt={person.photo.alt}
                  width={person.photo.width}
                  height={person.photo.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              ) : (
                <Initials aria-hidden="true" data-testid="initials">
                  {initialsOf(person.name)}
                </Initials>
              )}
              <h3>{person.name}</h3>
              <p>{person.role}</p>
              {person.links.length > 0 && (
                <Links aria-label={`Links of ${person.name}`}>
                  {person.links.map((link) => (
                    <li key={link.href}>
                      <ProfileLink link={link} name={person.name} />
                    </li>
                  ))}
                </Links>
              )}
            </Person>
          ))}
        </People>
      </Container>
    </Section>
  );
}
