import type { PageInput } from '../../app/page-schema';
import { currentPageFormat } from '../../schema/page-format-version';
import type { Template } from './checks';
import { hubCards } from './hub-cards';
import { knownHeroImage, knownLogos, type ProjectFacts } from './project';
import { withArticle } from './article';
import { topicOf } from './topic';

export interface NewPage {
  path: string;
  title: string;
  description: string;
  template: Template;
}

type Blocks = PageInput['blocks'];

const contactUs: Blocks[number] = {
  type: 'cta',
  heading: 'Ready to talk about your project?',
  text: 'Tell us what you need and our team will get back to you with a plan.',
  actions: [{ label: 'CONTACT US', opens: 'enquiry' }],
};

function hero(page: NewPage, facts: ProjectFacts, label: string): Blocks[number] {
  const image = knownHeroImage(facts);
  return {
    type: 'hero',
    heading: topicOf(page.title),
    text: page.description,
    ...(image ? { image } : {}),
    actions: [{ label, opens: 'enquiry' }],
  };
}

function service(page: NewPage, facts: ProjectFacts): Blocks {
  const topic = topicOf(page.title);
  const logos = knownLogos(facts).slice(0, 4);
  return [
    hero(page, facts, `Build my ${topic}`),
    {
      type: 'featureGrid',
      heading: `What our ${topic} service includes`,
      columns: 3,
      cards: [
        {
          title: 'Planned around your goals',
          icon: 'target',
          description:
            'We agree on scope, milestones and how success is measured before work starts.',
        },
        {
          title: 'Built by specialists',
          icon: 'users',
          description:
            'An experienced team in Chennai designs, builds and tests every deliverable.',
        },
        {
          title: 'Supported after launch',
          icon: 'headphones',
          description: 'We stay on hand for updates, fixes and improvements once the work is live.',
        },
      ],
    },
    ...(logos.length > 0 ? [{ type: 'logoRow' as const, heading: 'Tools we use', logos }] : []),
    {
      type: 'faq',
      items: [
        {
          question: `How do I start ${withArticle(topic)} project?`,
          answer: `Press "Build my ${topic}" or CONTACT US and describe what you need. We reply with questions or a proposal.`,
        },
        {
          question: 'How long does it take?',
          answer:
            'It depends on the scope. After a first conversation you receive a written plan with milestones.',
        },
      ],
    },
    contactUs,
  ];
}

function hub(page: NewPage, facts: ProjectFacts): Blocks {
  const linked = hubCards(facts);
  return [
    hero(page, facts, `Build my ${topicOf(page.title)}`),
    {
      type: 'featureGrid',
      heading: 'Explore our services',
      columns: 3,
      cards: linked,
    },
    contactUs,
  ];
}

function legal(page: NewPage): Blocks {
  return [
    {
      type: 'richText',
      heading: topicOf(page.title),
      headingLevel: 1,
      paragraphs: [page.description],
    },
    {
      type: 'legalSections',
      updated: new Date().toISOString().slice(0, 10),
      sections: [
        {
          title: 'Scope',
          paragraphs: [`This ${topicOf(page.title)} applies to every visitor of this website.`],
        },
        {
          title: 'Contact',
          paragraphs: ['Questions about this page can be sent to {{company.email}}.'],
        },
      ],
    },
  ];
}

// Every text is an instruction, not a made-up story: a case study states only what the client
// has approved, so nothing here could pass for a real client, figure or quote.
function caseStudy(page: NewPage, facts: ProjectFacts): Blocks {
  return [
    hero(page, facts, 'Start a similar project'),
    {
      type: 'caseStudy',
      client: 'Client name (as the client agreed to be named)',
      industry: 'Client industry',
      technologies: ['Replace with a technology used'],
      challenge: ['Replace with what the client needed and what stood in the way.'],
      solution: ['Replace with what was built, and how the work was planned and delivered.'],
      results: ['Replace with one outcome the client has confirmed.'],
    },
    contactUs,
  ];
}

const builders: Record<Template, (page: NewPage, facts: ProjectFacts) => Blocks> = {
  service,
  hub,
  legal,
  'case-study': caseStudy,
};

/** A new page with the chosen template's example blocks, ready to be edited. */
export function buildPage(page: NewPage, facts: ProjectFacts): PageInput {
  const blocks = builders[page.template](page, facts);
  return {
    $schema: '../schemas/page.schema.json',
    format: currentPageFormat,
    path: page.path,
    title: page.title,
    description: page.description,
    keywords: [topicOf(page.title).toLowerCase()],
    // A case study goes public only once the client has approved its facts: until then search
    // engines are asked not to index it, should it be deployed unfinished.
    robots: page.template === 'case-study' ? 'noindex, follow' : 'index, follow',
    blocks,
  };
}
