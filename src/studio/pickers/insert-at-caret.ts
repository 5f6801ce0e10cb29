/**
 * The field's text with the token put in place of its selection (or at its caret), leaving the
 * caret just after the token. The DOM value is set too, so when the form commits the returned
 * value React finds it unchanged and keeps the caret where it is.
 */
export function insertAtCaret(input: HTMLInputElement | HTMLTextAreaElement, token: string) {
  const text = input.value;
  const start = input.selectionStart ?? text.length;
  const end = input.selectionEnd ?? start;
  const next = text.slice(0, start) + token + text.slice(end);
  const caret = start + token.length;
  input.value = next;
  input.setSelectionRange(caret, caret);
  return next;
}
