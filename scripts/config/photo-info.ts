// What the generated photos module says of each photo: its size as displayed and a short hash of
// its bytes (the variants' file names). The size comes from the file's header, not from sharp:
// the check runs on every operator edit and must not load the image pipeline (a native library)
// to read a few bytes. Photos are JPEG or PNG (the schema allows no other name).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoInfo } from '../../src/lib/photo-variants.ts';

export async function readPhotoInfo(photosDir: string, file: string): Promise<PhotoInfo> {
  const bytes = await readFile(path.join(photosDir, file));
  const size = displayedSize(bytes);
  if (!size) throw new Error(`photos/${file} is not a JPEG or PNG file whose size can be read`);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  return { file, ...size, hash };
}

interface StoredSize {
  width: number;
  height: number;
  /** EXIF orientation, 1 (as stored) to 8. */
  orientation: number;
}

/**
 * Width and height as the photo is shown: a camera held on its side stores the pixels turned and
 * says so in the EXIF orientation (5 to 8 are a quarter turn), which the build's variants undo.
 */
export function displayedSize(bytes: Buffer): { width: number; height: number } | undefined {
  try {
    const size = isPng(bytes) ? pngSize(bytes) : jpegSize(bytes);
    if (!size) return undefined;
    return size.orientation >= 5
      ? { width: size.height, height: size.width }
      : { width: size.width, height: size.height };
  } catch (error) {
    if (error instanceof RangeError) return undefined; // cut short: a header reaches past the end
    throw error;
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isPng(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(PNG_SIGNATURE);
}

/** IHDR is the first chunk; an eXIf chunk, if any, may carry an orientation. */
function pngSize(bytes: Buffer): StoredSize | undefined {
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  let orientation = 1;
  for (let offset = 8; offset + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (type === 'eXIf') orientation = exifOrientation(bytes.subarray(offset + 8, offset + 8 + length)) ?? 1;
    if (type === 'IDAT' || type === 'IEND') break;
    offset += 12 + length; // length, type, data, CRC
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), orientation };
}

// Start-of-frame markers C0–CF carry the size, except C4 (Huffman tables), C8 and CC.
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** Walks the segments before the image data: APP1 may hold EXIF, the start of frame the size. */
function jpegSize(bytes: Buffer): StoredSize | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined; // image data or end, and no size yet
    const length = bytes.readUInt16BE(offset + 2);
    const segment = bytes.subarray(offset + 4, offset + 2 + length);
    if (marker === 0xe1 && segment.toString('latin1', 0, 6) === 'Exif\0\0')
      orientation = exifOrientation(segment.subarray(6)) ?? 1;
    // Precision (1 byte), then height and width.
    if (isStartOfFrame(marker)) return { height: segment.readUInt16BE(1), width: segment.readUInt16BE(3), orientation };
    offset += 2 + length;
  }
  return undefined;
}

/** The Orientation tag (0x0112) of the first IFD of a TIFF-structured EXIF block. */
function exifOrientation(tiff: Buffer): number | undefined {
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}
