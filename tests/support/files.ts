/** Small real files and multipart helpers for the upload tests. */
import { deflateSync } from 'node:zlib';
import type { TestApp } from './app.ts';

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A real PNG of w×h pixels of one colour (optionally padded with a text chunk to a size). */
export function png(w = 2, h = 2, rgb: [number, number, number] = [200, 30, 30], padTo = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set(rgb, y * (w * 3 + 1) + 1 + x * 3);
  const parts = [Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw))];
  const base = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (padTo > base + 12) parts.push(chunk('tEXt', Buffer.alloc(padTo - base - 12, 0x61)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A minimal valid one-page PDF. */
export function pdf(text = 'Hello'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 24 Tf 40 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 24 Tf 40 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export interface Part {
  name: string;
  data: Buffer | string;
  type?: string;
}

/** POSTs multipart/form-data: text fields and file parts (all under `field`, default 'file'). */
export async function postMultipart(t: TestApp, path: string, opts: { token?: string | null; fields?: Record<string, string>; files?: Part[]; field?: string; headers?: Record<string, string> }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  for (const f of opts.files ?? []) form.append(opts.field ?? 'file', new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = await fetch(t.url + path, { method: 'POST', headers: { ...(opts.token ? { authorization: opts.token } : {}), ...(opts.headers ?? {}) }, body: form });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, text, headers: res.headers };
}

/** A GraphQL multipart request (graphql-multipart-request-spec) with files for `variables.<name>.<i>`. */
export async function gqlUpload(t: TestApp, query: string, variables: Record<string, unknown>, name: string, files: Part[], token: string | null, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, [name]: files.map(() => null) } }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.${name}.${i}`]]))));
  files.forEach((f, i) => form.append(String(i), new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name));
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { ...(token ? { authorization: token } : {}), ...headers }, body: form });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

/** The bytes at a site path. */
/** A file URL as the upload answers it (absolute, on the request's host) or as rows and signed URLs hold it (a path). */
export async function download(t: TestApp, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(/^https?:\/\//.test(path) ? path : t.url + path, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The storage key of a file URL, absolute or a path (…/upload/<key>). */
export function uploadKey(url: string): string {
  return new URL(url, 'http://localhost').pathname.slice('/upload/'.length);
}

/**
 * Two communities (the seeded one and 乙小区) and a staff member of the first
 * holding only the file space's permissions, logged in: the fixture of the
 * file tests.
 */
export async function spaceStaffFixture(t: TestApp, username: string): Promise<{ areaA: number; areaB: number; staffId: number; staff: string }> {
  const db = t.app.db;
  const areaA = (await db.areaInfo.findFirstOrThrow()).id;
  const areaB = (await db.areaInfo.create({ data: { name: '乙小区' } })).id;
  const menus = await db.baseSysMenu.findMany({ where: { OR: [{ perms: { contains: 'space:' } }, { router: '/space/list' }] }, select: { id: true } });
  const role = await db.baseSysRole.create({ data: { name: `文件管理${username}`, label: `space_staff_${username}`, menus: { create: menus.map((m: { id: number }) => ({ menuId: m.id })) } } });
  const { hashPassword } = await import('../../server/auth/password.ts');
  const staffId = (await db.baseSysUser.create({ data: { username, name: '甲', password: await hashPassword('staff123'), areaIds: [areaA], roles: { create: [{ roleId: role.id }] } } })).id;
  return { areaA, areaB, staffId, staff: (await t.login(username, 'staff123')).token };
}

/**
 * The address of a file of ours (`/upload/<key>`, a key the server could have
 * made: area, day, 32 hex digits, extension) without storing it: what a form
 * sends back for a file column (files/own-files.ts accepts exactly this shape).
 */
export function ownUploadPath(n: number, ext = 'png', area: 'app/base' | 'space' = 'app/base'): string {
  return `/upload/${area}/20260101/${n.toString(16).padStart(32, '0')}.${ext}`;
}
