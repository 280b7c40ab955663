/**
 * The notification hook (`notify`): when a notice is published (saved open,
 * or opened) or an advice is answered (a staff reply), the enabled notify
 * plugin's webhook receives a JSON POST after the commit:
 *
 *   { "event": "notice.published" | "advice.answered", "time": ISO-8601, "data": {…} }
 *
 * With a `secret` configured, the header X-Plugin-Signature carries
 * `sha256=<hex HMAC-SHA256 of the body>`. Delivery is attempted once, with a
 * 5-second timeout and no redirects, through the outbound guard
 * (http/outbound.ts: no internal address unless OUTBOUND_ALLOW_HOSTS allows
 * it); a failure or refusal is logged and never fails the write that
 * caused it.
 */
import { createHmac } from 'node:crypto';
import type { Tx } from '../crud/tx.ts';
import type { Config } from '../kernel/config.ts';
import { afterCommit } from '../kernel/unit-of-work.ts';
import { outboundOf, type Outbound } from '../http/outbound.ts';

export type NotifyEvent = 'notice.published' | 'advice.answered' | 'vote.credential';

export const NOTIFY_TIMEOUT_MS = 5000;

/** Sends one event to a webhook; resolves with the HTTP status (0 when it failed or was refused). */
export async function deliver(outbound: Outbound, config: Record<string, unknown>, event: NotifyEvent, data: Record<string, unknown>): Promise<number> {
  const url = typeof config.url === 'string' ? config.url : '';
  if (!/^https?:\/\//i.test(url)) return 0;
  const body = JSON.stringify({ event, time: new Date().toISOString(), data });
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'community-admin-notify/1' };
  if (typeof config.secret === 'string' && config.secret) headers['x-plugin-signature'] = `sha256=${createHmac('sha256', config.secret).update(body).digest('hex')}`;
  try {
    // No redirect is followed (a 3xx is a failed delivery): no hop can lead past the guard.
    const res = await outbound.fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS) });
    await res.body?.cancel().catch(() => {});
    if (!res.ok) console.error(`[plugin notify] ${event} → ${new URL(url).host}: HTTP ${res.status}`);
    return res.status;
  } catch (err) {
    console.error(`[plugin notify] ${event} → ${new URL(url).host}: ${(err as Error).message}`);
    return 0;
  }
}

/** Queues an event for the enabled notify plugin, if any, to go out (through the server's outbound guard) once the transaction commits. */
export async function notify(ctx: { config: Config }, tx: Tx, event: NotifyEvent, data: Record<string, unknown>): Promise<void> {
  const plugin = await tx.pluginInfo.findFirst({ where: { hook: 'notify', status: 1 }, select: { config: true } });
  if (!plugin) return;
  const config = (plugin.config ?? {}) as Record<string, unknown>;
  afterCommit(tx, () => {
    // Not awaited: the answer does not wait for the gateway.
    void deliver(outboundOf(ctx.config), config, event, data);
  });
}
