import { seoLengths } from '../../engine/seo-lengths';
import { useState } from 'react';
import { duplicatePage, type PageListEntry } from '../studio-api';
import { refusalByField } from './field-problems';
import { StudioDialog } from '../ui/StudioDialog';
import { TextInput } from '../ui/TextInput';

/** "Duplicate": a copy of a page's blocks under a new path, title and description. */
export function DuplicateDialog({
  page,
  onClose,
  onCreated,
}: {
  page: PageListEntry;
  onClose: () => void;
  onCreated: (file: string) => void;
}) {
  const [path, setPath] = useState(`${page.path ?? ''}-copy`);
  const [title, setTitle] = useState(page.title ?? '');
  const [description, setDescription] = useState('');
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalByField>>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const { file } = await duplicatePage({ from: page.file, path, title, description });
      onCreated(file);
    } catch (error) {
      setRefusal(refusalByField(error));
      setBusy(false);
    }
  };
  return (
    <StudioDialog
      title={`Duplicate ${page.path ?? page.file}`}
      submitLabel="Duplicate page"
      onSubmit={() => void submit()}
      onClose={onClose}
      busy={busy}
      error={refusal.general}
    >
      <TextInput
        label="Path of the copy"
        value={path}
        onChange={setPath}
        problem={refusal.fields.path}
      />
      <TextInput
        label="Title of the copy"
        value={title}
        onChange={setTitle}
        problem={refusal.fields.title}
        hint="Every page needs its own title."
      />
      <TextInput
        label="Description of the copy"
        value={description}
        onChange={setDescription}
        problem={refusal.fields.description}
        hint={`Every page needs its own description (${seoLengths.description.min}–${seoLengths.description.max} characters).`}
      />
    </StudioDialog>
  );
}
