/**
 * The documents on the owner's ballot page (owner-ballot.ts, owner-state.ts,
 * docs/owner-voting.md "Documents"): the meeting's own attached files (its
 * `files` column) and the attachments of its published notices (each
 * notice's `files` and `images`), all JSON lists of upload URLs from the
 * same upload pipeline as every form. The owner's state lists them by the
 * stored name only (the key's last part: 128 random bits and the checked
 * extension), never by URL; the page downloads one with
 * `POST /vote/api/file {id}` under its session, and a file is served only
 * if the meeting or one of its published notices names it — an unpublished
 * notice's attachment, another meeting's file or a path is refused.
 * The bytes go through the file service's own serving path (FilesService.
 * serve: checked type, nosniff, sandboxing CSP) with a short signed URL that
 * asks for a download (Content-Disposition: attachment), under a name made
 * of the meeting's (or the notice's) title and the file's position.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../kernel/context.ts';
import { AppError } from '../kernel/errors.ts';
import { keyOfUrl } from '../files/service.ts';
import type { FilesService } from '../files/service.ts';

export interface OwnerDocument {
  /** The stored name (<random>.<ext>): what the page asks for. */
  id: string;
  /** What the download is called: "<meeting> 1.pdf", "<notice title> 1.pdf". */
  name: string;
  ext: string;
}

type Located = OwnerDocument & { url: string };

/** The documents a list of upload URLs names, called after `title` (URLs that are not our uploads are left out). */
export function documentsOf(title: string, files: unknown): Located[] {
  const urls = Array.isArray(files) ? files : [];
  const out: Located[] = [];
  for (const entry of urls) {
    const url = typeof entry === 'string' ? entry : entry && typeof entry === 'object' ? (entry as { url?: unknown }).url : null;
    const key = keyOfUrl(url);
    if (!key || typeof url !== 'string') continue;
    const id = key.slice(key.lastIndexOf('/') + 1);
    const ext = id.slice(id.lastIndexOf('.') + 1);
    out.push({ id, ext, name: `${title || 'document'} ${out.length + 1}.${ext}`, url });
  }
  return out;
}

/** What the owner's state carries: names only, no URL. */
const named = (docs: Located[]): OwnerDocument[] => docs.map(({ id, name, ext }) => ({ id, name, ext }));

/** A published notice of the meeting as the owner's page lists it (its content still as stored: owner-state.ts sanitises it). */
export interface LibraryNotice {
  id: number;
  type: number;
  title: string;
  publishTime: string | null;
  content: string;
  files: OwnerDocument[];
}

/** Every document the meeting shows its owners, with where it is kept (what the file route serves from). */
async function locatedLibrary(db: Db, m: { id: number; name: string; files: unknown }) {
  const notices = await db.meetingNotice.findMany({
    where: { meetingId: m.id, isPublish: 1 },
    orderBy: [{ type: 'asc' }, { id: 'asc' }],
    select: { id: true, type: true, title: true, publishTime: true, content: true, files: true, images: true },
  });
  const meeting = documentsOf(m.name, m.files);
  const seen = new Set(meeting.map((d) => d.id));
  const perNotice = notices.map((n) => {
    // One file named twice (the meeting's and a notice's) is listed once, where it was met first.
    const docs = documentsOf(n.title || m.name, [...(Array.isArray(n.files) ? n.files : []), ...(Array.isArray(n.images) ? n.images : [])]).filter((d) => !seen.has(d.id) && (seen.add(d.id), true));
    return { notice: n, docs };
  });
  return { meeting, perNotice };
}

/** The meeting's documents and its published notices with theirs, named only (owner-state.ts). */
export async function ownerLibrary(db: Db, m: { id: number; name: string; files: unknown }): Promise<{ meeting: OwnerDocument[]; notices: LibraryNotice[] }> {
  const { meeting, perNotice } = await locatedLibrary(db, m);
  return {
    meeting: named(meeting),
    notices: perNotice.map(({ notice: n, docs }) => ({ id: n.id, type: n.type ?? 0, title: n.title ?? '', publishTime: n.publishTime?.toISOString() ?? null, content: n.content ?? '', files: named(docs) })),
  };
}

/**
 * Streams one of the documents the meeting shows its owners as a download; a
 * name neither the meeting nor a published notice of it holds is refused
 * (translated 1001) before anything is sent.
 */
export async function sendOwnerDocument(db: Db, files: Pick<FilesService, 'serve' | 'signedUrl'>, meeting: { id: number; name: string; files: unknown }, id: unknown, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { meeting: own, perNotice } = await locatedLibrary(db, meeting);
  const doc = typeof id === 'string' ? [...own, ...perNotice.flatMap((n) => n.docs)].find((d) => d.id === id) : undefined;
  if (!doc) throw new AppError('ownerVote.noSuchFile', {}, 1001, 'id');
  // The file service's own path: a signed URL for nobody (u empty: a private file would be refused), download forced.
  const url = files.signedUrl(doc.url, null, { name: doc.name, download: true });
  const inner = { method: 'GET', url, headers: { range: req.headers.range } } as unknown as IncomingMessage;
  await files.serve(inner, res);
}
