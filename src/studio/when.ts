/** A moment as the studio shows it: "25 Nov 2026, 4:18 pm" in the editor's own locale. */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
