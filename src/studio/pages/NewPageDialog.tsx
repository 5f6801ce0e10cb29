import { useEffect, useId, useState } from 'react';
import { seoLengths } from '../../engine/seo-lengths';
import { createPage, fetchTemplates } from '../studio-api';
import { refusalByField } from './field-problems';
import { StudioDialog } from '../ui/StudioDialog';
import { TextInput } from '../ui/TextInput';

const count = (text: string, range: { min: number; max: number }) =>
  `${text.length} characters; search engines show ${range.min}–${range.max}`;

/** "New page": the same templates, refusals and messages as `npm run new-page`. */
export function NewPageDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (file: string) => void;
}) {
  const id = useId();
  const [templates, setTemplates] = useState<{ name: string; label: string; help: string }[]>([]);
  const [template, setTemplate] = useState('');
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalByField>>({ fields: {} });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchTemplates().then(
      (found) => {
        setTemplates(found);
        setTemplate((t) => t || (found[0]?.name ?? ''));
      },
      (error: unknown) => setRefusal(refusalByField(error)),
    );
  }, []);
  const submit = async () => {
    setBusy(true);
    try {
      const { file } = await createPage({ template, path, title, description });
      onCreated(file);
    } catch (error) {
      setRefusal(refusalByField(error));
      setBusy(false);
    }
  };
  const chosen = templates.find((t) => t.name === template);
  return (
    <StudioDialog
      title="New page"
      submitLabel="Create page"
      onSubmit={() => void submit()}
      onClose={onClose}
      busy={busy}
      error={refusal.general}
    >
      <TextInput
        label="Address"
        value={path}
        onChange={setPath}
        problem={refusal.fields.path}
        hint='Where the page will be on the site: the part of its address after the site’s name, e.g. "/cloud-backup".'
      />
      <TextInput
        label="Title"
        value={title}
        onChange={setTitle}
        problem={refusal.fields.title}
        hint={count(title, seoLengths.title)}
      />
      <TextInput
        label="Description"
        value={description}
        onChange={setDescription}
        problem={refusal.fields.description}
        hint={count(description, seoLengths.description)}
      />
      <div className="field">
        <label htmlFor={`${id}-template`}>Start from</label>
        <select
          id={`${id}-template`}
          value={template}
          onChange={(e) => setTemplate(e.target.value)}
          aria-describedby={`${id}-template-help`}
        >
          {templates.map((t) => (
            <option key={t.name} value={t.name}>
              {t.label}
            </option>
          ))}
        </select>
        <p className="field-help" id={`${id}-template-help`}>
          {chosen?.help}
        </p>
        {refusal.fields.template && <p className="field-problems">{refusal.fields.template}</p>}
        {refusal.fields.file && <p className="field-problems">{refusal.fields.file}</p>}
      </div>
    </StudioDialog>
  );
}
