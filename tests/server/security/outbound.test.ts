/**
 * The outbound guard (server/http/outbound.ts) on both databases, against a
 * real listener on loopback (127.0.0.1 and [::1], one port) that records
 * every request it receives:
 *
 * - a webhook or S3 endpoint leading inside (127.0.0.1, localhost,
 *   169.254.169.254, [::1], 2130706433, 0x7f000001, an IPv4-mapped IPv6,
 *   a metadata host name) is refused when saved, with a translated 1001
 *   naming the setting; stored anyway (before the guard, or allowed no
 *   more), it is refused at call time: the listener receives nothing;
 * - the AI endpoint likewise: refused at start-up when written as such an
 *   address, refused at call time by name and after DNS;
 * - with the host allowed by OUTBOUND_ALLOW_HOSTS the same calls arrive;
 * - the connection goes to the address that was checked (no second DNS
 *   answer is used), and no redirect is followed;
 * - an anonymous GET /upload/<unknown> answers 404 and no storage plugin is
 *   asked; a disabled plugin is never called.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { download, png, postMultipart, uploadKey } from '../../support/files.ts';
import { manifest, notifySchema, pluginZip, storageSchema } from '../../support/plugins.ts';
import { LIBRARY_DRAFT } from '../../support/fake-ai.ts';
import { loadConfig } from '../../../server/kernel/config.ts';
import { AppError } from '../../../server/kernel/errors.ts';
import { translate } from '../../../server/kernel/i18n/messages.ts';
import { Outbound, OutboundRefused, forbiddenRange, parseAllowList } from '../../../server/http/outbound.ts';
import { draftEntity } from '../../../server/coding/ai.ts';
import { deliver } from '../../../server/plugins/notify.ts';

interface Hit {
  method: string;
  url: string;
  address: string;
}

/** The listener every refused call aims at: 127.0.0.1:<port> and, where the machine has it, [::1]:<same port>. */
const hits: Hit[] = [];
const servers: Server[] = [];
let port = 0;
let hasV6 = false;

function record(req: IncomingMessage, res: import('node:http').ServerResponse) {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    hits.push({ method: req.method ?? '', url: req.url ?? '', address: req.socket.remoteAddress ?? '' });
    if (req.url === '/v1/chat/completions') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(LIBRARY_DRAFT) } }] }));
    } else if (req.url === '/redirect') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/followed` }).end();
    } else {
      res.writeHead(200, { 'content-length': '0' }).end();
    }
  });
}

beforeAll(async () => {
  const v4 = createServer(record);
  await new Promise<void>((r) => v4.listen(0, '127.0.0.1', r));
  servers.push(v4);
  port = (v4.address() as AddressInfo).port;
  const v6 = createServer(record);
  hasV6 = await new Promise<boolean>((resolve) => {
    v6.once('error', () => resolve(false));
    v6.listen(port, '::1', () => resolve(true));
  });
  if (hasV6) servers.push(v6);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await stopSharedPostgres();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Origins leading inside, as written in a setting (the metadata ones on their real port: nothing of ours listens there). */
const inside = () => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
  'http://169.254.169.254',
  `http://[::1]:${port}`,
  `http://2130706433:${port}`,
  `http://0x7f000001:${port}`,
  `http://[::ffff:127.0.0.1]:${port}`,
  'http://metadata.google.internal',
];
/** The same origins, but only those whose calls would reach the listener if let through. */
const reachingListener = () => inside().filter((o) => !o.includes('169.254') && !o.includes('metadata') && (hasV6 || !o.includes('[::1]')));

