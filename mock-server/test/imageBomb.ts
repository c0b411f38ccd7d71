// Decompression-bomb PNGs for the security suite and the soak benchmark: a few tens of KB on the
// wire that declare a huge canvas. Written by hand (1-bit greyscale, zeros deflated at level 9)
// so making one costs the test tens of MB, not the gigabyte a decoder would need for it.
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 1-bit greyscale PNG of width x height black pixels (16000² is about 31 KB). */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: a filter byte (0) and width bits, all zeros, so the rows deflate to almost nothing.
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  const data = zlib.deflateSync(raw, { level: 9 });
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
