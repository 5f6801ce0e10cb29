import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import {
  loadServerEntry,
  readDocumentParts,
  type ServerEntry,
} from '../../engine/tooling/page-document';
import { renderDocument, renderJobSchema, type RenderReply } from './render-jobs';

/**
 * A renderer thread (see render-pool.ts): renders the pages it is sent with the build's server
 * bundle, as the publishing thread would, and compresses each document's copies, so a publish of
 * every page uses every core and leaves the server's own thread free to answer requests.
 */
const port = parentPort;
if (!port) throw new Error('render-thread runs as a worker thread only');
const { distDir, fresh } = z
  .object({ distDir: z.string(), fresh: z.string().optional() })
  .parse(workerData);

let entry: Promise<ServerEntry> | undefined;
let parts: ReturnType<typeof readDocumentParts> | undefined;

port.on('message', (raw: unknown) => {
  const job = renderJobSchema.parse(raw);
  void (async (): Promise<RenderReply> => {
    try {
      entry ??= loadServerEntry(distDir, fresh);
      const server = await entry;
      parts ??= readDocumentParts(distDir);
      return { id: job.id, ...(await renderDocument(server, parts, job)) };
    } catch (error) {
      return { id: job.id, error: error instanceof Error ? error.message : String(error) };
    }
  })().then((reply) => port.postMessage(reply));
});
