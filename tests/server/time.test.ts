/**
 * server/kernel/time.ts writes the same texts as the general path
 * (toISOString; new Date(text) and the local-time getters) in time zones with
 * daylight saving, half- and quarter-hour offsets, and none, for generated
 * instants (tests/support/time-check.ts, one child process per zone: the
 * process's time zone is fixed at its start).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const CHECK = fileURLToPath(new URL('../support/time-check.ts', import.meta.url));
const ZONES = ['UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/Berlin', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns', 'Pacific/Chatham'];

it.each(ZONES)('writes the same date-time texts as the general path in %s', (zone) => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', CHECK], { env: { ...process.env, TZ: zone }, encoding: 'utf8', timeout: 120_000 });
  expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual({ ok: expect.any(Number) });
}, 150_000);
