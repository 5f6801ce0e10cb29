import { ErrorText } from '../../forms/fields/field-styles';
import { Buttons, Button, StatusText } from '../../forms/form-styles';
import { CheckRow, Card } from './Block.styles';
import { PasswordField } from './PasswordField';
import type { AccountPanelBlock } from './schema';
import { useAccountForm, type FormResult } from './use-account-form';

const confirmId = 'delete-confirm';

function Result({ result }: { result?: FormResult }) {
  return (
    <div role="status" aria-live="polite">
      {result?.message && <StatusText $tone={result.tone}>{result.message}</StatusText>}
    </div>
  );
}

/** Current and new password; on success the fields empty and the server's message shows. */
export function PasswordForm({ block, apiBase }: { block: AccountPanelBlock; apiBase: string }) {
  const { errors, result, sending, submit } = useAccountForm(
    `${apiBase}/account/password`,
    block.failureText,
    (_body, form) => form.reset(),
  );
  return (
    <Card aria-labelledby="password-heading">
      <h2 id="password-heading">{block.passwordHeading}</h2>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          id="current-password"
          name="currentPassword"
          label={block.currentPasswordLabel}
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <PasswordField
          id="new-password"
          name="newPassword"
          label={block.newPasswordLabel}
          autoComplete="new-password"
          error={errors.newPassword}
        />
        <Buttons>
          <Button type="submit" $look="primary" disabled={sending}>
            {block.passwordButton}
          </Button>
        </Buttons>
      </form>
      <Result result={result} />
    </Card>
  );
}

/** Password and an explicit confirmation; after deletion the visitor goes to the home page. */
export function DeleteForm({ block, apiBase }: { block: AccountPanelBlock; apiBase: string }) {
  const { errors, result, sending, submit } = useAccountForm(
    `${apiBase}/account/delete`,
    block.failureText,
    (body) => window.location.assign(typeof body.redirectTo === 'string' ? body.redirectTo : '/'),
  );
  // The box has no name, so it is not sent: the API takes the password only.
  const confirmed = (form: HTMLFormElement) => {
    const box = form.elements.namedItem(confirmId);
    return box instanceof HTMLInputElement && box.checked;
  };
  return (
    <Card aria-labelledby="delete-heading">
      <h2 id="delete-heading">{block.deleteHeading}</h2>
      {block.deleteIntro && <p>{block.deleteIntro}</p>}
      <form
        noValidate
        onSubmit={(event) => {
          const form = event.currentTarget;
          void submit(event, (): Record<string, string> =>
            confirmed(form) ? {} : { [confirmId]: block.deleteConfirmError },
          );
        }}
      >
        <PasswordField
          id="delete-password"
          name="password"
          label={block.deletePasswordLabel}
          autoComplete="current-password"
          error={errors.password}
        />
        <CheckRow>
          <input
            id={confirmId}
            type="checkbox"
            aria-invalid={errors[confirmId] ? true : undefined}
            aria-describedby={errors[confirmId] ? `${confirmId}-error` : undefined}
          />
          <label htmlFor={confirmId}>{block.deleteConfirmLabel}</label>
        </CheckRow>
        {errors[confirmId] && <ErrorText id={`${confirmId}-error`}>{errors[confirmId]}</ErrorText>}
        <Buttons>
          <Button type="submit" $look="primary" disabled={sending}>
            {block.deleteButton}
          </Button>
        </Buttons>
      </form>
      <Result result={result} />
    </Card>
  );
}
