/**
 * The text of a PDF as Chromium prints it (tests only): Skia writes each
 * font as its own object with a ToUnicode CMap and draws text with
 * `/Fn size Tf` and `<hex> Tj` / `[<hex> …] TJ` in Flate-compressed content
 * streams. This reads exactly that much (enough to find figures and a
 * hash in a printed page; not a general PDF parser). Glyph runs are joined
 * without spaces, text objects (BT … ET) are separated by a newline.
 */
import { inflateSync } from 'node:zlib';

interface Obj {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, Obj> {
  const out = new Map<number, Obj>();
  const text = pdf.toString('latin1');
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const body = m[2]!;
    const s = body.indexOf('stream');
    if (s < 0) {
      out.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, s);
    let start = s + 'stream'.length;
    if (body[start] === '\r') start++;
    if (body[start] === '\n') start++;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? -1);
    const raw = Buffer.from(length >= 0 ? body.slice(start, start + length) : body.slice(start, body.lastIndexOf('endstream')), 'latin1');
    let stream: Buffer = raw;
    if (dict.includes('/FlateDecode')) {
      try {
        stream = inflateSync(raw);
      } catch {
        stream = raw;
      }
    }
    out.set(Number(m[1]), { dict, stream });
  }
  return out;
}

const utf16 = (hex: string) => Buffer.from(hex.length % 4 ? `00${hex}` : hex, 'hex').swap16().toString('utf16le');

function cmapOf(stream: Buffer): Map<number, string> {
  const map = new Map<number, string>();
  const text = stream.toString('latin1');
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(m[1]!, 16), utf16(m[2]!));
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const lo = parseInt(m[1]!, 16);
      const hi = parseInt(m[2]!, 16);
      const first = parseInt(m[3]!, 16);
      for (let c = lo; c <= hi; c++) map.set(c, String.fromCodePoint(first + (c - lo)));
    }
  }
  return map;
}

/** The text drawn on the PDF's pages, in drawing order. */
export function pdfText(pdf: Buffer): string {
  const objs = objects(pdf);
  const fontsOf = (pageDict: string) => {
    const fonts = new Map<string, { map: Map<number, string>; width: number }>();
    const block = /\/Font\s*<<([\s\S]*?)>>/.exec(pageDict)?.[1] ?? '';
    for (const m of block.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objs.get(Number(m[2]));
      const ref = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
      const cmap = ref ? objs.get(Number(ref))?.stream : null;
      // Type3 and simple fonts use one byte per glyph; Type0 (Identity-H) two.
      fonts.set(m[1]!, { map: cmap ? cmapOf(cmap) : new Map(), width: font?.dict.includes('/Type0') ? 4 : 2 });
    }
    return fonts;
  };
  let out = '';
  for (const page of objs.values()) {
    if (!/\/Type \/Page\b/.test(page.dict)) continue;
    const fonts = fontsOf(page.dict);
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict)?.[1];
    const content = contents ? objs.get(Number(contents))?.stream?.toString('latin1') ?? '' : '';
    let font = { map: new Map<number, string>(), width: 2 };
    const decode = (hex: string) => {
      let s = '';
      for (let i = 0; i + font.width <= hex.length; i += font.width) s += font.map.get(parseInt(hex.slice(i, i + font.width), 16)) ?? '';
      return s;
    };
    for (const m of content.matchAll(/\/(\w+) [\d.]+ Tf|<([0-9a-fA-F]*)>\s*Tj|\[((?:[^\]])*)\]\s*TJ|\bET\b/g)) {
      if (m[1]) font = fonts.get(m[1]) ?? font;
      else if (m[2] !== undefined) out += decode(m[2]);
      else if (m[3] !== undefined) for (const h of m[3].matchAll(/<([0-9a-fA-F]*)>/g)) out += decode(h[1]!);
      else out += '\n';
    }
  }
  return out;
}
