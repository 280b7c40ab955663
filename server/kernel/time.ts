/** The legacy API's date-time text: 'YYYY-MM-DD HH:mm:ss' in server time (REST answers, exports). */
const pad = (n: number) => String(n).padStart(2, '0');

export function legacyTime(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
