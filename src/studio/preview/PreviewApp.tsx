import { memo, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { AppProviders } from '../../app/AppProviders';
import { allIcons } from '../../ui/all-icons';
import { Footer } from '../../layout/Footer';
import { Header } from '../../layout/Header';
import type { BrowserSite, SiteFrame } from '../../schema/browser-site';
import { GlobalStyle } from '../../styles/global';
import { IconContext } from '../../ui/Icon';
import { PreviewBlock } from './PreviewBlock';
import type { PreviewModel } from './preview-model';
import type { PreviewStore } from './preview-store';
import { revealBlock } from './reveal-block';

type OnCommit = (model: PreviewModel) => void;

/** The blocks: the only part that re-renders on a keystroke (and in it, only the edited block). */
function PreviewBlocks({ store, onCommit }: { store: PreviewStore; onCommit: OnCommit }) {
  const model = useSyncExternalStore(store.subscribe, store.getModel);
  const revealed = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (model) onCommit(model);
  }, [model, onCommit]);
  useEffect(() => {
    if (!model || model.revealToken === revealed.current) return;
    revealed.current = model.revealToken;
    if (model.selected !== null) revealBlock(model.selected);
  }, [model]);
  return model?.blocks.map((result, index) => (
    <PreviewBlock
      key={model.keys[index]}
      result={result}
      index={index}
      selected={model.selected === index}
    />
  ));
}

// Memoised so the header, footer and global styles render once, not on every keystroke.
const PreviewShell = memo(function PreviewShell(props: {
  store: PreviewStore;
  onCommit: OnCommit;
}) {
  return (
    <>
      <GlobalStyle />
      <Header />
      <main id="main">
        <PreviewBlocks {...props} />
      </main>
      <Footer />
    </>
  );
});

/**
 * The preview frame's app: the site's providers, styles, header and footer around the edited
 * page's blocks, like the site's Shell without its routes. Shows nothing until the editor sends
 * the first state.
 */
export function PreviewApp(props: {
  site: BrowserSite;
  frame: SiteFrame;
  store: PreviewStore;
  onCommit: OnCommit;
}) {
  const { store } = props;
  const path = useSyncExternalStore(store.subscribe, () => store.getModel()?.path);
  if (path === undefined) return null;
  return (
    <AppProviders site={props.site} frame={props.frame} path={path}>
      <IconContext.Provider value={allIcons}>
        <PreviewShell store={store} onCommit={props.onCommit} />
      </IconContext.Provider>
    </AppProviders>
  );
}
