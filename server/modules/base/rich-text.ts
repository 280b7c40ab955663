/**
 * Rich text served to the public (a rich-text parameter, e.g. an agreement,
 * at /admin/base/open/html): sanitized by the one gate (kernel/rich-text.ts)
 * and wrapped in a complete HTML document with its charset and title; the
 * REST layer sends it with the strict 'html' Content-Security-Policy
 * (http/security.ts).
 */
export { sanitizeRichText } from '../../kernel/rich-text.ts';

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
