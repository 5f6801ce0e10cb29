/** The editor's panes, shown one at a time on a phone or tablet and side by side on a desktop. */
export type EditorPane = 'outline' | 'form' | 'preview';

const panes: { pane: EditorPane; label: string }[] = [
  { pane: 'outline', label: 'Blocks' },
  { pane: 'form', label: 'Edit' },
  { pane: 'preview', label: 'Preview' },
];

/** The narrow screen's layout: one pane at a time (studio.css and editor.css use the same width). */
export const onePaneAtATime = () => window.matchMedia('(max-width: 1023px)').matches;

/**
 * On a narrow screen, the bar that moves between the page's blocks, the form being edited and
 * the preview; the pane shown is the current one. Hidden on a desktop, where all three show.
 */
export function PaneSwitcher({
  pane,
  onPane,
}: {
  pane: EditorPane;
  onPane: (pane: EditorPane) => void;
}) {
  return (
    <nav className="pane-switcher" aria-label="Editor views">
      <ul>
        {panes.map((option) => (
          <li key={option.pane}>
            <button
              type="button"
              aria-current={pane === option.pane ? 'true' : undefined}
              onClick={() => onPane(option.pane)}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
