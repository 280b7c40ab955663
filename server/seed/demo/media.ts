/**
 * The demo's files, generated (no asset is shipped): SVG pictures with
 * Chinese captions (banners, photos of a complaint or a repair, goods,
 * portraits, a site plan), a PNG (the sample plugin's logo) and one-page PDFs
 * whose Chinese text uses the standard STSong-Light font (not embedded:
 * PDF viewers bring it). Every file goes through the upload pipeline's own
 * checks when stored (files/service.ts store).
 */
import { deflateSync } from 'node:zlib';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const FONT = "font-family=\"'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif\"";

/** A File of the given bytes (what an upload hands the pipeline). */
export function fileOf(name: string, bytes: Uint8Array | string, type: string): File {
  return new File([typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes)], name, { type });
}

export const PALETTES: [string, string][] = [
  ['#1e6fd9', '#38bdf8'],
  ['#0f766e', '#5eead4'],
  ['#b45309', '#fcd34d'],
  ['#9d174d', '#f9a8d4'],
  ['#4338ca', '#a5b4fc'],
  ['#15803d', '#86efac'],
];

/** A 750×300 banner: a gradient, rooftops, a title and a line under it. */
export function bannerSvg(title: string, subtitle: string, palette: [string, string]): string {
  const [a, b] = palette;
  const roofs = Array.from({ length: 9 }, (_, i) => {
    const x = 380 + i * 42;
    const h = 70 + ((i * 37) % 90);
    return `<rect x="${x}" y="${300 - h}" width="34" height="${h}" rx="3" fill="#ffffff" fill-opacity="${0.12 + (i % 3) * 0.06}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#g)"/>${roofs}
<circle cx="660" cy="70" r="36" fill="#fff7cc" fill-opacity="0.85"/>
<text x="48" y="140" ${FONT} font-size="40" font-weight="700" fill="#ffffff">${esc(title)}</text>
<text x="50" y="190" ${FONT} font-size="22" fill="#ffffff" fill-opacity="0.9">${esc(subtitle)}</text>
</svg>`;
}

/** A 640×480 "photo": a scene in flat shapes (a stairwell, a lift, a lawn…) with a caption. */
export function photoSvg(caption: string, hue: number): string {
  const wall = `hsl(${hue},25%,86%)`;
  const floor = `hsl(${hue},18%,62%)`;
  const accent = `hsl(${(hue + 180) % 360},55%,45%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
<rect width="640" height="480" fill="${wall}"/>
<polygon points="0,330 640,300 640,480 0,480" fill="${floor}"/>
<rect x="90" y="110" width="170" height="220" rx="6" fill="#ffffff" fill-opacity="0.55" stroke="#64748b" stroke-width="3"/>
<rect x="330" y="150" width="220" height="150" rx="10" fill="${accent}" fill-opacity="0.75"/>
<circle cx="440" cy="225" r="34" fill="#ffffff" fill-opacity="0.6"/>
<rect x="0" y="420" width="640" height="60" fill="#0f172a" fill-opacity="0.55"/>
<text x="24" y="459" ${FONT} font-size="26" fill="#ffffff">${esc(caption)}</text>
</svg>`;
}

/** A 400×400 product picture: a rounded tile, an emblem and the name. */
export function productSvg(name: string, palette: [string, string]): string {
  const [a, b] = palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient></defs>
<rect width="400" height="400" rx="36" fill="url(#p)"/>
<circle cx="200" cy="165" r="92" fill="#ffffff" fill-opacity="0.85"/>
<rect x="150" y="120" width="100" height="90" rx="14" fill="${a}"/>
<text x="200" y="330" text-anchor="middle" ${FONT} font-size="34" font-weight="700" fill="#ffffff">${esc(name)}</text>
</svg>`;
}

/** A 240×300 portrait placeholder: the surname on a coloured card (a candidate's photo). */
export function portraitSvg(name: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300" viewBox="0 0 240 300">
<rect width="240" height="300" fill="hsl(${hue},45%,90%)"/>
<circle cx="120" cy="115" r="58" fill="hsl(${hue},40%,70%)"/>
<rect x="40" y="185" width="160" height="115" rx="60" fill="hsl(${hue},40%,70%)"/>
<text x="120" y="136" text-anchor="middle" ${FONT} font-size="56" font-weight="700" fill="#ffffff">${esc(name.slice(0, 1))}</text>
</svg>`;
}

/** The community's site plan: buildings as numbered blocks along two roads. */
export function sitePlanSvg(communityName: string, buildings: string[]): string {
  const blocks = buildings
    .map((b, i) => {
      const x = 70 + (i % 4) * 170;
      const y = 90 + Math.floor(i / 4) * 190;
      return `<rect x="${x}" y="${y}" width="110" height="120" rx="6" fill="#cbd5e1" stroke="#475569" stroke-width="2"/><text x="${x + 55}" y="${y + 70}" text-anchor="middle" ${FONT} font-size="26" fill="#1e293b">${esc(b)}栋</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="520" viewBox="0 0 760 520">
<rect width="760" height="520" fill="#ecfccb"/>
<rect x="0" y="245" width="760" height="26" fill="#e5e7eb"/><rect x="385" y="0" width="26" height="520" fill="#e5e7eb"/>
${blocks}
<text x="20" y="40" ${FONT} font-size="24" font-weight="700" fill="#166534">${esc(communityName)}总平面示意图</text>
<text x="20" y="505" ${FONT} font-size="16" fill="#166534">示意图，不作施工依据</text>
</svg>`;
}

// ---------------------------------------------------------------------- PNG

function crc32(buf: Uint8Array): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A PNG of w×h pixels, each coloured by `pixel(x, y)` → [r, g, b]. */
export function png(w: number, h: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set(pixel(x, y), y * (w * 3 + 1) + 1 + x * 3);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A round badge on white (the sample plugin's logo). */
export function badgePng(size: number, rgb: [number, number, number]): Buffer {
  const c = (size - 1) / 2;
  return png(size, size, (x, y) => ((x - c) ** 2 + (y - c) ** 2 <= (size * 0.42) ** 2 ? rgb : [255, 255, 255]));
}

// ---------------------------------------------------------------------- PDF

/** UTF-16BE hex of a string (what UniGB-UCS2-H reads). */
const ucs2 = (s: string) => [...s].map((ch) => (ch.codePointAt(0)! > 0xffff ? '003F' : ch.codePointAt(0)!.toString(16).padStart(4, '0'))).join('');

/** A one-page A4 PDF: a title and lines of text (Chinese through the standard STSong-Light font). */
export function textPdf(title: string, lines: string[]): Buffer {
  const ops = [`BT /F1 20 Tf 60 770 Td <${ucs2(title)}> Tj ET`, '0.6 w 60 755 m 535 755 l S'];
  lines.forEach((line, i) => ops.push(`BT /F1 12 Tf 60 ${725 - i * 22} Td <${ucs2(line)}> Tj ET`));
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
