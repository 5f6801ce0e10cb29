// Plain DOM on purpose: the back office's header is static HTML; this fills in what only the
// browser knows and imports no React.
import * as z from 'zod/mini';
import { onAddressChange } from '../../engine/browser/address-change';
import { callApi, fillText } from '../../engine/browser/call-api';
import { backOfficeMarks } from './back-office-marks';
import { currentLinkIndex } from './current-link';

const accountSchema = z.object({
  account: z.object({ username: z.string(), editor: z.boolean() }),
});

/** Marks the navigation's link for the address, query included, and only that one. */
function markCurrent(root: HTMLElement) {
  const links = [...root.querySelectorAll<HTMLAnchorElement>(`a[${backOfficeMarks.link}]`)];
  const { pathname, search } = window.location;
  const hrefs = links.map((link) => link.getAttribute('href') ?? '');
  const current = currentLinkIndex(hrefs, pathname, search);
  links.forEach((link, index) => {
    if (index === current) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  });
}

/**
 * Says who is signed in and shows an editor the link to the page studio. When the session has
 * ended meanwhile, both stay hidden: the inbox says so and links to the login.
 */
async function showAccount(root: HTMLElement) {
  const line = root.querySelector<HTMLElement>(`[${backOfficeMarks.signedIn}]`);
  const url = line?.getAttribute(backOfficeMarks.account);
  if (!line || !url) return;
  const answer = await callApi(url);
  const parsed = answer.kind === 'ok' ? accountSchema.safeParse(answer.body) : undefined;
  if (!parsed?.success) return;
  const { username, editor } = parsed.data.account;
  line.textContent = fillText(line.getAttribute(backOfficeMarks.signedIn) ?? '', {
    name: username,
  });
  line.hidden = false;
  if (!editor) return;
  for (const item of root.querySelectorAll<HTMLElement>(`[${backOfficeMarks.editorsOnly}]`))
    item.hidden = false;
}

/**
 * The back office's header, awake: who is signed in, the studio link for editors, and the
 * navigation's current link kept right when an island changes the address (the inbox's views).
 */
export default function enhanceBackOffice(root: HTMLElement): () => void {
  const mark = () => markCurrent(root);
  mark();
  void showAccount(root);
  return onAddressChange(mark);
}
