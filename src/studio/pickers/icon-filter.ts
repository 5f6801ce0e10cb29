/** Icon names matching what was typed: "chart line" finds "chart-line"; names starting with it first. */
export function filterIcons(options: readonly string[], query: string): string[] {
  const q = query
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (!q) return [...options];
  const matches = options.filter((name) => name.includes(q));
  return [
    ...matches.filter((name) => name.startsWith(q)),
    ...matches.filter((name) => !name.startsWith(q)),
  ];
}
