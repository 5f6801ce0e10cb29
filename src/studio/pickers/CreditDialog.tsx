import { useState, type ReactNode } from 'react';
import { StudioDialog } from '../ui/StudioDialog';
import { TextInput } from '../ui/TextInput';
import type { ImageCredit } from '../studio-api';

const noCredit: ImageCredit = { source: '', author: '', licence: '' };
const questions: { key: keyof ImageCredit; label: string; hint: string; missing: string }[] = [
  {
    key: 'source',
    label: 'Source (required)',
    hint: 'Where it comes from: a website or package (with its address), a photo shoot, or “made for this site”.',
    missing: 'Say where the image comes from.',
  },
  {
    key: 'author',
    label: 'Author (required)',
    hint: 'Who made it: a person, a company or a team.',
    missing: 'Say who made the image.',
  },
  {
    key: 'licence',
    label: 'Licence (required)',
    hint: 'What allows the site to use it, e.g. “CC BY 4.0” or “owned by the company”.',
    missing: 'Say under which licence the site may use the image.',
  },
];

/**
 * Asks where a new image comes from (source, author, licence, each required, checked on submit
 * with a message per field) before it is sent; the site records it with the image.
 */
export function CreditDialog({
  title,
  submitLabel,
  children,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  children?: ReactNode;
  onSubmit: (credit: ImageCredit) => void;
  onClose: () => void;
}) {
  const [credit, setCredit] = useState(noCredit);
  const [missing, setMissing] = useState<Partial<Record<keyof ImageCredit, string>>>({});
  const send = () => {
    const given = {
      source: credit.source.trim(),
      author: credit.author.trim(),
      licence: credit.licence.trim(),
    };
    const gaps = Object.fromEntries(
      questions.flatMap((q) => (given[q.key] ? [] : [[q.key, q.missing]])),
    );
    setMissing(gaps);
    if (Object.keys(gaps).length === 0) onSubmit(given);
  };
  return (
    <StudioDialog title={title} submitLabel={submitLabel} onSubmit={send} onClose={onClose}>
      {children}
      {questions.map((q) => (
        <TextInput
          key={q.key}
          label={q.label}
          value={credit[q.key]}
          onChange={(value) => setCredit((c) => ({ ...c, [q.key]: value }))}
          hint={q.hint}
          problem={missing[q.key]}
          // Checked here on submit, with a message per field, not by the browser's bubble.
          required={false}
        />
      ))}
      <p className="pk-hint">It is recorded with the image, with the site’s other image sources.</p>
    </StudioDialog>
  );
}
