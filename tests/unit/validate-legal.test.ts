import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inProcessSchemaCheck } from '../../src/app/project';
import { checkProject } from '../../src/app/project';
import { isRecord } from '../../src/schema/is-record';

const dir = mkdtempSync(join(tmpdir(), 'legal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('legal pages', () => {
  it('reports a footer legal link whose page lost its legal sections', () => {
    symlinkSync(resolve('public'), join(dir, 'public'), 'dir');
    mkdirSync(join(dir, 'pages'));
    for (const name of readdirSync('pages'))
      copyFileSync(join('pages', name), join(dir, 'pages', name));
    copyFileSync('site.config.json', join(dir, 'site.config.json'));
    const site: unknown = JSON.parse(readFileSync('site.config.json', 'utf8'));
    const legal =
      isRecord(site) && isRecord(site.footer) && Array.isArray(site.footer.legal)
        ? site.footer.legal
        : [];
    const last = legal.length - 1;
    const link: unknown = legal[last];
    const href = isRecord(link) && typeof link.href === 'string' ? link.href : '';
    // Rewrite that page with the same heading as a plain text block, without its sections.
    const file = readdirSync('pages').find((name) => {
      const page: unknown = JSON.parse(readFileSync(join('pages', name), 'utf8'));
      return isRecord(page) && page.path === href;
    });
    if (!file) throw new Error(`no page for ${href}`);
    const page: unknown = JSON.parse(readFileSync(join('pages', file), 'utf8'));
    if (!isRecord(page)) throw new Error('not a page');
    page.blocks = [
      { type: 'richText', heading: 'Our promise', headingLevel: 1, paragraphs: ['We care.'] },
    ];
    writeFileSync(join(dir, 'pages', file), JSON.stringify(page, null, 2));

    const { problems } = checkProject({ root: dir, schemaCheck: inProcessSchemaCheck() });
    // The footer's link, and every form notice that links the same page as its privacy policy.
    const forms = isRecord(site) && isRecord(site.forms) ? site.forms : {};
    const noticesLinking = Object.entries(forms).flatMap(([name, form]) =>
      isRecord(form) &&
      isRecord(form.notice) &&
      isRecord(form.notice.policy) &&
      form.notice.policy.href === href
        ? [`/forms/${name}/notice/policy/href`]
        : [],
    );
    const missing = expect.stringContaining(`leads to ${href}, which has no legalSections block`);
    expect(problems).toEqual(
      [`/footer/legal/${last}/href`, ...noticesLinking].map((pointer) =>
        expect.objectContaining({ file: 'site.config.json', pointer, message: missing }),
      ),
    );
  });
});
