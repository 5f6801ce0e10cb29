import site from 'virtual:site';
import { useStudioSession } from './studio-session';

/**
 * The way back to the staff area (its first link, the leads) for an editor who is also staff;
 * nothing for anyone else, nor in the local studio.
 */
export function BackOfficeLink() {
  const session = useStudioSession();
  const home = site.backOffice?.links[0];
  if (session?.mode !== 'server' || !session.staff || !site.backOffice || !home) return null;
  return (
    <nav aria-label={site.backOffice.name}>
      <a href={home.href}>{home.label}</a>
    </nav>
  );
}
