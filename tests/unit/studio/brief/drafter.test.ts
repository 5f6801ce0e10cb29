import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageSchema } from '../../../../src/app/page-schema';
import { seoLengths } from '../../../../src/engine/seo-lengths';
import { checkPage } from '../../../../src/server/studio/check-page';
import { resolveStudioPath } from '../../../../src/server/studio/file-access';
import { draftFromBrief } from '../../../../src/server/studio/brief/draft-page';
import { shownLength } from '../../../../src/server/studio/brief/seo-text';
import { generatedTexts } from '../../../../src/server/studio/brief/generated-texts';
import { readProject } from '../../../../src/server/new-page/project';

// A throw-away copy of the site: checking a page writes a temp file beside it.
const root = mkdtempSync(join(tmpdir(), 'brief-drafter-'));
for (const entry of ['pages', 'public', 'site.config.json'])
  cpSync(entry, join(root, entry), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));
const facts = readProject(root);

const fiveSentences =
  'We offer managed Kubernetes hosting for growing companies in India. Our engineers set up each cluster, watch it day and night and keep it patched. Backups run every night and are kept for thirty days. You pay one fixed monthly price per cluster, with no surprises on the bill. Moving your applications to us takes about a week, and we do the work.';

const blocksOf = (input: Parameters<typeof draftFromBrief>[0]) =>
  draftFromBrief(input, facts).page.blocks;
const errorsOf = (file: string, page: unknown) => {
  const resolved = resolveStudioPath(root, file);
  if (!resolved.ok) throw new Error(resolved.reason);
  return checkPage(root, resolved.file, page).filter((p) => p.severity !== 'warning');
};

