import { z } from 'zod';
import { changeActions, changeStates, changeSteps } from '../../../schema/page-change';
import { json, time } from '../rows';
import type { ChangeEvent, PageChange } from './types';

export const changeColumns = {
  /** A page change without its content (lists). */
  changeHead: `id, file, action, base_version, redirect_from, message, publish_at, state,
    claimed_until, user_id, author, author_email, created_at, updated_at, outcome`,
  changeEvent: 'change_id, at, user_id, actor, step, comment',
};

const changeRow = z.object({
  id: z.number(),
  file: z.string(),
  action: z.enum(changeActions),
  content: json(z.unknown()).optional(),
  base_version: z.string().nullable(),
  redirect_from: z.string().nullable(),
  message: z.string(),
  publish_at: time.nullable(),
  state: z.enum(changeStates),
  claimed_until: time.nullable(),
  user_id: z.number().nullable(),
  author: z.string(),
  author_email: z.string(),
  created_at: time,
  updated_at: time,
  outcome: json(z.unknown()),
});

/** A row of `page_changes` (with `content` or without) as a change, with its events. */
export function toChange(row: unknown, events: ChangeEvent[] = []): PageChange {
  const r = changeRow.parse(row);
  return {
    id: r.id,
    file: r.file,
    action: r.action,
    content: r.content ?? null,
    baseVersion: r.base_version,
    redirectFrom: r.redirect_from,
    message: r.message,
    publishAt: r.publish_at,
    state: r.state,
    claimedUntil: r.claimed_until,
    userId: r.user_id,
    author: r.author,
    authorEmail: r.author_email,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    outcome: r.outcome ?? null,
    events,
  };
}

const changeEventRow = z.object({
  change_id: z.number(),
  at: time,
  user_id: z.number().nullable(),
  actor: z.string(),
  step: z.enum(changeSteps),
  comment: z.string(),
});

/** A row of `page_change_events`: the change it belongs to, and the step. */
export function toChangeEvent(row: unknown): { changeId: number; event: ChangeEvent } {
  const r = changeEventRow.parse(row);
  return {
    changeId: r.change_id,
    event: { at: r.at, userId: r.user_id, actor: r.actor, step: r.step, comment: r.comment },
  };
}
