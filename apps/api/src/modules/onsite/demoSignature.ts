// The demo's completed jobs need a customer's signature to print on their service orders: a hand-like
// stroke drawn here as a PNG (an RGBA image, deflated), so the demo carries no binary files.
import { deflateSync } from 'node:zlib';

const WIDTH = 360;
const HEIGHT = 120;

/** CRC-32 of PNG chunks (ISO 3309). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A signature-like stroke, different for each `seed`, dark blue on transparent. */
export function demoSignaturePng(seed: number): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 4);
  const ink = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx += 1)
      for (let dy = -1; dy <= 1; dy += 1) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= WIDTH || py >= HEIGHT) continue;
        pixels.set([20, 40, 110, 255], (py * WIDTH + px) * 4);
      }
  };
  const loops = 5 + (seed % 3);
  for (let t = 0; t <= 1; t += 0.0004) {
    const x = 24 + t * (WIDTH - 48) + 14 * Math.sin(t * Math.PI * 2 * loops);
    const y = HEIGHT / 2 + 26 * Math.cos(t * Math.PI * 2 * loops + seed) * (1 - t * 0.5) - 10 * t;
    ink(x, y);
  }
  const rows = Buffer.alloc((WIDTH * 4 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1)
    pixels.copy(rows, y * (WIDTH * 4 + 1) + 1, y * WIDTH * 4, (y + 1) * WIDTH * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
