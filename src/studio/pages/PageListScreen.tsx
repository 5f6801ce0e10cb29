import { BackOfficeLink } from '../BackOfficeLink';
import { StudioAccount } from '../StudioAccount';
import { ChangesPanel } from '../changes/ChangesPanel';
import { ContentStatusBar } from '../content-status/ContentStatusBar';
import { useStudioShared } from '../studio-shared';
import { useStudioSession } from '../studio-session';
import { MediaPanel } from './MediaPanel';
import { PageList } from './PageList';

/** The studio's first screen (#/): the pages, the media library and, on the site, the changes. */
export function PageListScreen() {
  const { onPages } = useStudioShared();
  const session = useStudioSession();
  return (
    <main className="studio">
      <div className="studio-top">
        <BackOfficeLink />
        <StudioAccount />
      </div>
      <h1>Page studio</h1>
      <ContentStatusBar />
      <PageList onPages={onPages} />
      <MediaPanel />
      {session?.mode === 'server' && <ChangesPanel />}
    </main>
  );
}
