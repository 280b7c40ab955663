/** SVG image captchas of digits. Answers live in the database (hashed, expiring, single use) so any instance can check them. */
import { createHash, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/client.ts';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;

function answerHash(id: string, answer: string): string {
  return createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');
}

export interface CaptchaOptions {
  width?: number;
  height?: number;
  color?: string;
  /** 'base64' answers a data URI instead of the SVG text. */
  type?: string;
}

export async function createCaptcha(db: Db, testCode: string | undefined, opts: CaptchaOptions = {}) {
  const width = clamp(opts.width, 60, 600, 150);
  const height = clamp(opts.height, 20, 200, 50);
  const image = testCode
    ? { text: testCode, data: (svgCaptcha as unknown as (text: string, o: object) => string)(testCode, { width, height, noise: 2, color: true, fontSize: Math.round(height * 0.9) }) }
    : svgCaptcha.create({ size: 4, charPreset: '0123456789', noise: 2, color: true, width, height, fontSize: Math.round(height * 0.9) });
  const id = randomUUID();
  await db.authCaptcha.create({ data: { id, answerHash: answerHash(id, image.text), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) } });
  // Expired answers are swept on the way; no scheduler is needed for them.
  void db.authCaptcha.deleteMany({ where: { expiresAt: { lt: new Date() } } }).catch(() => undefined);
  const data = opts.type === 'base64' ? `data:image/svg+xml,${encodeURIComponent(image.data)}` : image.data;
  return { captchaId: id, data };
}

/** Checks and consumes a captcha answer: true once, for a right, unexpired answer. */
export async function consumeCaptcha(db: Db, captchaId: string, answer: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(captchaId)) return false;
  const row = await db.authCaptcha.findUnique({ where: { id: captchaId } });
  if (!row) return false;
  // Delete first: single use even if the answer was wrong.
  const { count } = await db.authCaptcha.deleteMany({ where: { id: captchaId } });
  if (count !== 1) return false;
  return row.expiresAt.getTime() > Date.now() && row.answerHash === answerHash(captchaId, answer);
}

function clamp(v: unknown, min: number, max: number, dflt: number): number {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.min(max, Math.max(min, Math.round(n))) : dflt;
}
