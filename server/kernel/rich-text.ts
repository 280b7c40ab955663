/**
 * The one gate for rich text (crud/entity.ts `richText` columns: notices,
 * meeting notices, templates, advice and replies, banners, rich-text
 * parameters, and what a template fill produces): sanitized with
 * sanitize-html against an allow list on every write, and again where it is
 * served to the public, so no script, event handler, javascript: URL,
 * iframe, form or style sheet survives, while ordinary formatting
 * (headings, lists, tables, emphasis, alignment and colours), images and
 * links stay.
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

/** The safe subset of a rich-text value (null stays null). */
export function sanitizeRichText<T extends string | null | undefined>(html: T): T extends string ? string : T {
  if (html === null || html === undefined) return html as any;
  return sanitizeHtml(html, OPTIONS) as any;
}
