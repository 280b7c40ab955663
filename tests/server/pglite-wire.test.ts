/**
 * The embedded database's answers read from PGlite's bytes (server/db/pglite-wire.ts):
 * data rows with NULLs, empty strings and multi-byte text, in chunks; an answer with
 * an error or cut inside a message is left to PGlite's parser (null).
 */
import { describe, expect, it } from 'vitest';
import { dataRows, joined } from '../../server/read/pglite-wire.ts';

const enc = new TextEncoder();
function message(type: string, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + payload.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, 4 + payload.length);
  out.set(payload, 5);
  return out;
}
function dataRow(fields: (string | null)[]): Uint8Array {
  const parts = fields.map((f) => (f === null ? null : enc.encode(f)));
  const size = 2 + parts.reduce((n, p) => n + 4 + (p?.length ?? 0), 0);
  const payload = new Uint8Array(size);
  const view = new DataView(payload.buffer);
  view.setInt16(0, fields.length);
  let at = 2;
  for (const p of parts) {
    view.setInt32(at, p === null ? -1 : p.length);
    at += 4;
    if (p) {
      payload.set(p, at);
      at += p.length;
    }
  }
  return message('D', payload);
}
const bind = message('2', new Uint8Array());
const done = message('C', enc.encode('SELECT 2\0'));
const ready = message('Z', enc.encode('I'));

describe('data rows from PGlite bytes', () => {
  it('reads fields as text, NULL as null, across chunks', () => {
    const rows = [
      ['1', '住户一号', null, ''],
      ['2', 'Ünïcödé ✓', '{"a":[1,2]}', 'x'],
    ];
    const answer = joined([bind, dataRow(rows[0]!), dataRow(rows[1]!), done, ready]);
    expect(dataRows(answer)).toEqual(rows);
    // The same bytes as a view into a larger buffer (PGlite's chunks are views).
    const padded = new Uint8Array(answer.length + 10);
    padded.set(answer, 5);
    expect(dataRows(padded.subarray(5, 5 + answer.length))).toEqual(rows);
    expect(dataRows(joined([bind, done, ready]))).toEqual([]);
  });
  it('reads ASCII and other text alike, byte for byte', () => {
    // Every ASCII byte, Latin-1 letters (two UTF-8 bytes each: read as Latin-1 they would come out wrong), a
    // leading byte order mark (TextDecoder dropped it), a four-byte character, and ASCII fields after them.
    const ascii = Array.from({ length: 127 }, (_, i) => String.fromCharCode(i + 1)).join('');
    const rows = [
      [ascii, 'é', '\uFEFFbom', '𝄞 clef', 'après'],
      ['2026-11-27 13:00:53.069+00', '{"name" : "社区"}', '\u007F', '', 'tail'],
    ];
    const answer = joined([bind, dataRow(rows[0]!), dataRow(rows[1]!), done, ready]);
    expect(dataRows(answer)).toEqual(rows);
  });
  it('leaves an error, or an answer cut short, to PGlite (null)', () => {
    const error = message('E', enc.encode('SERROR\0C22012\0Mdivision by zero\0\0'));
    expect(dataRows(joined([bind, error, ready]))).toBeNull();
    const whole = joined([bind, dataRow(['1', 'abc']), done, ready]);
    expect(dataRows(whole.subarray(0, whole.length - 3))).toBeNull();
  });
});
