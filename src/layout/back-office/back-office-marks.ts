/**
 * The attributes by which the back office's script finds what to fill in the prerendered header
 * (BackOfficeHeader.tsx renders them, back-office.ts reads them).
 */
export const backOfficeMarks = {
  /** On the "Signed in as {name}" line: its text, `{name}` to fill in. */
  signedIn: 'data-signed-in',
  /** On the same line: the API address that says who is signed in. */
  account: 'data-account',
  /** On each navigation link the address may make current. */
  link: 'data-back-office-link',
  /** On the item shown to accounts with the editor role only. */
  editorsOnly: 'data-editors-only',
} as const;
