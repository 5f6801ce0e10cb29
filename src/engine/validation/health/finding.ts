import type { HealthCheckId } from '../../../schema/page-health';
import type { PointedMessage } from '../problem';

/** What one health check found: where, in one sentence, and which check (decisions.md #104). */
export interface HealthFinding extends PointedMessage {
  check: HealthCheckId;
}

/** A finding in a file: a page or the site config. */
export type FileHealthFinding = HealthFinding & { file: string };
