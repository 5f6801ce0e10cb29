import { useEffect, useState } from 'react';
import { saveDraftedTexts } from '../form/drafted-marks';
import { ApiError } from '../studio-api';
import { useStudioSession } from '../studio-session';
import { draftFromBrief, fetchBriefInfo, type BriefInput } from '../studio-api';
import { BriefField } from './BriefField';
import { StudioDialog } from '../ui/StudioDialog';

interface Refusal {
  message: string;
  problems: string[];
  /** The model failed or never gave a valid page: the rules can still draft it. */
  canUseRules: boolean;
}

const refusalOf = (error: unknown): Refusal => {
  if (!(error instanceof ApiError))
    return {
      message: error instanceof Error ? error.message : String(error),
      problems: [],
      canUseRules: false,
    };
  return {
    message: error.message,
    problems: error.problems.map((p) =>
      'pointer' in p ? `${p.pointer || '/'}: ${p.message}` : p.message,
    ),
    canUseRules: [422, 502, 504].includes(error.status),
  };
};

/**
 * "Draft a page from a brief": the editor says what the page is about, and a draft of it opens in
 * the editor with every drafted text marked. With a model configured it drafts the page; else
 * (or when asked) the studio's own rules do, in a moment.
 */
export function BriefDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (file: string) => void;
}) {
  const [brief, setBrief] = useState<Required<Omit<BriefInput, 'mode'>>>({
    about: '',
    points: '',
    questions: '',
    action: '',
  });
  const [model, setModel] = useState<string | null>();
  const [refusal, setRefusal] = useState<Refusal>();
  const [busy, setBusy] = useState(false);
  const session = useStudioSession();
  useEffect(() => {
    fetchBriefInfo().then(
      (provider) => setModel(provider?.model ?? null),
      () => setModel(null),
    );
  }, []);
  const set = (key: keyof typeof brief) => (value: string) =>
    setBrief((b) => ({ ...b, [key]: value }));
  const submit = async (mode: 'auto' | 'rules') => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const drafted = await draftFromBrief({ ...brief, mode });
      // On the site the server keeps the marks with the draft, for every editor.
      if (session?.mode !== 'server') saveDraftedTexts(drafted.file, drafted.generated);
      onCreated(drafted.file);
    } catch (error) {
      setRefusal(refusalOf(error));
      setBusy(false);
    }
  };
  return (
    <StudioDialog
      title="Draft a page from a brief"
      submitLabel={busy ? 'Drafting…' : 'Draft the page'}
      onSubmit={() => void submit('auto')}
      onClose={onClose}
      busy={busy}
      error={refusal?.message}
    >
      <BriefField
        label="What is the page about?"
        value={brief.about}
        onChange={set('about')}
        rows={6}
        required
        hint="A paragraph: the first sentence becomes the page's heading text, the rest its introduction."
      />
      <BriefField
        label="Points to make"
        value={brief.points}
        onChange={set('points')}
        hint='One a line, each becomes a card; "Title: text" gives the card a title.'
      />
      <BriefField
        label="Questions clients ask"
        value={brief.questions}
        onChange={set('questions')}
        hint="One a line, with its answer after the question mark if you know it; they become the FAQ."
      />
      <BriefField
        label="Call to action"
        value={brief.action}
        onChange={set('action')}
        rows={1}
        hint={`What a reader should do, e.g. "Book a free consultation" or "Apply now": the button opens the site's form for it.`}
      />
      <p className="field-help">
        {model === undefined
          ? ''
          : model
            ? `Drafted by the model ${model}, checked by the page validator.`
            : 'Drafted by the studio from your words (no model is configured). Every drafted text is marked until you edit or accept it.'}
        {session?.mode === 'server'
          ? ' The page opens as a draft: nobody sees it until you publish it.'
          : session
            ? ' Its file is written to pages/, like a new page.'
            : ''}
      </p>
      {refusal && refusal.problems.length > 0 && (
        <ul className="field-problems" aria-label="Problems of the model's page">
          {refusal.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {refusal?.canUseRules && (
        <button type="button" disabled={busy} onClick={() => void submit('rules')}>
          Draft it without the model
        </button>
      )}
    </StudioDialog>
  );
}
