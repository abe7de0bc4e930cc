/** File storage payloads (docs/spec-reference.md#7-the-calls-it-makes, `oss/upload/*`). */
import { Type, type Static } from '@sinclair/typebox';
import { Page, PageQuery } from './envelope';

/** Limits shown to users before upload and enforced by the server. */
export const FILE_MAX_BYTES = 50 * 1024 * 1024;
export const FILE_ALLOWED_EXTENSIONS = ['csv', 'xlsx', 'xls', 'pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'txt', 'md', 'json', 'docx', 'pptx'];

export const UploadTokenBody = Type.Object({
  filename: Type.String({ minLength: 1, maxLength: 200 }),
  size: Type.Integer({ minimum: 0 }),
  contentType: Type.Optional(Type.String({ maxLength: 100 })),
});
export type UploadTokenBody = Static<typeof UploadTokenBody>;
/** A short-lived signed upload target: send the file bytes with `method` to `url` before `expiresAt`. */
export const UploadToken = Type.Object({
  fileId: Type.String(),
  url: Type.String(),
  method: Type.Union([Type.Literal('PUT'), Type.Literal('POST')]),
  headers: Type.Record(Type.String(), Type.String()),
  expiresAt: Type.Integer(),
  maxBytes: Type.Integer(),
});
export type UploadToken = Static<typeof UploadToken>;

export const FileRecord = Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
  ownerId: Type.String(),
  ownerName: Type.String(),
  createdAt: Type.Integer(),
  /** Short-lived signed download address. */
  url: Type.String(),
});
export type FileRecord = Static<typeof FileRecord>;
export const FileListBody = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    sortField: Type.Optional(Type.Union([Type.Literal('name'), Type.Literal('size'), Type.Literal('createdAt')])),
    sortOrder: Type.Optional(Type.Union([Type.Literal('ascend'), Type.Literal('descend')])),
    /** 'all' lists every user's files (administrators only; others always get their own). Default 'mine'. */
    scope: Type.Optional(Type.Union([Type.Literal('mine'), Type.Literal('all')])),
  }),
]);
export type FileListBody = Static<typeof FileListBody>;
export const FilePage = Page(FileRecord);
/** The caller's use of the file area against the limits (`oss/upload/quota`, added). Files being uploaded count. */
export const UploadQuota = Type.Object({
  files: Type.Integer({ minimum: 0 }),
  maxFiles: Type.Integer({ minimum: 1 }),
  bytes: Type.Integer({ minimum: 0 }),
  maxBytes: Type.Integer({ minimum: 1 }),
  /** Upload links handed out and not used yet (they lapse after 10 minutes). */
  pending: Type.Integer({ minimum: 0 }),
  maxPending: Type.Integer({ minimum: 1 }),
});
export type UploadQuota = Static<typeof UploadQuota>;
export const FileDeleteBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type FileDeleteBody = Static<typeof FileDeleteBody>;
