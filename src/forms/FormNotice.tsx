import styled from 'styled-components';
import type { FormNotice as Notice } from './declarations';

const Text = styled.p`
  margin: 1rem 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

/**
 * What the form's data is used for and the link to the privacy policy (decisions.md #56), shown
 * above the submit button by the static and the interactive form alike; the button names it as
 * its description (`aria-describedby`), so a screen reader hears it before sending.
 */
export function FormNotice({ notice, id }: { notice: Notice | undefined; id: string }) {
  if (!notice) return null;
  return (
    <Text id={id}>
      {notice.purposes} <a href={notice.policy.href}>{notice.policy.label}</a>
    </Text>
  );
}

/** The submit button's `aria-describedby` for the notice of `id`, when the form has one. */
export const noticeDescription = (notice: Notice | undefined, id: string) =>
  notice ? { 'aria-describedby': id } : {};
