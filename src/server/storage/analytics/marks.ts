import { z } from 'zod';
import { pageVersions, type Version } from '../../../schema/experiment';
import type { SeenVersion } from './types';

/**
 * The mark that `visitor` (a hash with the day's salt) was shown a version of an experiment on a
 * page: kept in analytics_seen for the day only, like the other marks, so that it counts once a
 * day and an enquiry the visitor sends later that day is put down to that version.
 */
export const versionMark = (visitor: string, path: string, experiment: string, version: Version) =>
  `${versionMarksOf(visitor)}${JSON.stringify([path, experiment, version])}`;

/** The start every version mark of `visitor` shares. */
export const versionMarksOf = (visitor: string) => `v ${visitor} `;

const seenVersion = z.tuple([z.string(), z.string(), z.enum(pageVersions)]);

/** The version a mark of `visitor` names. */
export function seenIn(mark: string, visitor: string): SeenVersion | undefined {
  const parsed = seenVersion.safeParse(JSON.parse(mark.slice(versionMarksOf(visitor).length)));
  if (!parsed.success) return undefined;
  const [path, experiment, version] = parsed.data;
  return { path, experiment, version };
}
