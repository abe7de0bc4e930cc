/**
 * Reads the assistant's chat answer (a UI message stream over SSE) with the AI SDK's own readers: the SSE parser
 * with the SDK's chunk schema gives the parts in order, `readUIMessageStream` the message a `useChat` page would hold.
 */
import { parseJsonEventStream } from '@ai-sdk/provider-utils';
import { readUIMessageStream, type UIMessage, type UIMessageChunk, uiMessageChunkSchema } from 'ai';

export interface ReadChat {
  chunks: UIMessageChunk[];
  message: UIMessage | undefined;
}

const streamOf = <T>(items: readonly T[]): ReadableStream<T> =>
  new ReadableStream<T>({
    start(controller) {
      for (const item of items) controller.enqueue(item);
      controller.close();
    },
  });

export async function readChatStream(payload: string): Promise<ReadChat> {
  const parsed = parseJsonEventStream({ stream: streamOf([new TextEncoder().encode(payload)]), schema: uiMessageChunkSchema });
  const chunks: UIMessageChunk[] = [];
  for await (const result of parsed) {
    if (!result.success) throw new Error(`not a UI message chunk: ${String(result.error)}`);
    chunks.push(result.value);
  }
  let message: UIMessage | undefined;
  for await (const m of readUIMessageStream({ stream: streamOf(chunks) })) message = m;
  return { chunks, message };
}
