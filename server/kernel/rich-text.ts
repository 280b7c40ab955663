/**
 * The one gate for rich text (crud/entity.ts `richText` columns: notices,
 * meeting notices, templates, advice and replies, banners, rich-text
 * parameters, what a template fill produces, and the texts owners vote on):
 * sanitized with sanitize-html against an allow list on every write, and
 * again where it is served to the public, so no script, event handler,
 * javascript: URL, iframe, form or style sheet survives, while ordinary
 * formatting (headings, lists, tables, emphasis, alignment and colours),
 * images and links stay.
 *
 * Two allow lists (profiles):
 * - 'notice' (the default): what staff publish to residents and print;
 *   pasted data: images, outside images, video and audio stay.
 * - 'ballot': what an owner reads on the ballot page (/vote/, docs/owner-
 *   voting.md): vote items' and meetings' descriptions on save, and every
 *   rich text of the owner's state again on output (owner-ballot.ts), so a
 *   row stored before this gate or written by SQL is served clean too.
 *   Headings (moved under the page's own: h1 → h3 …), paragraphs, lists,
 *   tables, emphasis, colours and alignment; images only of our own public
 *   uploads, kept as their path on this origin (no outside host learns who
 *   reads the ballot, no data: URL);
 *   links only http(s), mailto and tel, each opening a new tab with
 *   rel="noopener noreferrer" and carrying its destination host in
 *   data-host (computed here, never taken from the input) for the page to
 *   show beside the link.
 */
import sanitizeHtml from 'sanitize-html';

/** A CSS value without functions (url(), expression()), comments or escapes. */
const PLAIN = /^[-#%.,\w\s]{1,64}$/;
/** Font names, quoted or not (CJK names too). */
const FONTS = /^[-\w\s,'"\u4e00-\u9fff]{1,100}$/;
/** rgb()/rgba() colours as editors write them. */
const RGB = /^rgba?\([\d\s.,%]+\)$/i;
const LENGTH = /^-?\d{1,4}(\.\d{1,3})?(px|em|rem|%|pt)?$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img', 'span', 'u', 's', 'del', 'ins', 'sub', 'sup', 'font', 'figure', 'figcaption', 'video', 'audio', 'source',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    audio: ['src', 'controls'],
    source: ['src', 'type'],
    font: ['color', 'size'],
    ol: ['start', 'type'],
    td: ['colspan', 'rowspan', 'align', 'valign', 'width'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'width'],
    col: ['span', 'width'],
    table: ['border', 'width'],
    '*': ['style', 'class', 'align', 'dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Pasted images are often data: URIs; an image cannot run script.
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: [PLAIN, RGB],
      'background-color': [PLAIN, RGB],
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [PLAIN],
      'text-indent': [LENGTH],
      'font-size': [LENGTH, /^(x{0,2}-?small|medium|x{0,2}-?large)$/],
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic|oblique)$/],
      'font-family': [FONTS],
      'line-height': [LENGTH, /^normal$/],
      'vertical-align': [/^(baseline|sub|super|top|middle|bottom|text-top|text-bottom)$/],
      'margin-left': [LENGTH],
      'padding-left': [LENGTH],
      width: [LENGTH, /^auto$/],
      height: [LENGTH, /^auto$/],
      'max-width': [LENGTH],
      border: [PLAIN],
      'border-collapse': [/^(collapse|separate)$/],
    },
  },
  // A link that opens a new window gets no handle on this one.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  disallowedTagsMode: 'discard',
};

/**
 * One of our own public uploads, as the upload pipeline names them
 * (files/storage.ts KEY_PATTERN, area app/base): a path on this origin, so
 * the ballot page's `img-src 'self'` shows it and nobody else sees the reader.
 */
const OWN_IMAGE = /^\/upload\/app\/base\/\d{8}\/[A-Za-z0-9_-]{16,64}\.(png|jpe?g|gif|webp)$/i;

/**
 * The path of an image that names one of our uploads, or null. The upload
 * route answers absolute addresses (comm.ts: this site's public URL), so an
 * editor inserts those; whatever host an address names, the ballot keeps only
 * the upload's path, loaded from this origin: no other host ever sees who
 * reads the ballot.
 */
function ownImagePath(src: string | undefined): string | null {
  const raw = (src ?? '').trim();
  if (!raw) return null;
  let path: string;
  try {
    const url = new URL(raw, 'https://this.site');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    path = url.pathname;
  } catch {
    return null;
  }
  return OWN_IMAGE.test(path) ? path : null;
}

/** The host a link leads to ('' for a path of this site, mailto: and tel:). */
function hostOf(href: string | undefined): string {
  if (!href || !/^https?:/i.test(href.trim())) return '';
  try {
    return new URL(href.trim()).host;
  } catch {
    return '';
  }
}

/** Where a ballot text's link may lead: http(s), mail, phone, or a path of this site (never `//host`). */
const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/))/i;

/** Headings of a text sit under the ballot page's own (h1 the meeting, h2 the items). */
const HEADING_BELOW: Record<string, string> = { h1: 'h3', h2: 'h4', h3: 'h5', h4: 'h6', h5: 'h6', h6: 'h6' };

const BALLOT: sanitizeHtml.IOptions = {
  allowedTags: [
    'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'abbr',
    'a', 'img', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'data-host'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'type'],
    td: ['colspan', 'rowspan', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'scope'],
    col: ['span'],
    abbr: ['title'],
    '*': ['style', 'align', 'dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images: our own upload paths only (OWN_IMAGE below), so no scheme at all (no data:, no outside host).
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Colour, emphasis and alignment; no sizes or offsets (nothing may grow wider than a phone or cover the page).
  allowedStyles: {
    '*': {
      color: [PLAIN, RGB],
      'background-color': [PLAIN, RGB],
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [PLAIN],
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic|oblique)$/],
    },
  },
  transformTags: {
    ...HEADING_BELOW,
    // Every link opens a new tab with no handle on the ballot, and says where it leads; a "link" to nowhere safe is plain text.
    a: (tagName, attribs) => {
      if (!SAFE_LINK.test((attribs.href ?? '').trim())) return { tagName: 'span', attribs: {} };
      const { 'data-host': _forged, target: _target, rel: _rel, ...rest } = attribs;
      const host = hostOf(rest.href);
      return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer', ...(host ? { 'data-host': host } : {}) } };
    },
    // Our own uploads only, by their path on this origin (ownImagePath); any other image loses its source and is dropped below.
    img: (tagName, attribs) => {
      const { src: _src, ...rest } = attribs;
      const path = ownImagePath(attribs.src);
      return { tagName, attribs: path ? { src: path, ...rest } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

export type RichTextProfile = 'notice' | 'ballot';
const PROFILES: Record<RichTextProfile, sanitizeHtml.IOptions> = { notice: OPTIONS, ballot: BALLOT };

/** The safe subset of a rich-text value under a profile's allow list (null stays null). */
export function sanitizeRichText(html: string, profile?: RichTextProfile): string;
export function sanitizeRichText<T extends null | undefined>(html: T, profile?: RichTextProfile): T;
export function sanitizeRichText(html: string | null, profile?: RichTextProfile): string | null;
export function sanitizeRichText(html: string | undefined, profile?: RichTextProfile): string | undefined;
export function sanitizeRichText(html: string | null | undefined, profile?: RichTextProfile): string | null | undefined;
export function sanitizeRichText(html: string | null | undefined, profile: RichTextProfile = 'notice'): string | null | undefined {
  if (html === null || html === undefined) return html;
  return sanitizeHtml(html, PROFILES[profile]);
}
