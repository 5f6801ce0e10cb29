// @vitest-environment happy-dom
import axe, { type Result } from 'axe-core';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  blockIndexOf,
  renderedFindings,
  renderedRules,
} from '../../../src/studio/preview/rendered-findings';

// The preview's DOM in small (blocks in `data-studio-block` wrappers, a header outside them), and
// what axe-core found in it in Chromium: colour contrast needs a browser's layout, which happy-dom
// has not, so its violations were recorded there, by axe.run on the whole document with the
// studio's rules (`renderedRules`). Their selectors find the same elements here.
const html = readFileSync('tests/unit/studio/axe/rendered-preview.html', 'utf8');
const recorded = JSON.parse(
  readFileSync('tests/unit/studio/axe/rendered-preview-violations.json', 'utf8'),
) as Result[];

const blockOf = (node: Parameters<typeof blockIndexOf>[0]) => blockIndexOf(node, document);
const contrast = recorded.filter((v) => v.id === 'color-contrast');

beforeEach(() => {
  document.body.innerHTML = html;
});

describe('what the preview finds in the page as rendered', () => {
  it('records the rules the studio runs', () => {
    expect(recorded.map((v) => v.id).sort()).toEqual([...renderedRules].sort());
  });

  it('tells each block with faint text once, with its worst contrast, and leaves out the site header', () => {
    const findings = renderedFindings(contrast, blockOf);
    // Five faint elements: one in the header, one in the first block, three in the second.
    expect(contrast[0]?.nodes).toHaveLength(5);
    expect(findings.map(({ block, check }) => ({ block, check }))).toEqual([
      { block: 0, check: 'contrast' },
      { block: 1, check: 'contrast' },
    ]);
    // The first block's eyebrow: 4.1:1 where 4.5:1 is needed.
    expect(findings[0]?.message).toContain('4.1:1');
    expect(findings[0]?.message).toContain('4.5:1');
    // The second block's paragraphs (2:1 of 4.5:1) are further from what they need than its large heading
    // (2.8:1 of 3:1), so they are the numbers given.
    expect(findings[1]?.message).toContain('2:1');
    expect(findings[1]?.message).toContain('4.5:1');
    expect(findings[1]?.message).not.toContain('3:1');
  });

  it('says a link or button with no name, once per block, as a link-text warning', () => {
    const findings = renderedFindings(recorded, blockOf);
    expect(findings.map(({ block, check }) => ({ block, check }))).toEqual([
      { block: 0, check: 'contrast' },
      { block: 1, check: 'link-text' },
      { block: 1, check: 'contrast' },
      { block: 1, check: 'link-text' },
    ]);
    expect(new Set(findings.map((f) => f.message)).size).toBe(4);
  });

  it('finds blocks by the elements of a live run too (link and button names need no layout)', async () => {
    const results = await axe.run(document, {
      runOnly: { type: 'rule', values: ['link-name', 'button-name'] },
      resultTypes: ['violations'],
      elementRef: true,
    });
    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.element))).toHaveLength(2);
    expect(renderedFindings(results.violations, blockOf)).toEqual(
      renderedFindings(
        recorded.filter((v) => v.id !== 'color-contrast'),
        blockOf,
      ),
    );
  });

  it('says nothing a marketer would not understand: no rule ids, selectors or HTML', () => {
    for (const { message } of renderedFindings(recorded, blockOf)) {
      expect(message).not.toMatch(/[<>[\]=#]|nth-child|color-contrast|link-name|button-name/);
    }
  });

  it('leaves out other rules and nodes in no block', () => {
    const other = { id: 'region', nodes: contrast[0]!.nodes };
    expect(renderedFindings([other], blockOf)).toEqual([]);
    expect(renderedFindings(contrast, () => undefined)).toEqual([]);
  });
});
