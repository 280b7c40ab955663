/**
 * What an uploaded file is: its type group (SPEC §9) from the extension of
 * its name, and the check that its bytes agree. The magic number is read by
 * `file-type` (a maintained signature database); SVG and plain text have no
 * magic number, so they are checked as text (SVG must be an <svg> document,
 * text must hold no NUL byte and no detectable binary signature). A file
 * whose content is of another group than its name says (a `.png` that is a
 * script, a `.pdf` that is a zip) is refused, and so are active content and
 * programs whatever they are called. The checked type decides the stored
 * extension, the Content-Type it is served with and whether a browser may
 * show it inline.
 */
import { fileTypeFromBuffer } from 'file-type';

export const FILE_GROUPS = ['image', 'video', 'audio', 'word', 'excel', 'ppt', 'pdf', 'archive', 'other'] as const;
export type FileGroup = (typeof FILE_GROUPS)[number];

interface ExtInfo {
  group: FileGroup;
  contentType: string;
  /** Extensions file-type may report for such a file; 'text' = no signature, text content; 'svg' = an SVG document. */
  detected: readonly string[] | 'text' | 'svg';
}

const ZIP_FAMILY = ['zip', 'docx', 'xlsx', 'pptx', 'epub', 'odt', 'ods', 'odp', 'jar', 'apk'];

/** Every extension with a group other than 'other' (SPEC §9: image bmp jpg jpeg png tif gif svg webp; archive rar zip). */
export const EXTENSIONS: Record<string, ExtInfo> = {
  bmp: { group: 'image', contentType: 'image/bmp', detected: ['bmp'] },
  jpg: { group: 'image', contentType: 'image/jpeg', detected: ['jpg'] },
  jpeg: { group: 'image', contentType: 'image/jpeg', detected: ['jpg'] },
  png: { group: 'image', contentType: 'image/png', detected: ['png'] },
  tif: { group: 'image', contentType: 'image/tiff', detected: ['tif'] },
  tiff: { group: 'image', contentType: 'image/tiff', detected: ['tif'] },
  gif: { group: 'image', contentType: 'image/gif', detected: ['gif'] },
  svg: { group: 'image', contentType: 'image/svg+xml', detected: 'svg' },
  webp: { group: 'image', contentType: 'image/webp', detected: ['webp'] },

  mp4: { group: 'video', contentType: 'video/mp4', detected: ['mp4', 'm4v', 'mov'] },
  m4v: { group: 'video', contentType: 'video/mp4', detected: ['m4v', 'mp4'] },
  mov: { group: 'video', contentType: 'video/quicktime', detected: ['mov', 'mp4'] },
  webm: { group: 'video', contentType: 'video/webm', detected: ['webm', 'mkv'] },
  mkv: { group: 'video', contentType: 'video/x-matroska', detected: ['mkv', 'webm'] },
  avi: { group: 'video', contentType: 'video/x-msvideo', detected: ['avi'] },
  wmv: { group: 'video', contentType: 'video/x-ms-wmv', detected: ['asf'] },
  flv: { group: 'video', contentType: 'video/x-flv', detected: ['flv'] },
  mpg: { group: 'video', contentType: 'video/mpeg', detected: ['mpg'] },
  mpeg: { group: 'video', contentType: 'video/mpeg', detected: ['mpg'] },

  mp3: { group: 'audio', contentType: 'audio/mpeg', detected: ['mp3'] },
  wav: { group: 'audio', contentType: 'audio/wav', detected: ['wav'] },
  ogg: { group: 'audio', contentType: 'audio/ogg', detected: ['ogg', 'oga', 'opus', 'ogv', 'ogx'] },
  opus: { group: 'audio', contentType: 'audio/ogg', detected: ['opus', 'ogg', 'oga'] },
  aac: { group: 'audio', contentType: 'audio/aac', detected: ['aac'] },
  flac: { group: 'audio', contentType: 'audio/flac', detected: ['flac'] },
  m4a: { group: 'audio', contentType: 'audio/mp4', detected: ['m4a', 'mp4'] },
  wma: { group: 'audio', contentType: 'audio/x-ms-wma', detected: ['asf'] },
  amr: { group: 'audio', contentType: 'audio/amr', detected: ['amr'] },

  doc: { group: 'word', contentType: 'application/msword', detected: ['cfb'] },
  docx: { group: 'word', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', detected: ['docx', 'zip'] },
  txt: { group: 'word', contentType: 'text/plain; charset=utf-8', detected: 'text' },
  pages: { group: 'word', contentType: 'application/vnd.apple.pages', detected: ['zip'] },
  epub: { group: 'word', contentType: 'application/epub+zip', detected: ['epub', 'zip'] },
  xls: { group: 'excel', contentType: 'application/vnd.ms-excel', detected: ['cfb'] },
  xlsx: { group: 'excel', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', detected: ['xlsx', 'zip'] },
  csv: { group: 'excel', contentType: 'text/csv; charset=utf-8', detected: 'text' },
  numbers: { group: 'excel', contentType: 'application/vnd.apple.numbers', detected: ['zip'] },
  ppt: { group: 'ppt', contentType: 'application/vnd.ms-powerpoint', detected: ['cfb'] },
  pptx: { group: 'ppt', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', detected: ['pptx', 'zip'] },
  key: { group: 'ppt', contentType: 'application/vnd.apple.keynote', detected: ['zip'] },
  pdf: { group: 'pdf', contentType: 'application/pdf', detected: ['pdf'] },
  zip: { group: 'archive', contentType: 'application/zip', detected: ZIP_FAMILY },
  rar: { group: 'archive', contentType: 'application/vnd.rar', detected: ['rar'] },
  '7z': { group: 'archive', contentType: 'application/x-7z-compressed', detected: ['7z'] },
};

/** Names that browsers or systems run: never accepted, whatever their content. */
const ACTIVE_EXTENSIONS = new Set([
  'html', 'htm', 'xhtml', 'xht', 'shtml', 'mht', 'mhtml', 'svgz', 'js', 'mjs', 'cjs', 'hta', 'xsl', 'xslt',
  'exe', 'msi', 'dll', 'com', 'scr', 'bat', 'cmd', 'ps1', 'vbs', 'wsf', 'sh', 'php', 'phtml', 'jsp', 'asp', 'aspx', 'jar', 'apk', 'swf',
]);
/** Contents that are programs, whatever the name says. */
const ACTIVE_DETECTED = new Set(['exe', 'elf', 'macho', 'class', 'swf', 'wasm', 'jar', 'apk', 'msi', 'dex', 'lnk']);

/** Inline in a browser (preview); everything else is a download. */
export const INLINE_GROUPS: ReadonlySet<FileGroup> = new Set(['image', 'video', 'audio', 'pdf']);

/** The group of a file name by its extension ('other' when unknown). */
export function groupOfName(name: string): FileGroup {
  return EXTENSIONS[extensionOf(name)]?.group ?? 'other';
}

export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return m ? m[1]!.toLowerCase() : '';
}

/** Content-Type of a stored extension. */
export function contentTypeOf(ext: string): string {
  return EXTENSIONS[ext]?.contentType ?? 'application/octet-stream';
}

/** Whether a stored file of this extension may be shown inline. */
export function isInline(ext: string): boolean {
  const info = EXTENSIONS[ext];
  return !!info && INLINE_GROUPS.has(info.group);
}

export type CheckFailure = { reason: 'name' } | { reason: 'forbidden' } | { reason: 'mismatch' };

export interface CheckedType {
  group: FileGroup;
  /** The extension the file is stored and served under. */
  ext: string;
  contentType: string;
}

/** A file name as the client gave it: refused when it names a path, is empty, too long or holds control characters. */
export function cleanName(raw: string): string | null {
  const name = raw.normalize('NFC').trim();
  if (name === '' || name === '.' || name === '..' || [...name].length > 200) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\/\u0000-\u001f\u007f]/.test(name) || name.includes('..')) return null;
  return name;
}

