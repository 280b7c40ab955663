/**
 * The backend's answer to one prepared statement's bind + execute + sync, read
 * straight from PGlite's output bytes (db/adapter.ts pgliteDirect): the data
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
/** The longest answer read as one string first (V8's strings end near 512 M characters). */
const WHOLE_MAX = 64 * 1024 * 1024;

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
  // A page has a few hundred short fields, and a call into the runtime per field (TextDecoder's decode: a twentieth
  // of the embedded user page's server CPU) cost more than the text: the answer is read as Latin-1 once (one byte,
  // one character: offsets stay byte offsets) and an ASCII field is a substring of that; a field with any other
  // byte is decoded as UTF-8 on its own. (A substring may share the answer's string while it lives: rows live for
  // a request, and the answer is a few kilobytes.)
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // (An answer too long for one string — an export of a very large table — is decoded field by field.)
  const latin1 = bytes.length <= WHOLE_MAX ? text.toString('latin1') : null;
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
          const stop = p + length;
          let ascii = latin1 !== null;
          for (let k = p; ascii && k < stop; k++) if (bytes[k]! > 0x7f) ascii = false;
          row[i] = ascii ? latin1!.substring(p, stop) : text.toString('utf8', p, stop);
          p = stop;
        }
      }
      rows.push(row);
    }
    at = end;
  }
  return at === bytes.length ? rows : null;
}
