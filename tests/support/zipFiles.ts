/**
 * Zip archives for the import-limit tests, written by hand (node's zlib): the files of an archive, and an archive of
 * given files whose directory may declare other sizes than the real ones (a lying decompression bomb).
 */
import zlib from 'node:zlib';
import { zipEntries } from '../../server/infra/tables/zipDirectory';

export interface ZipFileSpec {
  data: Buffer;
  /** The uncompressed size written in the headers; the real one by default. */
  declaredSize?: number;
  /** Written, but left out of the central directory (what a streaming reader would still inflate). */
  hidden?: boolean;
}

/** The files of an archive (stored or deflated), by name. */
export function unzip(bytes: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const e of zipEntries(bytes)) {
    const at = e.localHeaderOffset;
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(start, start + e.compressedSize);
    files.set(e.name, e.method === 0 ? Buffer.from(data) : zlib.inflateRawSync(data));
  }
  return files;
}

/** An archive of the files, each deflated (level 9). */
export function zip(files: Map<string, ZipFileSpec>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, { data, declaredSize = data.length, hidden = false }] of files) {
    const packed = zlib.deflateRawSync(data, { level: 9 });
    const fileName = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(declaredSize, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    if (!hidden) directory.push(entry, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const listed = [...files.values()].filter((f) => !f.hidden).length;
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** A workbook's files with its first sheet replaced by `sheetXml` (the rest as exceljs wrote them). */
export function withSheet(workbook: Buffer, sheetXml: Buffer): Buffer {
  const files = new Map([...unzip(workbook)].map(([name, data]): [string, ZipFileSpec] => [name, { data }]));
  files.set('xl/worksheets/sheet1.xml', { data: sheetXml });
  return zip(files);
}

/**
 * Sheet XML of `rows` rows of one number cell: identical rows without cell references (Excel and exceljs's loader
 * read them; they deflate about 1000 to 1), or numbered ones (`numbered`, what exceljs's streaming reader needs).
 */
export function sheetOfRows(rows: number, numbered = false): Buffer {
  const head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  const body = numbered
    ? Array.from({ length: rows }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>0</v></c></row>`).join('')
    : '<row><c><v>0</v></c></row>'.repeat(rows);
  return Buffer.from(`${head}${body}</sheetData></worksheet>`, 'utf8');
}
