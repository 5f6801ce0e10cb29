import { linkKey, notFoundPath } from '../../engine/paths';
import { walkStrings } from '../../engine/validation/walk';
import { field, resolvedText, type ProjectFacts } from './project';
import { topicOf } from './topic';

/** Pages to start a hub's cards with: those the site's menu links to first, in menu order. */
export function hubCards(facts: ProjectFacts) {
  const order: string[] = [];
  walkStrings(field(facts.site, 'nav'), (text, _pointer, key) => {
    if (key === 'href') order.push(linkKey(text));
  });
  const rank = (path: string) => {
    const i = order.indexOf(linkKey(path));
    return i === -1 ? order.length : i;
  };
  return facts.pages
    .flatMap(({ value }) => {
      const path = resolvedText(value, 'path', facts.site);
      const title = field(value, 'title');
      const description = field(value, 'description');
      if (!path || path === '/' || path === notFoundPath) return [];
      if (typeof title !== 'string' || typeof description !== 'string') return [];
      return [{ title: topicOf(title), description, href: path }];
    })
    .sort((a, b) => rank(a.href) - rank(b.href))
    .slice(0, 3);
}
