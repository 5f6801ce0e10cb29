import { linkKey } from '../../engine/paths';

/**
 * Which of the navigation's links names the address `pathname` + `search`: a link matches when
 * the address has its path and every parameter of its query with the same value; of those, the
 * one naming most parameters. So "/leads?status=spam&id=7" is Spam's and "/leads?status=new"
 * Leads'. -1 when none matches.
 */
export function currentLinkIndex(hrefs: readonly string[], pathname: string, search: string) {
  const here = new URLSearchParams(search);
  let best = { index: -1, score: -1 };
  hrefs.forEach((href, index) => {
    if (linkKey(href) !== linkKey(pathname)) return;
    const wanted = [...new URL(href, 'http://localhost').searchParams];
    if (!wanted.every(([key, value]) => here.get(key) === value)) return;
    if (wanted.length > best.score) best = { index, score: wanted.length };
  });
  return best.index;
}
