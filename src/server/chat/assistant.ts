import { isDeepStrictEqual } from 'node:util';
import type { Page } from '../../app/page-schema';
import type { SiteContent } from './content';
import { contactFacts, type ContactFacts } from './facts';
import { groundedPrompt } from './grounding';
import { asksForSecret, factIntentsOf, smallTalkOf, withoutPriceWords } from './intents';
import { isInstructionAttempt } from './injection';
import { allowedLinksAsWritten, mdLink } from './links';
import { pagePassages, sitePassages, type Passage } from './passages';
import type { ProviderConfig } from './provider';
import { streamCompletion } from './provider-stream';
import { instructionReply, intentReply, unknownReply, withContactPage } from './replies';
import { buildSiteIndex, type SiteIndex } from './search-index';
import { answersTopic, confidentMatches, searchReply } from './search-reply';
import { mayBeAboutTerms, topicOf, topicPages, withoutTopicWords } from './topics';

export interface Reply {
  text: string;
  /** Where the reply came from; logged instead of the visitor's words. */
  source: 'smallTalk' | 'facts' | 'search' | 'unknown' | 'model' | 'instruction';
}

export interface Assistant {
  /**
   * The reply to a visitor's message. A model's reply is also given to `onText` as it is
   * written, piece by piece (links complete and checked); the resolved reply is the whole of
   * it, or the search answer when the model failed part way.
   */
  reply(message: string, onText?: (piece: string) => void): Promise<Reply>;
  /**
   * The assistant over `content`, a newer content of the same site. When only pages' texts
   * changed (same pages, same site config), the index is updated with the changed pages'
   * passages, in place: this assistant then answers from the new content too.
   */
  withContent(content: SiteContent): Assistant;
}

export interface AssistantOptions {
  provider?: ProviderConfig;
  /** Told when the provider fails; the visitor gets the search answer instead. */
  onProviderError?: (error: unknown) => void;
}

/** What the assistant knows of a site: its public pages, facts, topics and search index. */
interface Knowledge {
  site: SiteContent['site'];
  pages: Page[];
  paths: string[];
  facts: ContactFacts;
  pageOfTopic: ReturnType<typeof topicPages>;
  index: SiteIndex;
  summaries: Map<string, Passage>;
  titles: Map<string, string>;
}

function knowledgeOf(content: SiteContent, before?: Knowledge): Knowledge {
  // Pages for signed-in accounts only (the account page, the staff's leads inbox) answer no
  // visitor's question: the assistant neither indexes nor links them.
  const pages = content.pages.filter((page) => !page.access);
  const paths = pages.map((p) => p.path);
  const facts = contactFacts(content.site, paths);
  const pageOfTopic = topicPages(content.site, paths, facts);
  let index: SiteIndex;
  if (before && isDeepStrictEqual(before.paths, paths) && isDeepStrictEqual(before.facts, facts)) {
    // The same pages and facts (a menu or footer change leaves them): only the passages of the
    // pages whose data changed are new.
    index = before.index;
    const old = new Map(before.pages.map((page) => [page.path, page]));
    const changed = pages.filter((page) => !isDeepStrictEqual(old.get(page.path), page));
    if (changed.length > 0)
      index.replace(
        new Set(changed.map((page) => page.path)),
        pagePassages(changed, facts, new Set(paths)),
      );
  } else index = buildSiteIndex(sitePassages(pages, facts), [facts.company]);
  const passages = index.passages();
  const summaries = new Map(passages.filter((p) => p.summary).map((p) => [p.target, p]));
  const titles = new Map([...summaries].map(([path, p]) => [path, p.pageTitle]));
  return { site: content.site, pages, paths, facts, pageOfTopic, index, summaries, titles };
}

/** Builds the assistant over a site's content: search index, contact facts, optional model. */
export function createAssistant(content: SiteContent, options: AssistantOptions = {}): Assistant {
  return assistantOf(knowledgeOf(content), options);
}

