/**
 * The mark of a text drafted from a brief: seen beside the field and read with it by screen
 * readers (the field names it in aria-describedby), with a button to accept the text as it is.
 */
export function DraftedMark({
  id,
  label,
  onAccept,
}: {
  id: string;
  /** The field's label, so each Accept button names its field. */
  label: string;
  onAccept: () => void;
}) {
  return (
    <p className="drafted-mark">
      <span id={id}>Drafted text: check it, then edit or accept it.</span>{' '}
      <button type="button" className="link-button" onClick={onAccept}>
        Accept text<span className="visually-hidden"> of {label}</span>
      </button>
    </p>
  );
}
