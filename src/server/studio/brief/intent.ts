import type { Template } from '../../new-page/checks';

/** What a brief is for: it decides the template, the call to action and the wording. */
export type Intent = 'careers' | 'hosting' | 'legal' | 'case-study' | 'hub' | 'service';

/** The `npm run new-page` template each intent starts from. */
export const templateOf: Record<Intent, Template> = {
  careers: 'service',
  hosting: 'service',
  legal: 'legal',
  'case-study': 'case-study',
  hub: 'hub',
  service: 'service',
};

// Words that tell each intent, weighed by how surely they do; "service" wins a tie or nothing.
const signals: [Intent, RegExp, number][] = [
  [
    'careers',
    /\b(jobs?|careers?|hiring|vacanc(y|ies)|openings?|recruit\w*|applicants?|candidates?|cv|résumé|resume|internships?|freshers?)\b/gi,
    2,
  ],
  [
    'hosting',
    /\b(hosting|vps|server|servers|uptime|bandwidth|datacent(er|re)|data cent(er|re)|storage|ssd|nvme|plans?|per month|monthly)\b/gi,
    1.5,
  ],
  // The word itself says it most surely: "managed Kubernetes hosting" is a hosting page.
  ['hosting', /\b(hosting|vps)\b/gi, 1],
  [
    'legal',
    /\b(privacy|terms|conditions|policy|policies|cookies?|gdpr|refunds?|liability|disclaimer|legal|personal data)\b/gi,
    1,
  ],
  [
    'case-study',
    /\b(case stud(y|ies)|we helped|our client|the client|client story|success story|results? (we|they) (got|achieved))\b/gi,
    3,
  ],
  [
    'hub',
    /\b(all (of )?our|overview of|every (one of )?our|lists? (all|our)|range of services|hub|directory)\b/gi,
    3,
  ],
];

/** The intent a brief's words point to most, "service" when none stands out. */
export function intentOf(text: string): Intent {
  const scores = new Map<Intent, number>();
  for (const [intent, words, weight] of signals)
    scores.set(intent, (scores.get(intent) ?? 0) + (text.match(words)?.length ?? 0) * weight);
  let best: Intent = 'service';
  let score = 1.9;
  for (const [intent, total] of scores) if (total > score) [best, score] = [intent, total];
  return best;
}