/** Waits until console.error has logged a line containing `text` (the notify hook logs each failed delivery). */
async function logged(spy: ReturnType<typeof vi.spyOn>, text: string, ms = 10_000): Promise<string> {
  const end = Date.now() + ms;
  for (;;) {
    const line = spy.mock.calls.map((c: unknown[]) => c.map(String).join(' ')).find((l: string) => l.includes(text));
    if (line) return line;
    if (Date.now() > end) throw new Error(`nothing logged containing ${text}: ${JSON.stringify(spy.mock.calls)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function waitForHit(pred: (h: Hit) => boolean, ms = 10_000): Promise<Hit> {
  const end = Date.now() + ms;
  for (;;) {
    const h = hits.find(pred);
    if (h) return h;
    if (Date.now() > end) throw new Error(`the listener received nothing matching: ${JSON.stringify(hits)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describeOnDatabases('outbound guard', (kind) => {
  /** No OUTBOUND_ALLOW_HOSTS: everything inside is refused. */
  let strict: TestApp;
  /** The listener's hosts allowed (127.0.0.1, [::1], localhost on its port), and the AI endpoint pointed at it. */
  let open: TestApp;
  let strictToken: string;
  let openToken: string;
  const ids = { strict: { hook: 0, store: 0 }, open: { hook: 0, store: 0 } };
  const s3 = (endpoint: string) => ({ bucket: 'trap', endpoint, region: 'us-east-1', accessKeyId: 'AK', secretAccessKey: 'SK', forcePathStyle: true });

  async function installBoth(t: TestApp, token: string) {
    const install = (zip: Buffer) => postMultipart(t, '/admin/plugin/info/install', { token, files: [{ name: 'p.zip', data: zip, type: 'application/zip' }] });
    expect((await install(pluginZip(manifest({ name: '短信网关', keyName: 'sms-trap', hook: 'notify', config: notifySchema })))).body.code).toBe(1000);
    expect((await install(pluginZip(manifest({ keyName: 's3-trap' })))).body.code).toBe(1000);
    return {
      hook: (await t.app.db.pluginInfo.findUniqueOrThrow({ where: { keyName: 'sms-trap' } })).id,
      store: (await t.app.db.pluginInfo.findUniqueOrThrow({ where: { keyName: 's3-trap' } })).id,
    };
  }

  beforeAll(async () => {
    strict = await startTestApp(kind);
    strictToken = (await strict.login()).token;
    ids.strict = await installBoth(strict, strictToken);
    open = await startTestApp(kind, {
      // Each host as written: a name is allowed by its name (localhost too), an address by its address.
      OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port},[::1]:${port},localhost:${port}`,
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_MODEL: 'trap-model',
    });
    openToken = (await open.login()).token;
    ids.open = await installBoth(open, openToken);
  });
  afterAll(async () => {
    await strict?.close();
    await open?.close();
  });

  const post = (t: TestApp, token: string, path: string, body: unknown, headers: Record<string, string> = {}) => t.req('POST', path, { body, token, headers });

  it('refuses a webhook or S3 endpoint that leads inside when it is saved: a translated 1001 naming the setting; nothing is called', async () => {
    hits.length = 0;
    const before = await strict.app.db.pluginInfo.findUniqueOrThrow({ where: { id: ids.strict.hook } });
    for (const origin of inside()) {
      const hook = await post(strict, strictToken, '/admin/plugin/info/update', { id: ids.strict.hook, config: { url: `${origin}/hook` } });
      expect(hook.body.code, `${origin}: ${hook.text}`).toBe(1001);
      expect(hook.body.message, origin).toMatch(/^配置项“url”不正确：.*不允许调用/);
      const store = await post(strict, strictToken, '/admin/plugin/info/update', { id: ids.strict.store, config: s3(origin) });
      expect(store.body.code, `${origin}: ${store.text}`).toBe(1001);
      expect(store.body.message, origin).toMatch(/^配置项“endpoint”不正确：.*不允许调用/);
    }
    // In the caller's language, with the address it leads to and what allows it.
    const en = await post(strict, strictToken, '/admin/plugin/info/update', { id: ids.strict.hook, config: { url: `http://0x7f000001:${port}/hook` } }, { language: 'en' });
    expect(en.body.message).toBe(
      'The setting "url" is invalid: 127.0.0.1 is a loopback address and may not be called; an administrator can allow the host with the environment variable OUTBOUND_ALLOW_HOSTS',
    );
    const tw = await post(strict, strictToken, '/admin/plugin/info/update', { id: ids.strict.store, config: s3('http://169.254.169.254') }, { language: 'zh-tw' });
    expect(tw.body.message).toContain('鏈路本地');
    const meta = await post(strict, strictToken, '/admin/plugin/info/update', { id: ids.strict.hook, config: { url: 'http://metadata.google.internal/computeMetadata/v1/' } }, { language: 'en' });
    expect(meta.body.message).toContain('"metadata.google.internal" is a cloud metadata service');
    // Only http(s): the schema's own check says so first.
    expect((await post(strict, strictToken, '/admin/plugin/info/update', { id: ids.strict.hook, config: { url: `gopher://127.0.0.1:${port}/` } })).body.code).toBe(1001);
    expect(await strict.app.db.pluginInfo.findUniqueOrThrow({ where: { id: ids.strict.hook } })).toMatchObject({ config: before.config });

    // Stored anyway (before the guard existed, or allowed no more): enabling checks again.
    await strict.app.db.pluginInfo.update({ where: { id: ids.strict.hook }, data: { config: { url: `http://localhost:${port}/hook` } } });
    const enable = await post(strict, strictToken, '/admin/plugin/info/enable', { id: ids.strict.hook, status: 1 });
    expect(enable.body).toMatchObject({ code: 1001, message: expect.stringContaining('“localhost”指向本机') });
    expect((await strict.app.db.pluginInfo.findUniqueOrThrow({ where: { id: ids.strict.hook } })).status).toBe(0);
    // A package whose default endpoint leads inside is not installed; a plugin added by hand cannot carry one either.
    const evil = manifest({ keyName: 's3-evil', config: { ...storageSchema, properties: { ...storageSchema.properties, endpoint: { type: 'string', format: 'uri', default: 'http://169.254.169.254' } } } });
    const installed = await postMultipart(strict, '/admin/plugin/info/install', { token: strictToken, files: [{ name: 'e.zip', data: pluginZip(evil), type: 'application/zip' }] });
    expect(installed.body.data).toMatchObject({ type: 0, message: expect.stringContaining('“endpoint”') });
    expect(await strict.app.db.pluginInfo.findUnique({ where: { keyName: 's3-evil' } })).toBeNull();
    const added = await post(strict, strictToken, '/admin/plugin/info/add', { name: 'x', keyName: 'hand-made', hook: 'notify', config: { url: `http://[::1]:${port}/` } });
    expect(added.body, added.text).toMatchObject({ code: 1001, message: expect.stringContaining('“url”') });

    // Allowed by configuration, the same addresses of the listener are saved.
    for (const origin of reachingListener()) {
      const ok = await post(open, openToken, '/admin/plugin/info/update', { id: ids.open.hook, config: { url: `${origin}/hook` } });
      expect(ok.body.code, `${origin}: ${ok.text}`).toBe(1000);
    }
    // …but not what the allow list does not name.
    expect((await post(open, openToken, '/admin/plugin/info/update', { id: ids.open.hook, config: { url: 'http://169.254.169.254/' } })).body.code).toBe(1001);
    expect((await post(open, openToken, '/admin/plugin/info/update', { id: ids.open.hook, config: { url: `http://127.0.0.1:${port + 1}/` } })).body.code).toBe(1001);
    expect(hits).toEqual([]);
  });

  it('a webhook leading inside is refused at call time and the listener receives nothing; with the host allowed, it arrives', async () => {
    const areaId = (await strict.app.db.areaInfo.findFirstOrThrow()).id;
    for (const origin of inside()) {
      hits.length = 0;
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      // Written past the save check, as a configuration kept from before would be.
      await strict.app.db.pluginInfo.update({ where: { id: ids.strict.hook }, data: { status: 1, config: { url: `${origin}/hook` } } });
      const published = await post(strict, strictToken, '/admin/info/notice/add', { areaId, title: `通知 ${origin}`, status: 1 });
      expect(published.body.code, published.text).toBe(1000);
      const line = await logged(spy, 'outbound call refused');
      expect(line).toContain('[plugin notify] notice.published');
      spy.mockRestore();
      expect(hits, origin).toEqual([]);
    }
    await strict.app.db.pluginInfo.update({ where: { id: ids.strict.hook }, data: { status: 0 } });

    // The positive control: the same listener, allowed, receives the event (each spelling of its address).
    const openArea = (await open.app.db.areaInfo.findFirstOrThrow()).id;
    for (const origin of reachingListener()) {
      hits.length = 0;
      expect((await post(open, openToken, '/admin/plugin/info/update', { id: ids.open.hook, config: { url: `${origin}/hook` } })).body.code).toBe(1000);
      expect((await post(open, openToken, '/admin/plugin/info/enable', { id: ids.open.hook, status: 1 })).body.code).toBe(1000);
      await post(open, openToken, '/admin/info/notice/add', { areaId: openArea, title: '到达', status: 1 });
      const hit = await waitForHit((h) => h.url === '/hook');
      expect(hit.method).toBe('POST');
      expect(hit.address, origin).toMatch(origin.includes('[::1]') ? /^::1$/ : /127\.0\.0\.1$/);
    }
    expect((await post(open, openToken, '/admin/plugin/info/enable', { id: ids.open.hook, status: 0 })).body.code).toBe(1000);
  });

  it('a storage plugin whose endpoint leads inside refuses the upload (translated) and the listener receives nothing; allowed, the upload arrives', async () => {
    for (const origin of reachingListener()) {
      hits.length = 0;
      await strict.app.db.pluginInfo.update({ where: { id: ids.strict.store }, data: { status: 1, config: s3(origin) } });
      const up = await postMultipart(strict, '/admin/base/comm/upload', { token: strictToken, files: [{ name: 'a.png', data: png() }], headers: { language: 'en' } });
      expect(up.body.code, `${origin}: ${up.text}`).toBe(1001);
      expect(up.body.message).toMatch(/^The file cannot be stored by the storage plugin: .* may not be called/);
      expect(hits, origin).toEqual([]);
    }
    await strict.app.db.pluginInfo.update({ where: { id: ids.strict.store }, data: { status: 0 } });

    hits.length = 0;
    expect((await post(open, openToken, '/admin/plugin/info/update', { id: ids.open.store, config: s3(`http://127.0.0.1:${port}`) })).body.code).toBe(1000);
    expect((await post(open, openToken, '/admin/plugin/info/enable', { id: ids.open.store, status: 1 })).body.code).toBe(1000);
    const up = await postMultipart(open, '/admin/base/comm/upload', { token: openToken, files: [{ name: 'b.png', data: png() }] });
    expect(up.body.code, up.text).toBe(1000);
    const key = uploadKey(up.body.data);
    expect(hits.filter((h) => h.method === 'PUT').map((h) => h.url.split('?')[0])).toEqual([`/trap/${key}`]);
    // Where it went is written down (no bucket is asked later to find it).
    expect(await open.app.db.fileLocation.findUnique({ where: { key } })).toMatchObject({ pluginKey: 's3-trap' });
  });

  it('an anonymous GET of an unknown file answers 404 and no storage plugin is asked; a disabled plugin is never called', async () => {
    // The storage plugin of `open` is enabled and points at the listener (test above).
    const known = (await open.app.db.fileLocation.findFirstOrThrow({ where: { pluginKey: 's3-trap' } })).key;
    hits.length = 0;
    const unknown = `app/base/20260101/${randomBytes(16).toString('hex')}.png`;
    expect((await download(open, `/upload/${unknown}`)).status).toBe(404);
    expect((await fetch(`${open.url}/upload/${unknown}`, { method: 'HEAD' })).status).toBe(404);
    // A private key: unsigned it is refused; signed (by the server itself) but held by no row, 404.
    const privateKey = `space/20260101/${randomBytes(16).toString('hex')}.pdf`;
    expect((await download(open, `/upload/${privateKey}`)).status).toBe(403);
    expect((await download(open, open.app.files.signedUrl(`/upload/${privateKey}`, { userId: 1 }))).status).toBe(404);
    expect(hits).toEqual([]);

    // The positive control: a file the plugin stored is asked of it while it is enabled.
    expect((await download(open, `/upload/${known}`)).status).toBe(200);
    expect(hits.map((h) => h.method)).toContain('HEAD');
    // Disabled, it is never called: its files answer 404.
    expect((await post(open, openToken, '/admin/plugin/info/enable', { id: ids.open.store, status: 0 })).body.code).toBe(1000);
    hits.length = 0;
    expect((await download(open, `/upload/${known}`)).status).toBe(404);
    expect(hits).toEqual([]);
  });

  it('the AI endpoint: refused at start-up when written as an inside address, refused at call time by name and after DNS; allowed, the draft arrives', async () => {
    const env = { DATABASE_URL: '', NODE_ENV: 'test', AI_MODEL: 'm' };
    for (const origin of inside()) {
      expect(() => loadConfig({ ...env, AI_BASE_URL: `${origin}/v1` }), origin).toThrow(/^Invalid AI_BASE_URL: outbound call refused/);
      expect(() => loadConfig({ ...env, STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: origin }), origin).toThrow(/^Invalid S3_ENDPOINT: outbound call refused/);
    }
    expect(loadConfig({ ...env, AI_BASE_URL: `http://localhost:${port}/v1`, OUTBOUND_ALLOW_HOSTS: `localhost:${port}` }).ai?.baseUrl).toBe(`http://localhost:${port}/v1`);
    expect(() => loadConfig({ ...env, OUTBOUND_ALLOW_HOSTS: 'http://x/y' })).toThrow(/Invalid OUTBOUND_ALLOW_HOSTS entry/);

    hits.length = 0;
    const refusedWith = async (baseUrl: string, outbound: Outbound): Promise<string> => {
      const err = await draftEntity({ baseUrl, apiKey: 'sk-x', model: 'm' }, outbound, '图书').then(
        () => null,
        (e: unknown) => e,
      );
      expect(err, baseUrl).toBeInstanceOf(AppError);
      return translate('en', (err as AppError).key, (err as AppError).params);
    };
    const plain = new Outbound([]);
    for (const origin of inside()) expect(await refusedWith(`${origin}/v1`, plain), origin).toMatch(/^The AI service call failed: .*(may not be called|metadata)/);
    // A name whose DNS answer is inside (the resolver is the test's: a name of an intranet).
    const intranet = new Outbound([], { lookup: async () => [{ address: '127.0.0.1', family: 4 }] });
    expect(await refusedWith(`http://ai.intranet.example:${port}/v1`, intranet)).toContain('"ai.intranet.example" leads to 127.0.0.1, a loopback address');
    const mixed = new Outbound([], { lookup: async () => [{ address: '8.8.8.8', family: 4 }, { address: '10.0.0.7', family: 4 }] });
    expect(await refusedWith(`http://mixed.example:${port}/v1`, mixed)).toContain('10.0.0.7, a private network address');
    expect(hits).toEqual([]);
    plain.close();
    intranet.close();
    mixed.close();

    // Allowed (the open app's configuration): the draft comes from the listener.
    const res = await open.req('POST', '/admin/base/coding/draft', { body: { description: '图书' }, token: openToken });
    expect(res.body.code, res.text).toBe(1000);
    expect(res.body.data.entity).toBe('book');
    expect(hits.map((h) => `${h.method} ${h.url}`)).toEqual(['POST /v1/chat/completions']);
  });

  it('the connection goes to the address that was checked, never to a later DNS answer (rebinding), and no redirect is followed', async () => {
    hits.length = 0;
    // The first answer is allowed by an address range (127.0.0.2, where nothing listens); every later one is the listener's 127.0.0.1.
    let asked = 0;
    const rebinding = new Outbound(parseAllowList('127.0.0.2/32'), {
      lookup: async () => (asked++ === 0 ? [{ address: '127.0.0.2', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]),
    });
    const first = await rebinding.fetch(`http://rebind.example:${port}/first`, { signal: AbortSignal.timeout(5000) }).then(
      () => 'answered',
      (e: NodeJS.ErrnoException) => e.code,
    );
    // Connected to 127.0.0.2 (refused there), not to the 127.0.0.1 the name resolves to by then.
    expect(first).toBe('ECONNREFUSED');
    expect(asked).toBe(1);
    const second = await rebinding.fetch(`http://rebind.example:${port}/second`).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(OutboundRefused);
    expect(asked).toBe(2);
    expect(hits).toEqual([]);
    rebinding.close();

    // A redirect is the answer; its target is never asked (the webhook and the AI call go through the same fetch).
    const allowed = new Outbound(parseAllowList(`127.0.0.1:${port}`));
    const res = await allowed.fetch(`http://127.0.0.1:${port}/redirect`);
    expect(res.status).toBe(302);
    expect(await deliver(allowed, { url: `http://127.0.0.1:${port}/redirect` }, 'notice.published', {})).toBe(302);
    await new Promise((r) => setTimeout(r, 100));
    expect(hits.map((h) => h.url)).toEqual(['/redirect', '/redirect']);
    allowed.close();
  });
});

it('classifies every special-purpose range, including IPv6 forms that carry an IPv4 address', () => {
  const cases: [string, string | null][] = [
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.32.0.1', null],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'sharedCgnat'],
    ['100.100.100.200', 'sharedCgnat'],
    ['169.254.169.254', 'linkLocal'],
    ['192.0.0.192', 'reserved'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['8.8.8.8', null],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'linkLocal'],
    ['::ffff:8.8.8.8', null],
    ['64:ff9b::a00:1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['2001:4860:4860::8888', null],
  ];
  expect(cases.map(([a]) => [a, forbiddenRange(a)])).toEqual(cases);
});
