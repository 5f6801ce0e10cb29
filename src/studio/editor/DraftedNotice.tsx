/**
 * Above the form while a page drafted from a brief still has texts nobody checked: how many,
 * where they are marked, and accepting them all at once.
 */
export function DraftedNotice({ count, onAcceptAll }: { count: number; onAcceptAll: () => void }) {
  return (
    <div className="drafted-notice">
      <p role="status">
        {count > 0
          ? `${count} drafted ${count === 1 ? 'text' : 'texts'} to check: each is marked "Drafted text" at its field until you edit or accept it.`
          : ''}
      </p>
      {count > 0 && (
        <button type="button" onClick={onAcceptAll}>
          Accept all drafted texts
        </button>
      )}
    </div>
  );
}
