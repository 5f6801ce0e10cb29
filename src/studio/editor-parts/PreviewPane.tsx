import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type JSX } from 'react';
import { frameLayout, type PreviewWidth } from './frame-layout';
import { previewMessageSchema, type PreviewState, type RenderedHealth } from './preview-frame';
import { useElementSize } from './use-element-size';
import './preview-pane.css';

export interface PreviewPaneProps {
  /** The page as raw JSON, exactly as in the file (no defaults applied, placeholders unresolved). Edits replace
   *  changed objects only (structural sharing): unchanged blocks keep their object identity between renders. */
  page: unknown;
  /** Index of the selected block in page.blocks, or null. */
  selected: number | null;
  /** Called when the marketer clicks a block in the preview. */
  onSelect: (index: number) => void;
  /** Changes (e.g. a counter) whenever the selected block should be scrolled into view in the preview (it was chosen
   *  in the block list). Not changed when the selection came from a click in the preview. */
  revealToken: number;
  /** Told what the page as rendered has to improve, a moment after it settles (decisions.md #110). */
  onRenderedHealth?: (health: RenderedHealth) => void;
}

const widthOptions: { value: PreviewWidth; label: string }[] = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'phone', label: 'Phone 375 px' },
];

/**
 * The live preview: the edited page rendered by the site's own blocks and styles in a frame
 * (so studio and site styles never mix), at desktop width scaled to fit or at phone width.
 */
export function PreviewPane({
  page,
  selected,
  onSelect,
  revealToken,
  onRenderedHealth,
}: PreviewPaneProps): JSX.Element {
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const latest = useRef<PreviewState>({ page, selected, revealToken });
  const select = useRef(onSelect);
  const health = useRef(onRenderedHealth);
  // One function for the frame to call, which calls the latest prop.
  const reportHealth = useCallback((found: RenderedHealth) => health.current?.(found), []);
  const name = useId();

  // Same origin: the frame gets the page object itself, with no copy on the way.
  const send = useCallback(() => {
    const api = frame.current?.contentWindow?.studioPreview;
    if (!api) return;
    api.onRenderedHealth = reportHealth;
    api.render(latest.current);
  }, [reportHealth]);

  useLayoutEffect(() => {
    select.current = onSelect;
    health.current = onRenderedHealth;
  }, [onSelect, onRenderedHealth]);

  useLayoutEffect(() => {
    latest.current = { page, selected, revealToken };
    send();
  }, [page, selected, revealToken, send]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const own = frame.current?.contentWindow;
      if (event.origin !== window.location.origin || !own || event.source !== own) return;
      const message = previewMessageSchema.safeParse(event.data);
      if (!message.success) return;
      // "ready" comes again after the frame reloads (a hot update or a changed page file).
      if (message.data.type === 'studio-preview-ready') send();
      else select.current(message.data.index);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send]);

  const layout = frameLayout(width, useElementSize(stage));
  return (
    <section className="studio-preview-pane" aria-label="Preview">
      <fieldset className="studio-preview-widths">
        <legend>Preview width</legend>
        {widthOptions.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={width === option.value}
              onChange={() => setWidth(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className="studio-preview-stage" ref={stage}>
        <div
          className="studio-preview-box"
          style={{ width: layout.width * layout.scale, height: layout.height * layout.scale }}
        >
          <iframe
            ref={frame}
            className="studio-preview-frame"
            title="Page preview"
            src="src/studio/preview.html"
            style={{
              width: layout.width,
              height: layout.height,
              transform: layout.scale === 1 ? undefined : `scale(${layout.scale})`,
            }}
          />
        </div>
      </div>
    </section>
  );
}
