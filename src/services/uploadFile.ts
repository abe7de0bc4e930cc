/**
 * One upload: ask for a signed target (getToken), then send the bytes there with XMLHttpRequest, which
 * reports upload progress (fetch does not). The target's token is the permission, so no bearer header.
 * Failures reject with an axios-like `{ response: { status, data } }` so failureMessage() reads them.
 */
import type { UploadToken } from '@common/contract/fileUpload';
import { callOk } from '@/services/call';

export interface UploadCallbacks {
  /** 0..100 while the bytes are sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function sendBytes(target: UploadToken, file: Blob, { onProgress, signal }: UploadCallbacks = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
      } else
        reject(Object.assign(new Error(`Upload failed with status ${xhr.status}`), { response: { status: xhr.status, data: parseJson(xhr.responseText) } }));
    };
    // No response at all: failureMessage() shows the network message.
    xhr.onerror = () => reject(new Error('Upload failed: network error'));
    xhr.onabort = () => reject(Object.assign(new Error('Upload cancelled'), { name: 'CanceledError' }));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/** getToken + bytes; resolves with the new file's id. */
export async function uploadFile(file: File, callbacks: UploadCallbacks = {}): Promise<string> {
  const { data: target } = await callOk('/v1/user/oss/upload/getToken', {
    filename: file.name,
    size: file.size,
    ...(file.type ? { contentType: file.type.slice(0, 100) } : {}),
  });
  await sendBytes(target, file, callbacks);
  return target.fileId;
}