function assistantOf(knowledge: Knowledge, options: AssistantOptions): Assistant {
  const { paths, facts, pageOfTopic, index, summaries, titles } = knowledge;
  const allowedLink = (href: string) =>
    paths.includes(href) ||
    facts.phones.some((p) => p.href === href) ||
    href === `mailto:${facts.email}` ||
    href === facts.messaging.url;

  const fromIndex = (message: string) => {
    const matches = index.search(message);
    const confident = confidentMatches(matches);
    const reply: Reply =
      confident.length > 0
        ? { text: searchReply(confident, summaries), source: 'search' }
        : { text: unknownReply(facts), source: 'unknown' };
    return { reply, matches, best: confident[0]?.target };
  };

  // A question about the company itself is answered from its topic's page only, or not at all:
  // a service page that shares a word would be a wrong answer. Contact facts it also asks for
  // ("the working hours for the job") follow; its price words do not bring the price reply.
  const fromTopic = (message: string): Reply | undefined => {
    const topic = topicOf(message);
    if (!topic) return undefined;
    const page = pageOfTopic[topic.topic];
    const [match] = page ? index.search(message, { given: topic.words, within: [page] }) : [];
    if (!answersTopic(match)) return { text: unknownReply(facts), source: 'unknown' };
    const also = factIntentsOf(withoutTopicWords(message, topic.words))
      .filter((i) => i !== 'quote' && i !== 'contact')
      .map((i) => intentReply(i, facts));
    return { text: [searchReply([match], summaries), ...also].join(' '), source: 'search' };
  };

  // A question that may be about the terms ("Is hosting included in the price?") is answered from
  // the terms page when that page answers it as a search would, before the facts and the search
  // over every page: the service page that mentions hosting is not what the visitor asked about.
  const fromTerms = (message: string): Reply | undefined => {
    const page = pageOfTopic.terms;
    const intents = factIntentsOf(message);
    // A contact fact ("business hours", "pay you a visit") is answered first, from the facts.
    if (!page || intents.some((i) => i !== 'quote')) return undefined;
    if (!mayBeAboutTerms(message, intents.includes('quote'))) return undefined;
    const [match] = index.search(message, { within: [page] });
    // A word the terms never use ("GST") means they do not answer it.
    if (!match || match.foreign.length > 0) return undefined;
    let confident = confidentMatches([match]);
    // Its site-wide common words ("hosting") count too, when the page holds all its rarer ones:
    // "Do your WordPress hosting plans include daily backups?" is not about the terms.
    if (confident.length === 0 && answersTopic(match))
      confident = confidentMatches(index.search(message, { within: [page], allWords: true }));
    if (confident.length === 0) return undefined;
    return { text: searchReply(confident, summaries), source: 'search' };
  };

  return {
    withContent: (content) => assistantOf(knowledgeOf(content, knowledge), options),
    async reply(message, onText) {
      const talk = smallTalkOf(message);
      if (talk) return { text: intentReply(talk, facts), source: 'smallTalk' };
      if (asksForSecret(message)) return { text: intentReply('secret', facts), source: 'unknown' };
      const topical = fromTopic(message);
      if (topical) return topical;
      const terms = fromTerms(message);
      if (terms) return terms;
      const intents = factIntentsOf(message);
      if (intents.length > 0) {
        const answers = intents.map((i) => intentReply(i, facts));
        // A price question about a service also points to that service's page.
        const service = intents.includes('quote')
          ? fromIndex(withoutPriceWords(message)).best
          : undefined;
        const page =
          service && service !== facts.contactPage.path
            ? ` For details of the service, see our ${mdLink(titles.get(service) ?? service, service)} page.`
            : '';
        return { text: withContactPage(answers.join(' ') + page, facts), source: 'facts' };
      }
      const found = fromIndex(message);
      if (!options.provider || found.matches.length === 0) return found.reply;
      // Instructions in a visitor's text never reach the model.
      if (isInstructionAttempt(message))
        return { text: instructionReply(facts), source: 'instruction' };
      try {
        const prompt = groundedPrompt(message, found.matches.slice(0, 4), facts, titles);
        const links = allowedLinksAsWritten(allowedLink);
        let text = '';
        const show = (piece: string) => {
          text += piece;
          if (piece) onText?.(piece);
        };
        for await (const piece of streamCompletion(options.provider, prompt))
          show(links.push(piece));
        show(links.end());
        return { text: text.trim(), source: 'model' };
      } catch (error) {
        options.onProviderError?.(error);
        return found.reply;
      }
    },
  };
}
