/**
 * The words of a page change (decisions.md #50), shared by the server's storage and the studio
 * that shows them: where a change stands, and the steps of its history.
 */

/** Where a page change stands. */
export const changeStates = [
  /** Waiting for another editor's review. */
  'review',
  /** Sent back to its author with a comment. */
  'sent_back',
  /** Waiting for its time (`publishAt`). */
  'scheduled',
  /** Taken by one instance, which is publishing it now. */
  'publishing',
  'published',
  /** Refused when it was to be published: `outcome` says why. */
  'failed',
  'cancelled',
] as const;
export type ChangeState = (typeof changeStates)[number];

/** One step of a change's history. */
export const changeSteps = [
  'requested',
  'scheduled',
  'commented',
  'approved',
  'sent_back',
  'cancelled',
  'published',
  'failed',
] as const;
export type ChangeStep = (typeof changeSteps)[number];

/** What a change does to its page: publishes it as the change holds it, or removes it. */
export const changeActions = ['publish', 'unpublish'] as const;
