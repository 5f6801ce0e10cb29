import styled from 'styled-components';
import type { DialogRequest } from '../engine/browser/dialogs';
import { Dialog } from './Dialog';
import Form, { type FormDone } from './Form';
import forms from 'virtual:forms';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The form dialog a button asked for ("opens": enquiry, application or getInTouch), loaded on
 * first use together with react-hook-form, zod and the phone input.
 */
export default function DialogOutlet({
  request,
  onClose,
}: {
  request: DialogRequest;
  onClose: (result?: FormDone) => void;
}) {
  const form = forms[request.name];
  const title = form.title ?? form.submitLabel;
  // A form with a subject field shows the subject in that field instead.
  const hasSubjectField = form.kind === 'lead' && form.subjectField !== undefined;
  return (
    <Dialog
      title={title}
      onClose={() => onClose()}
      intro={
        <>
          {request.subject && !hasSubjectField && (
            <p>
              <strong>Position:</strong> {request.subject}
            </p>
          )}
          {form.intro && <Intro>{form.intro}</Intro>}
        </>
      }
    >
      <Form
        name={request.name}
        form={form}
        subject={request.subject}
        onDone={onClose}
        onCancel={() => onClose()}
      />
    </Dialog>
  );
}
