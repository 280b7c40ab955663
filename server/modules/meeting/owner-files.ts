/**
 * The meeting's documents on the owner's ballot page (owner-ballot.ts,
 * docs/owner-voting.md). A meeting holds its attached files as a JSON list
 * of upload URLs (`meeting_info.files`, the same upload pipeline as every
 * form). The owner's state lists them by the stored name only (the key's
 * last part: 128 random bits and the checked extension), never by URL; the
 * owner's page downloads one with `POST /vote/api/file {id}` under its
 * session, and the file is served only if this meeting's list names it.
 * The bytes go through the file service's own serving path (FilesService.
 * serve: checked type, nosniff, sandboxing CSP) with a short signed URL that
 * asks for a download (Content-Disposition: attachment), under a name made
 * of the meeting's name and the file's position.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '../../kernel/errors.ts';
import { keyOfUrl } from '../../files/service.ts';
import type { FilesService } from '../../files/service.ts';

export interface OwnerDocument {
  /** The stored name (<random>.<ext>): what the page asks for. */
  id: string;
  /** What the download is called: "<meeting> 1.pdf". */
  name: string;
  ext: string;
}

/** The documents a meeting's `files` column names (URLs that are not our uploads are left out). */
export function documentsOf(meetingName: string, files: unknown): (OwnerDocument & { url: string })[] {
  const urls = Array.isArray(files) ? files : [];
  const out: (OwnerDocument & { url: string })[] = [];
  for (const entry of urls) {
    const url = typeof entry === 'string' ? entry : entry && typeof entry === 'object' ? (entry as { url?: unknown }).url : null;
    const key = keyOfUrl(url);
    if (!key || typeof url !== 'string') continue;
    const id = key.slice(key.lastIndexOf('/') + 1);
    const ext = id.slice(id.lastIndexOf('.') + 1);
    out.push({ id, ext, name: `${meetingName || 'document'} ${out.length + 1}.${ext}`, url });
  }
  return out;
}

/** What the owner's state carries: names only, no URL. */
export const ownerDocuments = (meetingName: string, files: unknown): OwnerDocument[] => documentsOf(meetingName, files).map(({ id, name, ext }) => ({ id, name, ext }));

/**
 * Streams one of the meeting's documents as a download; a name the meeting's
 * list does not hold is refused (translated 1001) before anything is sent.
 */
export async function sendOwnerDocument(files: Pick<FilesService, 'serve' | 'signedUrl'>, meeting: { name: string; files: unknown }, id: unknown, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const doc = typeof id === 'string' ? documentsOf(meeting.name, meeting.files).find((d) => d.id === id) : undefined;
  if (!doc) throw new AppError('ownerVote.noSuchFile', {}, 1001, 'id');
  // The file service's own path: a signed URL for nobody (u empty: a private file would be refused), download forced.
  const url = files.signedUrl(doc.url, null, { name: doc.name, download: true });
  const inner = { method: 'GET', url, headers: { range: req.headers.range } } as unknown as IncomingMessage;
  await files.serve(inner, res);
}
