import { isRecord } from '../../schema/is-record';
import { ApiError, fetchDraft, loadFile } from '../studio-api';
import { studioSession } from '../studio-session';
import { loadDraft } from './draft-store';
import { startHistory, type History } from './history';
import { openDoc, type StudioDoc } from './studio-doc';
import { draftText, type ServerDraft } from './use-server-draft';

export interface Opened {
  /** The page as it is on disk (or was when last saved from here). */
  saved: unknown;
  baseVersion: string | null;
  restored: boolean;
  /** On the site: the page's draft on the server when it was opened (none: revision null). */
  serverDraft?: ServerDraft;
  /** On the site: the drafted texts that draft marks (the local studio keeps them itself). */
  drafted?: readonly string[];
}

export interface ReadPage {
  history: History<StudioDoc>;
  opened: Opened;
}

/**
 * A page file as the editor opens it: its unsaved draft if one is kept (and wanted), else the
 * file. On the site, the draft on the server (any editor's) is the page's unsaved state; the
 * edits kept in this browser are used when they continue that very draft.
 */
export async function readPage(file: string, useDraft: boolean): Promise<ReadPage> {
  const session = await studioSession();
  const onSite = session.mode === 'server';
  const [loaded, server] = await Promise.all([
    // On the site a new page (drafted from a brief) is only a draft until it is published.
    loadFile(file).catch((error: unknown) => {
      if (onSite && useDraft && error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }),
    onSite && useDraft ? fetchDraft(file) : undefined,
  ]);
  if (!loaded) {
    if (!server) throw new Error(`${file} does not exist and has no draft`);
    return {
      history: startHistory(openDoc(server.page)),
      opened: {
        saved: {},
        baseVersion: null,
        restored: true,
        serverDraft: {
          revision: server.revision,
          last: server,
          syncedText: draftText(server.page, server.drafted),
        },
        drafted: server.drafted,
      },
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(loaded.text);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`${file} is not valid JSON (${reason}); fix it in a text editor first`, {
      cause,
    });
  }
  if (!isRecord(value)) throw new Error(`${file} does not hold a page object`);
  const local = useDraft ? loadDraft(file) : undefined;
  if (session.mode === 'local')
    return {
      history: local?.history ?? startHistory(openDoc(value)),
      opened: {
        saved: value,
        baseVersion: local ? local.baseVersion : loaded.version,
        restored: Boolean(local),
      },
    };
  const serverDraft: ServerDraft = {
    revision: server?.revision ?? null,
    last: server,
    ...(server ? { syncedText: draftText(server.page, server.drafted) } : {}),
  };
  const continues = local && (local.revision ?? null) === serverDraft.revision;
  const history = continues
    ? local.history
    : server
      ? { past: [openDoc(value)], present: openDoc(server.page), future: [] }
      : startHistory(openDoc(value));
  return {
    history,
    opened: {
      saved: value,
      baseVersion: continues ? local.baseVersion : (server?.baseVersion ?? loaded.version),
      restored: Boolean(continues || server),
      serverDraft,
      drafted: server?.drafted ?? [],
    },
  };
}
