/**
 * The one list of columns that can hold an uploaded file's URL. The cleanup
 * job keeps every file one of them names (files/cleanup.ts), also from the
 * rows kept in the recycle bin; every write of a file column (kinds image,
 * images, file, files) passes the file gate (files/own-files.ts: only files
 * uploaded to this product); the client's forms use the upload control for
 * them (printed into entities.json as the field's `upload` kind). Tests
 * check every entry against the schema, the cleanup and the gate
 * (tests/server/files-declared.test.ts); a column holding upload URLs that
 * is missing here is neither kept nor gated.
 *
 * Kinds: image / file hold one URL; images / files a JSON list of URLs;
 * text is free text or JSON that may name files anywhere (rich text with
 * <img src>, a parameter of data type 2, the rows a recycle entry keeps).
 */
export type UploadKind = 'image' | 'images' | 'file' | 'files' | 'text';

export const UPLOAD_COLUMNS: Readonly<Record<string, Readonly<Record<string, UploadKind>>>> = {
  BaseSysUser: { headImg: 'image' },
  BaseSysParam: { data: 'text' },
  UserInfo: { avatarUrl: 'image', signUrl: 'image' },
  InfoBanner: { image: 'image', content: 'text' },
  InfoNotice: { cover: 'image', images: 'images', files: 'files', content: 'text' },
  InfoTemplate: { fileUrl: 'file', content: 'text' },
  AdviceInfo: { images: 'images', content: 'text' },
  AdviceReply: { images: 'images', content: 'text' },
  RepairInfo: { docUrl: 'file', images: 'images', files: 'files' },
  MeetingInfo: { images: 'images', files: 'files', voteTableUrl: 'file', voteTableMaskedUrl: 'file' },
  MeetingNotice: { images: 'images', files: 'files', content: 'text' },
  // A paper ballot's photos and a proxy's letter of authorisation: the evidence of a cast ballot.
  VoteRecord: { images: 'images', proxyDocument: 'file' },
  // The evidence of a recorded correction of a ballot (objection period).
  BallotCorrection: { evidence: 'files' },
  ElectionCandidate: { photo: 'image', signUrl: 'image', signFileUrl: 'file' },
  DemoGoods: { mainImage: 'image', exampleImages: 'images' },
  SpaceInfo: { url: 'file' },
  SpaceVersion: { url: 'file' },
  RecycleData: { data: 'text', entityInfo: 'text' },
};

/** The upload kind of a column, if it holds files. */
export function uploadKindOf(model: string, column: string): UploadKind | null {
  return UPLOAD_COLUMNS[model]?.[column] ?? null;
}

/**
 * The rows that hold a private file (stored in the 'space' area: file-space
 * documents, their versions, meetings' vote tables) as `column` = its URL
 * (/upload/<key>), and the path to the community each row belongs to. A
 * signed URL serves a private file only while such a row exists — a deleted
 * document's file answers 404 at once, whatever the URL's expiry — and only
 * to a viewer who still holds that community (files/service.ts).
 */
export interface PrivateFileHolder {
  model: string;
  column: string;
  /** Relation names then the community column, e.g. ['space', 'areaId']. */
  community: readonly string[];
}

export const PRIVATE_FILE_HOLDERS: readonly PrivateFileHolder[] = [
  { model: 'SpaceInfo', column: 'url', community: ['areaId'] },
  { model: 'SpaceVersion', column: 'url', community: ['space', 'areaId'] },
  { model: 'MeetingInfo', column: 'voteTableUrl', community: ['areaId'] },
  // The vote table with personal data masked, for staff who may not read residents (docs/vote-table.md).
  { model: 'MeetingInfo', column: 'voteTableMaskedUrl', community: ['areaId'] },
];
