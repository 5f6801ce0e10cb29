import { createRoot } from 'react-dom/client';
import site from 'virtual:site';
import { blockRegistry } from '../../blocks';
import { loadBlockRenderers } from '../../blocks/rendering';
import { interceptClicks } from './intercept-clicks';
import type { MediaEntry } from '../../schema/media';
import { listMedia } from '../studio-api';
import { createBlockParser } from './parse-block';
import type { StudioPreviewApi } from './preview-api';
import { PreviewApp } from './PreviewApp';
import { loadSiteFrame } from './site-frame';
import { createPreviewStore } from './preview-store';
import { auditPreview, createRenderedCheck } from './rendered-health';
import './preview.css';

// Same origin as the editor: messages go to it and are accepted from it only.
const origin = window.location.origin;
// The media library's alt texts, which fill an image's empty one as the validator does; read
// before the preview says it is ready, so no block is parsed without them.
const storedAlt = new Map<string, MediaEntry>();
const store = createPreviewStore({
  parse: createBlockParser(site, (src) => storedAlt.get(src)),
  loadRenderers: loadBlockRenderers,
  onError: (error) => console.error('The preview could not load a block renderer:', error),
});
const api: StudioPreviewApi = { render: (state) => store.render(state), rendered: 0 };
window.studioPreview = api;

/**
 * Fetches every block renderer's module once the page shows, so a block type the marketer adds
 * later appears at once instead of after the dev server has compiled its renderer.
 */
function warmRenderers() {
  for (const { load } of Object.values(blockRegistry)) load().catch(() => undefined);
}

// The page as rendered is checked a moment after the marketer stops changing it (decisions.md #110).
const renderedCheck = createRenderedCheck({
  audit: () => auditPreview(document),
  report: (health) => api.onRenderedHealth?.(health),
  delayMs: 1500,
  onError: (error) => console.error('The preview could not check the page as rendered:', error),
});
window.addEventListener('resize', () => renderedCheck.recheck());

let shownVersion = 0;
const onCommit = (model: { version: number; page: unknown }) => {
  api.rendered += 1;
  renderedCheck.settled(model.page);
  if (shownVersion === 0) requestIdleCallback(warmRenderers);
  if (model.version === shownVersion) return;
  shownVersion = model.version;
  document.body.dataset.previewVersion = String(model.version);
};

interceptClicks(window, (index) =>
  window.parent.postMessage({ type: 'studio-select', index }, origin),
);

const container = document.getElementById('preview');
if (!container) throw new Error('the preview page has no #preview element');
// No StrictMode: it renders every component twice in development, and the preview's job is to
// keep up with typing on long pages.
const libraryAlt = listMedia().then(
  (items) => {
    for (const { src, alt = '', decorative } of items)
      storedAlt.set(src, decorative ? { alt: '', decorative } : { alt });
  },
  // Without the library an empty alt text is shown as the problem it then is.
  () => undefined,
);
void Promise.all([loadSiteFrame(), libraryAlt]).then(([frame]) => {
  createRoot(container).render(
    <PreviewApp site={site} frame={frame} store={store} onCommit={onCommit} />,
  );
  window.parent.postMessage({ type: 'studio-preview-ready' }, origin);
});
