/** The name a page is about: its title without the "| Company" part. */
export function topicOf(title: string): string {
  return (title.split(/\s+[|–-]\s+/)[0] ?? title).trim();
}