function looksLikeText(head: Uint8Array): boolean {
  return !head.includes(0);
}

function looksLikeSvg(head: Uint8Array): boolean {
  if (!looksLikeText(head)) return false;
  let text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '');
  // Leading XML declaration, comments and doctype, then the root element must be <svg.
  text = text.replace(/^\s*(<\?xml[^>]*\?>\s*)?/, '');
  for (;;) {
    const before = text;
    text = text.replace(/^\s*<!--[\s\S]*?-->\s*/, '').replace(/^\s*<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*/i, '');
    if (text === before) break;
  }
  return /^<svg[\s>/]/i.test(text);
}

/**
 * The checked type of a file from its name and its first bytes (head: up to
 * 64 KiB), or why it is refused.
 */
export async function checkType(name: string, head: Uint8Array): Promise<CheckedType | CheckFailure> {
  const ext = extensionOf(name);
  if (ACTIVE_EXTENSIONS.has(ext)) return { reason: 'forbidden' };
  const found = head.length ? await fileTypeFromBuffer(head).catch(() => undefined) : undefined;
  // XML is text (an SVG is XML): only binary signatures count as a detected type.
  const detected = found && found.ext !== 'xml' ? found : undefined;
  if (detected && ACTIVE_DETECTED.has(detected.ext)) return { reason: 'forbidden' };
  const info = EXTENSIONS[ext];
  if (!info) {
    // 'other': anything without a known group; a known signature of a grouped type under another name is refused.
    if (detected && Object.values(EXTENSIONS).some((e) => Array.isArray(e.detected) && e.detected.includes(detected.ext) && e.group !== 'archive')) return { reason: 'mismatch' };
    if (!detected && looksLikeSvg(head)) return { reason: 'mismatch' };
    return { group: 'other', ext: ext || 'bin', contentType: 'application/octet-stream' };
  }
  if (info.detected === 'svg') {
    if (detected || !looksLikeSvg(head)) return { reason: 'mismatch' };
  } else if (info.detected === 'text') {
    if (detected || !looksLikeText(head) || looksLikeSvg(head)) return { reason: 'mismatch' };
  } else if (!detected || !info.detected.includes(detected.ext)) {
    return { reason: 'mismatch' };
  }
  return { group: info.group, ext, contentType: info.contentType };
}
