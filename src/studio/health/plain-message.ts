// The validator's wording (for developers, `npm run validate`) and the same said plainly.
const tooLong =
  /^(title|description) is (\d+) characters; (?:search engines show|write) (\d+)–(\d+)$/;
const noPage = /^link to "(.*)" has no page(?: — did you mean "(.*)"\?)?$/;

/** A problem's message as the editor says it: one plain sentence for a marketer. */
export function plainMessage(message: string): string {
  const length = tooLong.exec(message);
  if (length) {
    const [, field, count, min, max] = length;
    const which = Number(count) < Number(min) ? 'short' : 'long';
    return `This ${field} is too ${which} (${count} characters): search engines show ${min} to ${max}.`;
  }
  const link = noPage.exec(message);
  if (link)
    return `No page of this site has the address ${link[1]}${link[2] ? `: did you mean ${link[2]}?` : '.'}`;
  return message;
}
