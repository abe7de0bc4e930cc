/**
 * An .xlsx file is a zip: its central directory (at the end of the file) declares every file's compressed and
 * uncompressed size. Reading it costs microseconds and inflates nothing, so a decompression bomb is refused before
 * any of it is unpacked (docs/security.md, "Import limits"). `verifyInflatedSizes` then checks, in the parse worker,
 * that no file inflates to more than it declared (a directory can lie), and that the directory accounts for every
 * byte before it: exceljs's streaming reader walks the local headers from the start, so a file hidden between the
 * listed ones would otherwise be inflated unchecked.
 */
import zlib from 'node:zlib';
import { apiError } from '../http/apiError';
import { XLSX_MAX_ENTRIES, XLSX_MAX_ENTRY_BYTES, XLSX_MAX_RATIO, XLSX_MAX_TOTAL_BYTES, XLSX_RATIO_FLOOR_BYTES } from './importLimits';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
/** General-purpose flag bit 3: sizes and CRC follow the data in a descriptor (the local header holds zeros). */
const HAS_DESCRIPTOR = 0x8;
const STORED = 0;
const DEFLATED = 8;

export interface ZipDirectory {
  entries: ZipEntry[];
  /** Where the central directory starts: the local entries must end exactly there. */
  offset: number;
}

/** The directory's entries, at most XLSX_MAX_ENTRIES + 1 of them; throws a plain Error when the bytes are no zip. */
export function zipEntries(bytes: Buffer): ZipEntry[] {
  return zipDirectory(bytes).entries;
}

function zipDirectory(bytes: Buffer): ZipDirectory {
  // The end record is 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i -= 1) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip archive (no central directory)');
  const dirOffset = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  while (at + 46 <= end && bytes.readUInt32LE(at) === DIRECTORY_ENTRY && entries.length <= XLSX_MAX_ENTRIES) {
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, Math.min(end, at + 46 + nameLength)),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (entries.length === 0) throw new Error('not a zip archive (empty central directory)');
  return { entries, offset: dirOffset };
}

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const refuse = (message: string) => apiError('importUnpackedTooLarge', message);

/**
 * Refuses (importUnpackedTooLarge) an archive with too many files, a file or a total declared too large, or a file
 * compressed beyond XLSX_MAX_RATIO. Zip64 sizes (0xFFFFFFFF) read as 4 GB and are refused with the rest.
 */
export function checkZipDirectory(bytes: Buffer): ZipDirectory {
  const directory = zipDirectory(bytes);
  const { entries } = directory;
  if (entries.length > XLSX_MAX_ENTRIES) throw refuse(`The archive holds more than ${XLSX_MAX_ENTRIES} files`);
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    if (e.uncompressedSize > XLSX_MAX_ENTRY_BYTES) throw refuse(`${e.name} unpacks to ${mib(e.uncompressedSize)} (at most ${mib(XLSX_MAX_ENTRY_BYTES)})`);
    if (e.uncompressedSize > XLSX_RATIO_FLOOR_BYTES && e.uncompressedSize > XLSX_MAX_RATIO * Math.max(1, e.compressedSize))
      throw refuse(`${e.name} is compressed ${Math.round(e.uncompressedSize / Math.max(1, e.compressedSize))} to 1 (at most ${XLSX_MAX_RATIO} to 1)`);
  }
  if (total > XLSX_MAX_TOTAL_BYTES) throw refuse(`The archive unpacks to ${mib(total)} (at most ${mib(XLSX_MAX_TOTAL_BYTES)})`);
  return directory;
}

/**
 * Inflates each file with its declared size as the output cap (zlib stops there): a file that would inflate past what
 * its directory entry says is refused. The listed files must follow one another from the first byte to the directory
 * with the sizes the directory gives (local headers agreeing): nothing unlisted can hide between them. Costs one
 * inflation of at most XLSX_MAX_TOTAL_BYTES; runs in the parse worker.
 */
export function verifyInflatedSizes(bytes: Buffer, { entries, offset }: ZipDirectory): void {
  let next = 0;
  for (const e of [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset)) {
    const at = e.localHeaderOffset;
    if (at !== next || at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw new Error(`broken zip entry ${e.name}`);
    const described = (bytes.readUInt16LE(at + 6) & HAS_DESCRIPTOR) !== 0;
    if (!described && (bytes.readUInt32LE(at + 18) !== e.compressedSize || bytes.readUInt32LE(at + 22) !== e.uncompressedSize))
      throw new Error(`zip entry ${e.name}: local and directory sizes differ`);
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(start, start + e.compressedSize);
    next = start + e.compressedSize;
    if (described) next += next + 4 <= bytes.length && bytes.readUInt32LE(next) === DATA_DESCRIPTOR ? 16 : 12;
    if (e.method === STORED) {
      if (data.length !== e.uncompressedSize) throw new Error(`broken zip entry ${e.name}`);
      continue;
    }
    if (e.method !== DEFLATED) throw new Error(`unsupported compression in ${e.name}`);
    try {
      zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, e.uncompressedSize) });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw refuse(`${e.name} unpacks to more than it declares`);
      throw new Error(`broken zip entry ${e.name}: ${(err as Error).message}`);
    }
  }
  if (next !== offset) throw new Error('the zip holds data its directory does not list');
}
