const base = 'http://localhost';

/**
 * Which of the navigation's links names the address `pathname` + `search`: a link matches when
 * the address has its path and every parameter of its query with the same value; of those, the
 * one naming most parameters. So "/leads?status=spam&id=7" is Spam's and "/leads?status=new"
 * Leads'. -1 when none matches. Paths are compared as written: the server sends any other
 * spelling of a page's path to the page's own (decisions.md #1), which the links name.
 */
export function currentLinkIndex(hrefs: readonly string[], pathname: string, search: string) {
  const here = new URL(`${pathname}${search}`, base);
  let best = { index: -1, score: -1 };
  hrefs.forEach((href, index) => {
    const link = new URL(href, base);
    if (link.pathname !== here.pathname) return;
    const wanted = [...link.searchParams];
    if (!wanted.every(([key, value]) => here.searchParams.get(key) === value)) return;
    if (wanted.length > best.score) best = { index, score: wanted.length };
  });
  return best.index;
}
