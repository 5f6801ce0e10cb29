import { describe, expect, it } from 'vitest';
import { greeting, possessive } from '../../../src/chat/chat-text';
import { parseLinks } from '../../../src/chat/parse-links';
import { keepAllowedLinks, mdLink } from '../../../src/server/chat/links';

describe('links in assistant replies', () => {
  it('splits a reply into text and links to pages, phones, e-mail and https sites', () => {
    expect(
      parseLinks(
        'See [VPS Hosting](/vps-hosting), call [us](tel:+914440000000) or [mail](mailto:a@b.example).',
      ),
    ).toEqual([
      { text: 'See ' },
      { text: 'VPS Hosting', href: '/vps-hosting' },
      { text: ', call ' },
      { text: 'us', href: 'tel:+914440000000' },
      { text: ' or ' },
      { text: 'mail', href: 'mailto:a@b.example' },
      { text: '.' },
    ]);
  });

  it('turns unsafe targets into plain text', () => {
    expect(
      parseLinks('[a](javascript:alert(1)) [b](//evil.example) [c](http://x.example)'),
    ).toEqual([{ text: 'a' }, { text: ' ' }, { text: 'b' }, { text: ' ' }, { text: 'c' }]);
  });

  it('leaves HTML in a reply as text', () => {
    expect(parseLinks('<img src=x onerror=alert(1)>')).toEqual([
      { text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('writes links the panel reads back, and drops links the site does not have', () => {
    const text = `Read ${mdLink('Terms [2026]', '/terms-and-conditions')} and [x](/nowhere).`;
    expect(keepAllowedLinks(text, (href) => href === '/terms-and-conditions')).toBe(
      'Read [Terms 2026](/terms-and-conditions) and x.',
    );
  });
});

describe('greeting', () => {
  it('names the company in the greeting', () => {
    expect(greeting('Aruvi Technologies')).toBe(
      "Hello! I'm Aruvi Technologies' AI assistant. How can I help you today?",
    );
    expect(possessive('Aruvi')).toBe("Aruvi's");
  });
});
