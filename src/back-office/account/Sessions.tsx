import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '../../engine/browser/call-api';
import { isRecord } from '../../schema/is-record';
import { Button, StatusText } from '../../forms/form-styles';
import { loadSessions, type SessionView } from './account-api';
import { Card, DeviceList } from './account-styles';
import type { SessionsText } from './sessions-words';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "12 minutes ago", "3 hours ago", else the date and time as people write them. */
function usedWhen(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  if (minutes < 12 * 60) return relative.format(-Math.round(minutes / 60), 'hour');
  return new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The devices the account is logged in on (decisions.md #79), this one marked, each other one
 * with a button that logs it out, and one that logs out all the others.
 */
export function Sessions({ words, apiBase }: { words: SessionsText; apiBase: string }) {
  const [sessions, setSessions] = useState<SessionView[]>();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string }>();
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const reload = useCallback(() => loadSessions(apiBase).then(setSessions), [apiBase]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const end = async (path: string, body: unknown) => {
    setSending(true);
    const answer = await callApi(`${apiBase}${path}`, { method: 'POST', body });
    const message =
      answer.kind === 'ok' && isRecord(answer.body) && typeof answer.body.message === 'string'
        ? answer.body.message
        : answer.kind === 'refused'
          ? (answer.message ?? '')
          : '';
    setResult({ tone: answer.kind === 'ok' ? 'success' : 'error', message });
    await reload();
    setSending(false);
    // The button pressed is gone: the list's heading keeps the keyboard's place.
    heading.current?.focus();
  };
  if (!sessions) return null;
  const others = sessions.filter((s) => !s.current);
  return (
    <Card aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" ref={heading} tabIndex={-1}>
        {words.heading}
      </h2>
      <p>{words.intro}</p>
      <DeviceList>
        {sessions.map((session) => {
          const device = session.device || words.unknownDevice;
          return (
            <li key={session.id}>
              <div>
                <strong>{device}</strong>
                {session.current && <span> · {words.thisDevice}</span>}
                <br />
                {words.lastUsedLabel}{' '}
                <time dateTime={session.lastSeenAt}>{usedWhen(session.lastSeenAt)}</time>
              </div>
              {!session.current && (
                <Button
                  type="button"
                  $look="secondary"
                  disabled={sending}
                  aria-label={`${words.endButton}: ${device}`}
                  onClick={() => void end('/account/sessions/end', { id: session.id })}
                >
                  {words.endButton}
                </Button>
              )}
            </li>
          );
        })}
      </DeviceList>
      {others.length > 0 && (
        <Button
          type="button"
          $look="primary"
          disabled={sending}
          onClick={() => void end('/account/sessions/end-others', {})}
        >
          {words.endOthersButton}
        </Button>
      )}
      <div role="status" aria-live="polite">
        {result?.message && <StatusText $tone={result.tone}>{result.message}</StatusText>}
      </div>
    </Card>
  );
}
