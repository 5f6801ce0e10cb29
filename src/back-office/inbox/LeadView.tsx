import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { fillText } from '../../engine/browser/call-api';
import { Label, Select, TextArea } from '../../forms/fields/field-styles';
import { Button } from '../../forms/form-styles';
import { Detail, Field, SpamNote } from './inbox-styles';
import { isStatus, LeadFacts, LeadHistory } from './LeadFacts';
import { LeadConsent } from './LeadConsent';
import { when } from './when';
import type { LeadStatus } from '../../schema/lead';
import { StatusOptions } from './StatusOptions';
import { emailOf, loadLead, saveLead, type LeadDetail, type Loaded } from './leads-api';
import { PersonTools } from './PersonTools';
import { problemOf } from './problem-message';
import type { InboxScreen } from './types';
import { isPlainClick } from './plain-click';

/**
 * One lead: every field with its label, where it came from, the status and internal note with
 * Save, and the history of changes. Its heading takes the focus when it opens.
 */
export function LeadView({
  block,
  apiBase,
  go,
  announce,
  carry,
  id,
  back,
}: InboxScreen & { id: string; back: string }) {
  const [loaded, setLoaded] = useState<Loaded<LeadDetail>>({ kind: 'loading' });
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef<string | undefined>(undefined);

  useEffect(() => {
    let current = true;
    announce(block.loadingText);
    void loadLead(apiBase, id).then((result) => {
      if (!current) return;
      setLoaded(result);
      announce(result.kind === 'ok' ? '' : problemOf(block, result));
    });
    return () => {
      current = false;
    };
  }, [apiBase, block, id, announce]);

  useEffect(() => {
    if (loaded.kind !== 'ok' || opened.current === id) return;
    opened.current = id;
    heading.current?.focus();
  }, [loaded, id]);

  const toList = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go(back);
  };
  const backLink = (
    <a href={back || '?'} onClick={toList}>
      {block.backLabel}
    </a>
  );
  if (loaded.kind !== 'ok') return <Detail>{backLink}</Detail>;
  const { lead, history } = loaded.data;

  const store = async (change: { status: LeadStatus; note: string }, done: string) => {
    setSaving(true);
    const answer = await saveLead(apiBase, lead.id, change);
    if (answer.kind !== 'ok') {
      setSaving(false);
      const refused = answer.kind === 'refused' && (answer.status === 401 || answer.status === 403);
      return announce(
        problemOf(block, refused ? { kind: 'refused', status: answer.status } : { kind: 'failed' }),
      );
    }
    const reloaded = await loadLead(apiBase, String(lead.id));
    setSaving(false);
    if (reloaded.kind === 'ok') setLoaded(reloaded);
    announce(done);
  };
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const status = String(data.get('status'));
    if (!isStatus(status)) return;
    await store({ status, note: String(data.get('note') ?? '') }, block.savedText);
  };

  return (
    <Detail aria-labelledby="lead-heading">
      {backLink}
      <h2 id="lead-heading" ref={heading} tabIndex={-1}>
        {fillText(block.detailHeading, { id: lead.id })}
      </h2>
      <p>
        <time dateTime={lead.receivedAt}>{when(lead.receivedAt)}</time> · {block.formColumn}:{' '}
        {lead.form}
      </p>
      {lead.spamReason && (
        <SpamNote>
          <strong>{block.spamReasonLabel}:</strong> {lead.spamReason}{' '}
          {lead.status === 'spam' && (
            <Button
              type="button"
              $look="primary"
              disabled={saving}
              onClick={() => void store({ status: 'new', note: lead.note }, block.notSpamText)}
            >
              {block.notSpamLabel}
            </Button>
          )}
        </SpamNote>
      )}
      <LeadFacts block={block} lead={lead} />
      <LeadConsent block={block} lead={lead} />
      {/* Keyed by the saved values, so a reload after saving shows what the server kept. */}
      <form key={`${lead.status}|${lead.note}`} onSubmit={(event) => void save(event)}>
        <Field>
          <Label htmlFor="lead-status">{block.statusLabel}</Label>
          <Select id="lead-status" name="status" defaultValue={lead.status}>
            <StatusOptions names={block.statusNames} />
          </Select>
        </Field>
        <Field>
          <Label htmlFor="lead-note">{block.noteLabel}</Label>
          <TextArea id="lead-note" name="note" rows={4} maxLength={5000} defaultValue={lead.note} />
        </Field>
        <Button type="submit" $look="primary" disabled={saving}>
          {block.saveLabel}
        </Button>
      </form>
      <LeadHistory block={block} history={history} />
      <PersonTools
        block={block}
        apiBase={apiBase}
        announce={announce}
        carry={carry}
        email={emailOf(lead)}
        level={3}
        onErased={() => go(back)}
      />
    </Detail>
  );
}
