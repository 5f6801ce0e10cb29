import { describe, expect, it } from 'vitest';
import { fieldMessage, shownProblems } from '../../../src/studio/editor/problem-list';

const problem = (pointer: string, message: string) => ({
  file: 'pages/x.json',
  line: 1,
  col: 1,
  pointer,
  message,
});
const page = {
  title: 'VPS',
  blocks: [{ type: 'hero', actions: [{ label: 'Go', href: '/x' }] }],
};

describe('the problems the editor shows', () => {
  it('says each once, in a sentence without the check’s quoting', () => {
    const shown = shownProblems(page, [
      problem('/title', 'title is 3 characters; search engines show 10–60'),
      problem('/blocks/0/actions/0', 'does not match any allowed form: expected an object'),
      problem('/blocks/0/actions/0/href', 'link to "/x" has no page — did you mean "/"?'),
    ]);
    expect(shown.map((p) => p.pointer)).toEqual(['/title', '/blocks/0/actions/0/href']);
    for (const { message } of shown) expect(message).not.toMatch(/"|;|–/);
    expect(shown[0]?.message).toMatch(/\b3\b.*\b10\b.*\b60\b/);
  });

  it('leaves a link to no page to its link picker, the field adding only the suggestion', () => {
    const [withGuess, without] = shownProblems(page, [
      problem('/blocks/0/actions/0/href', 'link to "/x" has no page — did you mean "/"?'),
      problem('/blocks/0/actions/0/href', 'link to "/zz" has no page'),
    ]);
    expect(fieldMessage(withGuess!.message)).toMatch(/\/\?$/);
    expect(fieldMessage(withGuess!.message)).not.toContain('/x');
    expect(fieldMessage(without!.message)).toBeUndefined();
    expect(fieldMessage('must be a full https:// URL')).toBe('must be a full https:// URL');
  });
});