describe('drafting a page from a brief without a model', () => {
  it('turns a brief of five sentences into a page that validates, with a free path and file', () => {
    const before = readdirSync(join(root, 'pages'));
    const draft = draftFromBrief({ about: fiveSentences }, facts);
    expect(errorsOf(draft.file, draft.page)).toEqual([]);
    expect(pageSchema.safeParse(draft.page).success).toBe(true);
    expect(before).not.toContain(draft.file.slice('pages/'.length));
    expect(draft.page.path).toMatch(/^\/[a-z0-9-]+$/);
    expect(readdirSync(join(root, 'pages'))).toEqual(before);
  });

  it('picks the template and the form from what the brief is for', () => {
    const careers = draftFromBrief(
      {
        about:
          'We are hiring a React developer with three years of experience. The job is full time in our Chennai office.',
      },
      facts,
    );
    expect(careers.intent).toBe('careers');
    const hero = careers.page.blocks[0];
    expect(hero?.type === 'hero' && hero.actions?.[0]).toMatchObject({ opens: 'application' });

    const hosting = draftFromBrief(
      {
        about:
          'Our new VPS hosting plans run on NVMe storage in an Indian data centre. Every server comes with daily backups and root access.',
      },
      facts,
    );
    expect(hosting.intent).toBe('hosting');
    expect(hosting.template).toBe('service');

    const legal = draftFromBrief(
      {
        about:
          'This cookie policy explains which cookies the site sets and why. It also tells visitors how to refuse cookies and what personal data they hold.',
      },
      facts,
    );
    expect(legal.template).toBe('legal');
    expect(legal.page.blocks.map((b) => b.type)).toContain('legalSections');

    const service = draftFromBrief(
      { about: 'We design logos and brand guides for small shops. A designer works with you.' },
      facts,
    );
    expect(service.template).toBe('service');
    const cta = service.page.blocks.at(-1);
    expect(cta?.type === 'cta' && cta.actions[0]).toMatchObject({ opens: 'enquiry' });
  });

  it('opens the call-back form when the call to action asks for a call', () => {
    const blocks = blocksOf({
      about:
        'We build online shops for retailers in Tamil Nadu. Each shop takes payments in rupees.',
      action: 'Request a call back',
    });
    const cta = blocks.at(-1);
    expect(cta?.type === 'cta' && cta.actions[0]).toEqual({
      label: 'Request a call back',
      opens: 'getInTouch',
    });
  });

  it('keeps the title and description within the lengths search engines show', () => {
    const long =
      'We provide an extraordinarily comprehensive end-to-end enterprise resource planning implementation and customisation service for manufacturers, distributors and retailers across South India and the Middle East, with training.';
    for (const about of [long, 'We repair laptops.', fiveSentences]) {
      const { page } = draftFromBrief({ about }, facts);
      const title = shownLength(page.title, facts.site);
      const description = shownLength(page.description, facts.site);
      expect(title).toBeGreaterThanOrEqual(seoLengths.title.min);
      expect(title).toBeLessThanOrEqual(seoLengths.title.max);
      expect(description).toBeGreaterThanOrEqual(seoLengths.description.min);
      expect(description).toBeLessThanOrEqual(seoLengths.description.max);
    }
  });

  it('makes the hero from the first sentence and a card of each point', () => {
    const blocks = blocksOf({
      about: fiveSentences,
      points: '- 24/7 monitoring: we watch every node\n- Nightly backups\n- One fixed price',
    });
    const hero = blocks[0];
    expect(hero?.type).toBe('hero');
    expect(hero?.type === 'hero' && hero.text).toBe(fiveSentences.split('. ')[0] + '.');
    const grid = blocks.find((b) => b.type === 'featureGrid');
    expect(grid?.type === 'featureGrid' && grid.cards.map((c) => c.title)).toEqual([
      '24/7 monitoring',
      'Nightly backups',
      'One fixed price',
    ]);
  });

  it('makes an FAQ of the questions, with the answers the brief gives', () => {
    const blocks = blocksOf({
      about: fiveSentences,
      questions: 'How long does moving take? About a week.\nCan we keep our own cloud account?',
    });
    const faq = blocks.find((b) => b.type === 'faq');
    expect(faq?.type === 'faq' && faq.items.map((i) => i.question)).toEqual([
      'How long does moving take?',
      'Can we keep our own cloud account?',
    ]);
    expect(faq?.type === 'faq' && faq.items[0]?.answer).toBe('About a week.');
  });

  it("names phone numbers and e-mail addresses by the site's placeholders, never typed in", () => {
    const draft = draftFromBrief(
      {
        about: `${fiveSentences} Call +91 98400 12345 or write to sales@example.com today.`,
        action: 'Write to hello@example.com',
      },
      facts,
    );
    const texts = JSON.stringify(draft.page);
    expect(texts).not.toMatch(/98400|@example\.com/);
    expect(texts).toContain('{{company.email}}');
    expect(texts).toMatch(/\{\{company\.phones\.\d\.display\}\}/);
    expect(errorsOf(draft.file, draft.page)).toEqual([]);
  });

  it('adds no block the brief gave nothing for (no logo row, no cards without points)', () => {
    const types = blocksOf({ about: fiveSentences }).map((b) => b.type);
    expect(types).not.toContain('logoRow');
    expect(types).not.toContain('featureGrid');
    expect(types).not.toContain('faq');
  });

  it('marks every text of the page, and no path, form name or icon', () => {
    const { page } = draftFromBrief({ about: fiveSentences, points: '- Nightly backups' }, facts);
    const texts = generatedTexts(page);
    expect(texts).toContain(page.title);
    expect(texts).toContain(page.description);
    expect(texts).not.toContain(page.path);
    expect(texts).not.toContain('enquiry');
  });

  it('takes the next free path when the first is taken by a page or a draft', () => {
    const first = draftFromBrief({ about: 'We offer web design for dentists.' }, facts);
    const second = draftFromBrief({ about: 'We offer web design for dentists.' }, facts, {
      files: [first.file],
      paths: [first.page.path],
    });
    expect(second.page.path).not.toBe(first.page.path);
    expect(second.file).not.toBe(first.file);
  });

  it('gives a second page from the same brief its own title and description', () => {
    const first = draftFromBrief({ about: fiveSentences }, facts);
    const project = {
      ...facts,
      pages: [...facts.pages, { file: first.file, value: first.page }],
    };
    const second = draftFromBrief({ about: fiveSentences }, project);
    expect(second.page.title).not.toBe(first.page.title);
    expect(second.page.description).not.toBe(first.page.description);
    expect(shownLength(second.page.description, facts.site)).toBeLessThanOrEqual(
      seoLengths.description.max,
    );
  });
});
