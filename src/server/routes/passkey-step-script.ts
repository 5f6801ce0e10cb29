/**
 * The second step's only script (decisions.md #86), served as a file from the server so the
 * page's policy allows `script-src 'self'` and nothing inline. It shows the passkey form (hidden
 * without script; in a browser without WebAuthn a sentence says so instead), asks the browser for a signature over the challenge the
 * page carries, puts the answer's parts (base64url) in the form's hidden fields and posts it as
 * a plain form: the server answers as it does a code, with the next page or this one and a
 * sentence. A refusal in the browser (cancelled, timed out, no such passkey here) is said in
 * words beside the button, which keeps the focus.
 */
export const passkeyStepScript = `(() => {
  const form = document.getElementById('passkey-form');
  if (!form) return;
  if (!window.PublicKeyCredential || !navigator.credentials) {
    const note = document.getElementById('passkey-unsupported');
    if (note) note.hidden = false;
    return;
  }
  const problem = document.getElementById('passkey-problem');
  const button = form.querySelector('button');
  const options = JSON.parse(form.dataset.options);
  const bytes = (text) =>
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const text = (buffer) => {
    let binary = '';
    for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
    return btoa(binary).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  };
  form.hidden = false;
  if (form.dataset.focus) button.focus();
  let busy = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    problem.hidden = true;
    problem.textContent = '';
    try {
      const credential = await navigator.credentials.get({
        publicKey: {
          ...options,
          challenge: bytes(options.challenge),
          allowCredentials: (options.allowCredentials || []).map((c) => ({ ...c, id: bytes(c.id) })),
        },
      });
      const answer = credential.response;
      const set = (name, value) => { form.elements.namedItem(name).value = value; };
      set('id', credential.id);
      set('clientDataJSON', text(answer.clientDataJSON));
      set('authenticatorData', text(answer.authenticatorData));
      set('signature', text(answer.signature));
      set('userHandle', answer.userHandle ? text(answer.userHandle) : '');
      form.submit();
    } catch {
      busy = false;
      problem.textContent = form.dataset.failed;
      problem.hidden = false;
      button.focus();
    }
  });
})();
`;
