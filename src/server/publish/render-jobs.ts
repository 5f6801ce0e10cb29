import { z } from 'zod';
import {
  pageDocument,
  type DocumentParts,
  type ServerEntry,
} from '../../engine/tooling/page-document';
import { compressedCopies, type Effort } from '../compressed-copies';
import { isRecord } from '../../schema/is-record';
import { pageVersions, type Version } from '../../schema/experiment';

type RenderArgs = Parameters<ServerEntry['renderPageData']>;

/** A page for a renderer thread: its data (validated already), images and the site it is in. */
export interface RenderJob {
  id: number;
  page: RenderArgs[0];
  images: RenderArgs[1];
  site: NonNullable<NonNullable<RenderArgs[2]>['site']>;
  effort: Effort;
  /** The version of the page's experiment (decisions.md #103); the original when absent. */
  version?: Version;
}

/**
 * A job as a thread receives it. The data comes from the publishing thread, which validated it,
 * so only its shape is checked here.
 */
export const renderJobSchema: z.ZodType<RenderJob> = z.object({
  id: z.number(),
  page: z.custom<RenderJob['page']>(isRecord),
  images: z.custom<RenderJob['images']>(isRecord),
  site: z.custom<RenderJob['site']>(isRecord),
  effort: z.enum(['best', 'quick']),
  version: z.enum(pageVersions).optional(),
});

/** A rendered page's document and its compressed copies (null where compression does not pay). */
export interface RenderedFile {
  bytes: Uint8Array;
  br: Uint8Array | null;
  gzip: Uint8Array | null;
}

export type RenderReply = ({ id: number } & RenderedFile) | { id: number; error: string };

export const renderReplySchema: z.ZodType<RenderReply> = z.union([
  z.object({
    id: z.number(),
    bytes: z.instanceof(Uint8Array),
    br: z.instanceof(Uint8Array).nullable(),
    gzip: z.instanceof(Uint8Array).nullable(),
  }),
  z.object({ id: z.number(), error: z.string() }),
]);

/** Renders a job's page into its whole document, and compresses its copies. */
export async function renderDocument(
  server: ServerEntry,
  parts: DocumentParts,
  job: Omit<RenderJob, 'id'>,
): Promise<RenderedFile> {
  const { site, version } = job;
  const rendered = await server.renderPageData(job.page, job.images, { site, version });
  const bytes = Buffer.from(pageDocument(parts, job.site, rendered));
  return { bytes, ...(await compressedCopies(bytes, job.effort)) };
}
