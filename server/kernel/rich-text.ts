/**
 * Rich text from users (notices, templates, rich-text params) is sanitized
 * on the server with sanitize-html before it is stored or served: ordinary
 * formatting, tables, images and links stay; scripts, event handlers,
 * styles that can run code, iframes and javascript: URLs go.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's', 'del', 'ins', 'sub', 'sup', 'video', 'audio', 'source', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    audio: ['src', 'controls'],
    source: ['src', 'type'],
    '*': ['style', 'class', 'align'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d{1,3}(px|em|rem|%)$/],
      'font-weight': [/^(bold|normal|\d00)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
    },
  },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return html ?? null;
  return sanitizeHtml(html, OPTIONS);
}

/** A link users may store (a banner's or notice's jump): a path of the app or an http(s) URL. */
export function safeLink(link: unknown): boolean {
  if (link === null || link === undefined || link === '') return true;
  const text = String(link).trim();
  return /^\/(?!\/)/.test(text) || /^https?:\/\/[^\s]+$/i.test(text);
}
