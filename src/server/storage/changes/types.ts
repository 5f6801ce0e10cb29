import type { ChangeState, ChangeStep } from '../../../schema/page-change';

export {
  changeStates,
  changeSteps,
  type ChangeState,
  type ChangeStep,
} from '../../../schema/page-change';

/** One step of a page change: who, when, what, with their comment. */
export interface ChangeEvent {
  at: string;
  userId: number | null;
  actor: string;
  step: ChangeStep;
  comment: string;
}

/** A change to one page waiting to be published: on review, at a time, or both. */
export interface PageChange {
  id: number;
  file: string;
  /** Publish the page as `content`, or remove it (unpublish). */
  action: 'publish' | 'unpublish';
  /** The page as it will be published; null for an unpublish. */
  content: unknown;
  /** The version of the file the change was made on (null: a page not published yet). */
  baseVersion: string | null;
  /** The page's path before the change: it then redirects to the new one. */
  redirectFrom: string | null;
  message: string;
  /** When it is to be published (UTC); null: as soon as it is approved. */
  publishAt: string | null;
  state: ChangeState;
  /** While publishing: until when the instance that took it holds it. */
  claimedUntil: string | null;
  userId: number | null;
  author: string;
  authorEmail: string;
  createdAt: string;
  updatedAt: string;
  /** Once published: `{ commit }`; once failed: `{ message, problems? }`. */
  outcome: unknown;
  /** Oldest first. */
  events: ChangeEvent[];
}

export interface NewPageChange {
  file: string;
  action: 'publish' | 'unpublish';
  content: unknown;
  baseVersion: string | null;
  redirectFrom: string | null;
  message: string;
  publishAt: Date | null;
  /** Review first, or straight to its time. */
  state: 'review' | 'scheduled';
  userId: number;
  author: string;
  authorEmail: string;
}

/** A step an editor takes on a change. */
export interface ChangeAction {
  kind: 'comment' | 'approve' | 'sendBack' | 'cancel';
  userId: number;
  actor: string;
  comment: string;
  /** An approval due now is taken for publishing by the approver's instance until then. */
  leaseUntil: Date;
}

/** Why a step was refused. */
export type ChangeRefusal = 'missing' | 'state' | 'own';

/** Page changes waiting for review or their time, and their steps. */
export interface ChangeStorage {
  /** Records a page change (and its first step); it waits for review or its time. */
  createChange(change: NewPageChange): Promise<PageChange>;
  /** The changes still open and those finished since `since`, newest first, without content. */
  listChanges(since: Date): Promise<PageChange[]>;
  getChange(id: number): Promise<PageChange | undefined>;
  /**
   * Takes a step on a change, recorded with who and when: a comment (on review or sent back),
   * an approval (on review, never by its author: it is then scheduled, or due now and taken by
   * the caller until `leaseUntil`), sending it back, or cancelling it (before it is published).
   */
  actOnChange(
    id: number,
    action: ChangeAction,
  ): Promise<{ change: PageChange } | { refused: ChangeRefusal; change?: PageChange }>;
  /**
   * Takes the change due first at `now` for the caller alone until `leaseUntil`: one scheduled
   * for then or earlier, or one whose publisher's lease ran out (it died). With several
   * instances on one database each change is handed to one of them.
   */
  claimDueChange(now: Date, leaseUntil: Date): Promise<PageChange | undefined>;
  /**
   * Records how the publish of a change taken until `heldUntil` ended, if the caller still holds
   * it; whether it did.
   */
  finishChange(
    id: number,
    heldUntil: string,
    result: {
      state: 'published' | 'failed';
      outcome: unknown;
      actor: string;
      userId: number | null;
    },
  ): Promise<boolean>;
}
