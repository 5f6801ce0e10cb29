import site from 'virtual:site';
import { useStudioSession } from './studio-session';

/**
 * Who is signed in to the studio on the site, and the way to sign out (the site's logout, as the
 * back office's button posts it), in the words of the back office (site.config.json). Nothing in
 * the local studio, which has no accounts.
 */
export function StudioAccount() {
  const session = useStudioSession();
  if (session?.mode !== 'server') return null;
  const texts = site.backOffice;
  const signedIn = (texts?.signedInText ?? 'Signed in as {name}').replace(
    '{name}',
    session.editor.name,
  );
  return (
    <div className="studio-account">
      <span>{signedIn}</span>
      <form method="post" action={`${site.apiBase}/logout`}>
        <button type="submit">{texts?.signOutLabel ?? 'Sign out'}</button>
      </form>
    </div>
  );
}
