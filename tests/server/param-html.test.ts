/**
 * The public page of a rich-text parameter (GET /admin/base/sys/param/html
 * and /admin/base/open/html, no token): a complete HTML document (charset,
 * title) whose content is sanitized — no scripts, event handlers,
 * javascript: URLs, iframes — keeping ordinary formatting, images and links;
 * served with its own strict Content-Security-Policy. A missing key is a
 * 404 page, and so is a parameter that is not rich text.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';

const HOSTILE = [
  '<h2 style="text-align: center; color: #ff0000; position: fixed">标题</h2>',
  '<p onclick="alert(1)" onmouseover="alert(2)">段落 <strong>粗体</strong> <em>斜体</em> <u>下划线</u></p>',
  '<script>alert("x")</script>',
  '<a href="javascript:alert(1)">坏链接</a>',
  '<a href="JaVaScRiPt&#58;alert(1)">坏链接2</a>',
  '<a href="https://example.org/terms" target="_blank">条款</a>',
  '<img src="/upload/a.png" alt="图" onerror="alert(3)">',
  '<img src="javascript:alert(4)">',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name="p"></form>',
  '<style>body{background:url(javascript:alert(5))}</style>',
  '<div style="background-image: url(javascript:alert(6))">块</div>',
  '<ul><li>一</li><li>二</li></ul><table><tr><td colspan="2">格</td></tr></table>',
  '<svg><script>alert(7)</script></svg>',
].join('\n');

describeOnDatabases('rich-text parameter pages', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const add = async (body: Record<string, unknown>) => {
      const res = await t.req('POST', '/admin/base/sys/param/add', { body, token: admin });
      expect(res.body.code, res.text).toBe(1000);
    };
    await add({ keyName: 'hostile', name: '协议 <b>&"', data: HOSTILE, dataType: 1 });
    await add({ keyName: 'settings', name: '设置', data: '{"secret": 1}', dataType: 0 });
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  for (const path of ['/admin/base/sys/param/html', '/admin/base/open/html']) {
    it(`${path}: a complete page with charset and escaped title, strict CSP, no token needed`, async () => {
      const res = await t.req('GET', `${path}?key=hostile`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.text).toMatch(/^<!doctype html>\n<html lang="zh-CN">/);
      expect(res.text).toContain('<meta charset="utf-8">');
      expect(res.text).toContain('<title>协议 &lt;b&gt;&amp;&quot;</title>');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toMatch(/script-src/);
      expect(csp).toContain('sandbox');
      expect(csp).toContain("form-action 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });
  }

  it('sanitizes: no scripts, handlers, javascript: URLs, frames, objects, forms or style sheets', async () => {
    const { text } = await t.req('GET', '/admin/base/open/html?key=hostile');
    const body = text.slice(text.indexOf('<body>'));
    for (const bad of [/<script/i, /\son\w+=/i, /javascript/i, /<iframe/i, /<object/i, /<embed/i, /<form/i, /<input/i, /<style/i, /url\(/i, /alert/, /<svg/i, /position/]) {
      expect(body, String(bad)).not.toMatch(bad);
    }
  });

  it('keeps ordinary formatting, images and links', async () => {
    const { text } = await t.req('GET', '/admin/base/open/html?key=hostile');
    expect(text).toContain('<h2 style="text-align:center;color:#ff0000">标题</h2>');
    expect(text).toContain('<p>段落 <strong>粗体</strong> <em>斜体</em> <u>下划线</u></p>');
    expect(text).toContain('<a href="https://example.org/terms" target="_blank" rel="noopener noreferrer">条款</a>');
    expect(text).toContain('<img src="/upload/a.png" alt="图" />');
    expect(text).toContain('<ul><li>一</li><li>二</li></ul>');
    expect(text).toContain('<td colspan="2">格</td>');
    // The text of dropped links stays.
    expect(text).toContain('<a>坏链接</a>');
  });

  it('a missing key answers a 404 page, as does a parameter that is not rich text; in the caller language', async () => {
    for (const key of ['missing', 'settings', '']) {
      const res = await t.req('GET', `/admin/base/open/html?key=${key}`);
      expect(res.status, key).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('<title>页面不存在</title>');
      expect(res.text).not.toContain('secret');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    const noKey = await t.req('GET', '/admin/base/sys/param/html');
    expect(noKey.status).toBe(404);
    const en = await t.req('GET', '/admin/base/sys/param/html?key=missing', { headers: { language: 'en' } });
    expect(en.text).toContain('<title>Page not found</title>');
  });

  it('over GraphQL the same page is the sanitized content and its title; null when there is none', async () => {
    const q = 'query($key: String!) { sysParamHtml(key: $key) { keyName name html } }';
    const res = await t.gql(q, { key: 'hostile' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.sysParamHtml.name).toBe('协议 <b>&"');
    expect(res.body.data.sysParamHtml.html).not.toMatch(/<script|javascript:|onclick/i);
    expect((await t.gql(q, { key: 'settings' })).body.data.sysParamHtml).toBeNull();
  });
});
