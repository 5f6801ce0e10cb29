import type { HeadTag } from '../head';

/** Replaces the managed head tags in the live document after a client-side navigation. */
export function applyHead(tags: readonly HeadTag[], doc: Document = document): void {
  doc.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
  for (const t of tags) {
    if (t.tag === 'title') {
      doc.title = t.text;
      continue;
    }
    const el = doc.createElement(t.tag);
    if (t.tag === 'script') {
      el.setAttribute('type', 'application/ld+json');
      el.textContent = JSON.stringify(t.json);
    } else {
      for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
    }
    el.setAttribute('data-head', '');
    doc.head.appendChild(el);
  }
}
