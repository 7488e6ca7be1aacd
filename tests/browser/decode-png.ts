/**
 * A minimal PNG decoder for the pixel comparison (no dependency): 8-bit greyscale, RGB, RGBA, grey+alpha,
 * non-interlaced — what Chromium's screenshots and resvg write. Format: W3C PNG Specification (Third Edition),
 * §11.2 (IHDR), §9 (filtering: None, Sub, Up, Average, Paeth, with the Paeth predictor of §9.4).
 */
import { inflateSync } from 'node:zlib';

/** Decoded pixels, RGBA, row by row. */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** @summary Decode a PNG file's bytes to RGBA pixels; throws on a format this decoder does not read. */
export function decodePng(bytes: Uint8Array): RgbaImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width = 0;
  let height = 0;
  let colourType = -1;
  const idat: Uint8Array[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const depth = data[8]!;
      colourType = data[9]!;
      if (depth !== 8 || data[12] !== 0 || CHANNELS[colourType] === undefined) throw new Error(`unsupported PNG: depth ${depth}, colour type ${colourType}, interlace ${data[12]}`);
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      break;
    }
    at += 12 + length;
  }
  const channels = CHANNELS[colourType]!;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      const predictor = filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : paeth(a, b, c);
      pixels[y * stride + x] = (line[x]! + predictor) & 0xff;
    }
  }
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const p = pixels.subarray(i * channels, (i + 1) * channels);
    const grey = channels <= 2;
    data[i * 4] = p[0]!;
    data[i * 4 + 1] = grey ? p[0]! : p[1]!;
    data[i * 4 + 2] = grey ? p[0]! : p[2]!;
    data[i * 4 + 3] = channels === 2 ? p[1]! : channels === 4 ? p[3]! : 255;
  }
  return { width, height, data };
}
