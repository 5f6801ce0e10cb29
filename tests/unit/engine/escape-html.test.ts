import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/engine/escape-html';
import { renderHeadHtml } from '../../../src/engine/head';
import { redirectPage } from '../../../src/server/forms/form-post-answer';

describe('the one HTML escaper', () => {
  it('escapes the five characters that start or end markup, and only those', () => {
    expect(escapeHtml(`<a href="x" title='y'>R&D</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;R&amp;D&lt;/a&gt;',
    );
    expect(escapeHtml('Plain text, 50% off — ₹999')).toBe('Plain text, 50% off — ₹999');
  });

  it('escapes an ampersand once, so a reference in the text stays text', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('is what the head tags and the no-script redirect page write', () => {
    const head = renderHeadHtml([
      { tag: 'title', text: `Tom's <b>"VPS"</b> & more` },
      { tag: 'meta', attrs: { name: 'description', content: `it's "fast" > slow` } },
    ]);
    expect(head).toContain(
      '<title>Tom&#39;s &lt;b&gt;&quot;VPS&quot;&lt;/b&gt; &amp; more</title>',
    );
    expect(head).toContain('content="it&#39;s &quot;fast&quot; &gt; slow"');
    const page = redirectPage(`/enquiry?sent=a&b='c'>#x`);
    expect(page).toContain('href="/enquiry?sent=a&amp;b=&#39;c&#39;&gt;#x"');
  });
});
