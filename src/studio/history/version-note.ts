// The note the server writes when the editor gave none names the file changed ("Update
// pages/x.json"): such a note says nothing to a marketer.
const fileNote = /\b(pages\/[^\s]+\.json|site\.config\.json)\b/;

/** A version's note as the history shows it, or undefined when it has none worth showing. */
export const versionNote = (message: string): string | undefined =>
  message.trim() === '' || fileNote.test(message) ? undefined : message.trim();
