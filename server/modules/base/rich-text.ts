/**
 * Rich text served to the public (a rich-text parameter, e.g. an agreement,
 * at /admin/base/open/html): sanitized with sanitize-html against an allow
 * list, so no script, event handler, javascript: URL, iframe, form or style
 * sheet survives, while ordinary formatting (headings, lists, tables,
 * emphasis, alignment and colours), images and links stay. The page around
 * it is a complete HTML document with its charset and title; the REST layer
 * sends it with the strict 'html' Content-Security-Policy (http/security.ts).
 */
import sanitizeHtml from 'sanitize-html';

/** A CSS value without functions (url(), expression()), comments or escapes. */
const PLAIN = /^[-#%.,\w\s]{1,64}$/;
/** Font names, quoted or not (CJK names too). */
const FONTS = /^[-\w\s,'"\u4e00-\u9fff]{1,100}$/;
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
    '*': ['style', 'align', 'dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Pasted images are often data: URIs; an image cannot run script.
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: [PLAIN],
      'background-color': [PLAIN],
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

/** The safe subset of a rich-text value. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A complete HTML document around already sanitized content. */
export function htmlPage(title: string, body: string, lang = 'zh-CN'): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{margin:0 auto;max-width:960px;padding:16px;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;line-height:1.6;color:#303133;word-wrap:break-word}img,video{max-width:100%;height:auto}table{border-collapse:collapse}td,th{border:1px solid #dcdfe6;padding:4px 8px}</style>',
    '</head>',
    `<body>${body}</body>`,
    '</html>',
  ].join('\n');
}
