import { useCallback, useRef } from 'react';
import { useBlocker, useParams } from 'react-router-dom';
import { StudioAccount } from '../StudioAccount';
import { ContentStatusBar } from '../content-status/ContentStatusBar';
import { useStudioShared } from '../studio-shared';
import { Editor } from './Editor';
import { LeaveDialog } from './LeaveDialog';

/**
 * The editor of one page (#/edit/pages%2Fx.json). Going elsewhere in the studio with unsaved
 * changes (a link, Back) waits on the router's blocker until the marketer says leave or stay.
 */
export function EditorScreen() {
  const file = useParams()['*'] ?? '';
  const { sitePaths } = useStudioShared();
  const unsaved = useRef(false);
  const onUnsaved = useCallback((changed: boolean) => {
    unsaved.current = changed;
  }, []);
  // Asked at each navigation, so the ref is read then; another address of the same page is no leave.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const leave = () => {
    unsaved.current = false;
    blocker.proceed?.();
  };
  return (
    <main className="studio studio-editor">
      <StudioAccount />
      <ContentStatusBar />
      <Editor key={file} file={file} sitePaths={sitePaths} onUnsaved={onUnsaved} />
      {blocker.state === 'blocked' && <LeaveDialog onLeave={leave} onStay={blocker.reset} />}
    </main>
  );
}
