import { ErrorText } from '../../forms/fields/field-styles';
import { urlOf } from './account-api';
import { accountApi } from '../../schema/api/account';
import { Buttons, Button, StatusText } from '../../forms/form-styles';
import { CheckRow, Card } from './account-styles';
import { PasswordField } from './PasswordField';
import type { AccountPanelBlock } from './words';
import { useAccountForm, type FormResult } from './use-account-form';

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
    urlOf(apiBase, accountApi.endpoints.password),
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

interface ConfirmedTexts {
  heading: string;
  intro?: string;
  passwordLabel: string;
  confirmLabel: string;
  button: string;
}

/**
 * A step that cannot be undone, confirmed by the password and a ticked box; afterwards the
 * visitor (logged out by the server) goes to the home page.
 */
function ConfirmedForm({
  block,
  url,
  name,
  texts,
}: {
  block: AccountPanelBlock;
  url: string;
  /** Prefix of the form's ids: "delete", "erase". */
  name: string;
  texts: ConfirmedTexts;
}) {
  const confirmId = `${name}-confirm`;
  const { errors, result, sending, submit } = useAccountForm(url, block.failureText, (body) =>
    window.location.assign(typeof body.redirectTo === 'string' ? body.redirectTo : '/'),
  );
  // The box has no name, so it is not sent: the API takes the password only.
  const confirmed = (form: HTMLFormElement) => {
    const box = form.elements.namedItem(confirmId);
    return box instanceof HTMLInputElement && box.checked;
  };
  return (
    <Card aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`}>{texts.heading}</h2>
      {texts.intro && <p>{texts.intro}</p>}
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
          id={`${name}-password`}
          name="password"
          label={texts.passwordLabel}
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
          <label htmlFor={confirmId}>{texts.confirmLabel}</label>
        </CheckRow>
        {errors[confirmId] && <ErrorText id={`${confirmId}-error`}>{errors[confirmId]}</ErrorText>}
        <Buttons>
          <Button type="submit" $look="primary" disabled={sending}>
            {texts.button}
          </Button>
        </Buttons>
      </form>
      <Result result={result} />
    </Card>
  );
}

/** Deletes the account; the enquiries sent with it stay with the company. */
export function DeleteForm({ block, apiBase }: { block: AccountPanelBlock; apiBase: string }) {
  return (
    <ConfirmedForm
      block={block}
      url={urlOf(apiBase, accountApi.endpoints.remove)}
      name="delete"
      texts={{
        heading: block.deleteHeading,
        ...(block.deleteIntro ? { intro: block.deleteIntro } : {}),
        passwordLabel: block.deletePasswordLabel,
        confirmLabel: block.deleteConfirmLabel,
        button: block.deleteButton,
      }}
    />
  );
}

/** Erases the account and every enquiry sent with it (decisions.md #57). */
export function EraseForm({ block, apiBase }: { block: AccountPanelBlock; apiBase: string }) {
  return (
    <ConfirmedForm
      block={block}
      url={urlOf(apiBase, accountApi.endpoints.erase)}
      name="erase"
      texts={{
        heading: block.eraseHeading,
        intro: block.eraseIntro,
        passwordLabel: block.deletePasswordLabel,
        confirmLabel: block.eraseConfirmLabel,
        button: block.eraseButton,
      }}
    />
  );
}
