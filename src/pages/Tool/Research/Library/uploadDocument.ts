/**
 * One upload from the form: a PDF goes to file management first (getToken + PUT, src/services/uploadFile.ts) and the
 * library call names the new file; HTML and markdown are read in the browser and sent as `body`. Every step checks
 * the file before sending (uploadRules.ts) and follows `signal`, so the user can cancel at any point.
 */
import type { ResearchDocumentFields } from '@common/contract/library';
import { callOk } from '@/services/call';
import { uploadFile } from '@/services/uploadFile';
import { fileProblem, looksLikePdf, readText, textProblem, type UploadFormat, type UploadProblem } from './uploadRules';

export type UploadStage = 'checking' | 'sending' | 'processing';

export interface UploadRequest {
  fields: ResearchDocumentFields;
  format: UploadFormat;
  file: File;
  attachments: string[];
}

export interface UploadProgress {
  onStage?: (stage: UploadStage, percent: number) => void;
  signal?: AbortSignal;
}

/** Thrown for a file refused before sending; `problem` is the locale key of the reason. */
export class FileRefused extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
    this.name = 'FileRefused';
  }
}

const cancelled = () => Object.assign(new Error('Upload cancelled'), { name: 'CanceledError' });

export async function uploadDocument({ fields, format, file, attachments }: UploadRequest, { onStage, signal }: UploadProgress = {}) {
  onStage?.('checking', 0);
  const problem = fileProblem(file, format);
  if (problem) throw new FileRefused(problem);
  if (format === 'pdf') {
    if (!(await looksLikePdf(file))) throw new FileRefused('library.upload.reject.type');
    if (signal?.aborted) throw cancelled();
    onStage?.('sending', 0);
    const fileId = await uploadFile(file, { signal, onProgress: (percent) => onStage?.('sending', percent) });
    if (signal?.aborted) throw cancelled();
    // The server reads the PDF's text now (in a worker, at most 20 s): no byte progress, only the stage.
    onStage?.('processing', 100);
    return (await callOk('/v2/research/document/upload', { ...fields, format, fileId, attachments }, { signal })).data;
  }
  const body = await readText(file);
  const bodyProblem = textProblem(body);
  if (bodyProblem) throw new FileRefused(bodyProblem);
  if (signal?.aborted) throw cancelled();
  onStage?.('processing', 100);
  return (await callOk('/v2/research/document/upload', { ...fields, format, body, attachments }, { signal })).data;
}
