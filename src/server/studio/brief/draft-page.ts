import type { PageInput } from '../../../app/page-schema';
import { currentPageFormat } from '../../../schema/page-format-version';
import { fileFor, fileProblem, pathProblem, type Template } from '../../new-page/checks';
import { knownHeroImage, type ProjectFacts } from '../../new-page/project';
import { buildPage } from '../../new-page/templates';
import { actionOf, cardOf, ctaOf, faqOf, type Block } from './blocks';
import { withFactPlaceholders } from './facts';
import { intentOf, templateOf, type Intent } from './intent';
import { parseBrief, type Brief, type BriefInput } from './parse-brief';
import { pageDescription, pageTitle } from './seo-text';
import { pathFor, topicFromSentence } from './topic';

/** A page drafted from a brief, with what it was drafted as. */
export interface BriefDraft {
  page: PageInput;
  intent: Intent;
  template: Template;
  /** Where the page is to be kept: its path's file, free on disk. */
  file: string;
}

/** Pages that exist only as drafts (on the site): their files and paths are taken too. */
export interface Reserved {
  files: readonly string[];
  paths: readonly string[];
}

/** The first free path (and its file) for a topic: "/x", else "/x-2", "/x-3"… */
function freePath(topic: string, facts: ProjectFacts, reserved: Reserved) {
  const base = pathFor(topic);
  const paths = new Set(reserved.paths.map((p) => p.toLowerCase()));
  for (let n = 1; n < 100; n += 1) {
    const path = n === 1 ? base : `${base}-${n}`;
    const file = fileFor(path);
    if (paths.has(path) || reserved.files.includes(file)) continue;
    if (!pathProblem(path, facts) && !fileProblem(file, facts)) return { path, file };
  }
  throw new Error(`no free path near ${base}`);
}

const eyebrow: Partial<Record<Intent, string>> = { careers: 'Careers', hosting: 'Hosting' };
const gridHeading = (intent: Intent, topic: string) =>
  intent === 'careers'
    ? 'What you will do'
    : intent === 'hosting'
      ? 'What every plan includes'
      : `What ${topic} includes`;

/** Hero, cards from the points, the rest of the paragraph, the FAQ and the call to action. */
function offerBlocks(brief: Brief, intent: Intent, topic: string, facts: ProjectFacts): Block[] {
  const action = actionOf(intent, brief.action);
  const image = knownHeroImage(facts);
  const [first = topic, ...rest] = brief.sentences;
  const faq = faqOf(brief);
  return [
    {
      type: 'hero',
      ...(eyebrow[intent] ? { eyebrow: eyebrow[intent] } : {}),
      heading: topic,
      text: first,
      ...(image ? { image } : {}),
      actions: [action],
    },
    ...(brief.points.length > 0
      ? [
          {
            type: 'featureGrid' as const,
            heading: gridHeading(intent, topic),
            columns: brief.points.length % 3 === 0 || brief.points.length > 4 ? 3 : 2,
            cards: brief.points.map(cardOf),
          } as const,
        ]
      : []),
    ...(rest.length > 0
      ? [
          {
            type: 'richText' as const,
            heading: intent === 'careers' ? 'About the role' : `About ${topic}`,
            paragraphs: [rest.join(' ')],
          },
        ]
      : []),
    ...(faq ? [faq] : []),
    ctaOf(intent, action),
  ];
}

/** A template's own blocks with the hero or heading text taken from the brief. */
function templateBlocks(page: PageInput, brief: Brief): Block[] {
  const faq = faqOf(brief);
  const blocks = page.blocks.map((block): Block => {
    if (block.type === 'hero') return { ...block, text: brief.sentences[0] ?? block.text };
    if (block.type === 'richText') return { ...block, paragraphs: [brief.sentences.join(' ')] };
    if (block.type === 'legalSections' && brief.points.length > 0)
      return { ...block, sections: brief.points.map((p) => ({ title: p, paragraphs: [p] })) };
    return block;
  });
  if (!faq) return blocks;
  const end = blocks.at(-1)?.type === 'cta' ? blocks.length - 1 : blocks.length;
  return [...blocks.slice(0, end), faq, ...blocks.slice(end)];
}

/** Every text of the brief with typed-in phone numbers, e-mails and the name as placeholders. */
function withPlaceholders(brief: Brief, site: unknown): Brief {
  const fix = (text: string) => withFactPlaceholders(text, site);
  return {
    sentences: brief.sentences.map(fix),
    points: brief.points.map(fix),
    questions: brief.questions.map((q) => ({
      question: fix(q.question),
      ...(q.answer ? { answer: fix(q.answer) } : {}),
    })),
    ...(brief.action ? { action: fix(brief.action) } : {}),
  };
}

/**
 * The deterministic draft: the template the brief's words point to, a free path, a title and
 * description within the search-engine lengths, and the page's texts from the brief. Nothing is
 * asked of anyone; it takes milliseconds.
 */
export function draftFromBrief(
  input: BriefInput,
  facts: ProjectFacts,
  reserved: Reserved = { files: [], paths: [] },
): BriefDraft {
  const brief = withPlaceholders(parseBrief(input), facts.site);
  if (brief.sentences.length === 0) throw new Error('write at least one sentence about the page');
  const all = [...brief.sentences, ...brief.points, brief.action ?? ''].join(' ');
  const intent = intentOf(all);
  const template = templateOf[intent];
  const topic = topicFromSentence(parseBrief(input).sentences[0] ?? '');
  const { path, file } = freePath(topic, facts, reserved);
  const title = pageTitle(topic, facts);
  const description = pageDescription(brief.sentences, facts);
  const skeleton = buildPage({ path, title, description, template }, facts);
  const blocks =
    template === 'service'
      ? offerBlocks(brief, intent, topic, facts)
      : templateBlocks(skeleton, brief);
  const page: PageInput = {
    $schema: '../schemas/page.schema.json',
    format: currentPageFormat,
    path,
    title,
    description,
    keywords: [topic.toLowerCase()],
    robots: skeleton.robots,
    blocks,
  };
  return { page, intent, template, file };
}
