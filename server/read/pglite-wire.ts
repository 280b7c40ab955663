/**
 * The backend's answer to one prepared statement's bind + execute + sync, read
 * straight from PGlite's output bytes (read/pglite.ts; the PostgreSQL wire
 * protocol's documented message formats): the data
 * rows' fields as text, NULL as null. PGlite's own parser copies every message
 * into an ArrayBuffer of its own and builds a message object per row (12% of
 * the embedded server's busy time on the user page); here each field is
 * decoded from a view of the answer, once. An answer with an error is left to
 * PGlite's parser, so the error thrown is PGlite's own.
 *
 * Messages: a type byte, then a big-endian Int32 length that counts itself and
 * the payload. DataRow ('D'): Int16 field count, then per field an Int32
 * length (-1 for NULL) and its bytes.
 */
const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'
/** Each field's text: UTF-8, a leading byte order mark kept as a character (as PostgreSQL sent it). */
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** Byte arrays as one (PGlite hands its output over in chunks; a message to it is built from parts). */
export function joined(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The data rows of an answer, or null when it reports an error (or ends inside a message). */
export function dataRows(bytes: Uint8Array): (string | null)[][] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: (string | null)[][] = [];
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    if (end > bytes.length || end < at + 5) return null;
    if (type === ERROR_RESPONSE) return null;
    if (type === DATA_ROW) {
      const count = view.getInt16(at + 5);
      const row: (string | null)[] = new Array(count);
      let p = at + 7;
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(p);
        p += 4;
        if (length < 0) row[i] = null;
        else {
          row[i] = utf8.decode(bytes.subarray(p, p + length));
          p += length;
        }
      }
      rows.push(row);
    }
    at = end;
  }
  return at === bytes.length ? rows : null;
}
