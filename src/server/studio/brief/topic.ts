// Openings that say the page exists rather than what it is about.
const leadIns =
  /^(?:this|the|our|a|an)?\s*(?:new\s+)?(?:page|section)\s+(?:is\s+)?(?:about|for|on|describes|presents|introduces|explains)\s+|^(?:we|i)\s+(?:are\s+)?(?:offer|offering|provide|providing|sell|selling|build|building|run|running|deliver|delivering|design|create|make|develop|write|host|manage|repair|teach|train|are hiring|hire|want to (?:sell|offer|promote))\s+(?:an?\s+|our\s+|the\s+)?|^(?:introducing|announcing|meet)\s+|^(?:this|our|an?|the|new)\s+/i;
// Where the name of the thing ends and what is said about it begins.
const clauseEnd =
  /\s+(?:for|that|which|who|to|so|with|where|when|because|built|designed|made|helping|at|in|on|from|is|are|run|runs|lets|gives|keeps|explains|describes|covers|sets|tells|shows|lists|offers|provides|helps)\s+|[,;:.!?()–—]/i;
const small = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** Each word with a capital first letter, as the site's headings are, acronyms kept. */
export const titleCase = (text: string) =>
  text
    .split(' ')
    .map((word, i) =>
      i > 0 && small.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');

/**
 * What a page is about, named from the brief's first sentence: "We offer managed Kubernetes
 * hosting for startups." → "Managed Kubernetes Hosting". At most six words.
 */
export function topicFromSentence(sentence: string): string {
  // "This page is about our new …": each opening is taken off in turn.
  let stripped = sentence.trim();
  for (let i = 0; i < 4; i += 1) stripped = stripped.replace(leadIns, '').trim();
  const name = (stripped.split(clauseEnd)[0] ?? stripped).trim();
  const words = (name || stripped).split(/\s+/).filter(Boolean).slice(0, 6);
  return titleCase(words.join(' ').replace(/[^\p{L}\p{N})]+$/u, '')) || 'New Page';
}

/** A page path for a topic: "Managed Kubernetes Hosting" → "/managed-kubernetes-hosting". */
export const pathFor = (topic: string) =>
  `/${topic
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')}`;
