import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import S3rver from 's3rver';
/** Plugin packages built in tests (fflate), good and malicious. */
import { zipSync, type Zippable } from 'fflate';
import { png } from './files.ts';

export interface Manifest {
  name: string;
  keyName: string;
  hook: string;
  version: string;
  author?: string;
  description?: string;
  config?: unknown;
}

export const storageSchema = {
  type: 'object',
  properties: {
    bucket: { type: 'string', title: 'Bucket', maxLength: 63 },
    endpoint: { type: 'string', title: 'Endpoint', format: 'uri' },
    region: { type: 'string', title: 'Region', default: 'us-east-1' },
    accessKeyId: { type: 'string', title: 'Access key' },
    secretAccessKey: { type: 'string', title: 'Secret key', format: 'password' },
    forcePathStyle: { type: 'boolean', title: 'Path style', default: true },
    prefix: { type: 'string', title: 'Prefix' },
  },
  required: ['bucket'],
};

export const notifySchema = {
  type: 'object',
  properties: {
    url: { type: 'string', title: 'Webhook URL', format: 'uri' },
    secret: { type: 'string', title: 'Signing secret', format: 'password' },
    retries: { type: 'integer', title: 'Retries', minimum: 0, maximum: 5, default: 1 },
  },
  required: ['url'],
};

export function manifest(over: Partial<Manifest> = {}): Manifest {
  return { name: 'S3 存储', keyName: 's3-storage', hook: 'storage', version: '1.0.0', author: 'Test', description: 'Uploads to S3', config: storageSchema, ...over };
}

/** A zip of a plugin.json (object or raw text), a readme and a logo, plus any extra entries. */
export function pluginZip(m: Manifest | string | null, extra: Zippable = {}, readme = '# S3 storage\n\nStores uploads in a bucket.\n'): Buffer {
  const files: Zippable = { 'README.md': new TextEncoder().encode(readme), 'logo.png': new Uint8Array(png(4, 4)), ...extra };
  if (m !== null) files['plugin.json'] = new TextEncoder().encode(typeof m === 'string' ? m : JSON.stringify(m));
  return Buffer.from(zipSync(files));
}

/** What plugin tests talk to: an S3 server with one bucket and a webhook receiver, both on loopback. */
export interface PluginPeers {
  /** The S3 server's URL (set before the file's tests run). */
  endpoint: string;
  /** The webhook's URL (set before the file's tests run). */
  hookUrl: string;
  /**
   * OUTBOUND_ALLOW_HOSTS naming exactly these two peers (127.0.0.1:<port> each): loopback is refused
   * to every outbound call unless allowed, so apps that talk to the peers start with it.
   */
  allowHosts: string;
  /** Every request the webhook received, in order. */
  received: { headers: Record<string, unknown>; body: string }[];
}

/** Starts the S3 server (bucket `bucket`) and the webhook receiver before the file's tests, and stops them after. */
export function usePluginPeers(bucket: string): PluginPeers {
  const peers: PluginPeers = { endpoint: '', hookUrl: '', allowHosts: '', received: [] };
  let s3: any;
  let s3Dir = '';
  let hookServer: Server | undefined;
  beforeAll(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 'cga-plugin-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: bucket, configs: [] }] });
    peers.endpoint = `http://127.0.0.1:${((await s3.run()) as AddressInfo).port}`;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        peers.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
        res.writeHead(204).end();
      });
    });
    hookServer = server;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    peers.hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    peers.allowHosts = [peers.endpoint, peers.hookUrl].map((u) => new URL(u).host).join(',');
  });
  afterAll(async () => {
    await s3?.close();
    await new Promise((r) => (hookServer ? hookServer.close(r) : r(undefined)));
    if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
  });
  return peers;
}
