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
