/**
 * localStorage with optional expiry: `set(key, value, seconds)` also stores
 * `<key>_deadtime` (epoch ms). A value counts as expired when less than
 * EXPIRY_MARGIN_MS remain (SPEC §4, §9: 2000 ms).
 */
export const EXPIRY_MARGIN_MS = 2000;

function area(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const storage = {
  get<T = unknown>(key: string): T | null {
    const raw = area()?.getItem(key);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return raw as unknown as T;
    }
  },
  set(key: string, value: unknown, expireSeconds?: number): void {
    const s = area();
    if (!s) return;
    s.setItem(key, JSON.stringify(value));
    if (expireSeconds != null) s.setItem(`${key}_deadtime`, String(Date.now() + expireSeconds * 1000));
    else s.removeItem(`${key}_deadtime`);
  },
  remove(key: string): void {
    area()?.removeItem(key);
    area()?.removeItem(`${key}_deadtime`);
  },
  /** Epoch ms at which the value expires, or null when it has no expiry. */
  deadline(key: string): number | null {
    const raw = area()?.getItem(`${key}_deadtime`);
    return raw ? Number(raw) : null;
  },
  /** True when the value has an expiry and less than the margin remains. */
  isExpired(key: string, marginMs = EXPIRY_MARGIN_MS): boolean {
    const deadline = storage.deadline(key);
    return deadline != null && deadline - Date.now() < marginMs;
  },
};
