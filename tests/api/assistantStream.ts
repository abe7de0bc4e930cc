/**
 * Reads the assistant's chat answer (a UI message stream over SSE): the events split into their `data:` JSON (the
 * stream's framing is one `data: <JSON>` line per event, `data: [DONE]` last; `@ai-sdk/provider-utils`'s parser is not
 * a dependency the tests may import), then the AI SDK's own `readUIMessageStream` builds the message a `useChat` page
 * would hold from them (it refuses parts out of order, e.g. a text delta without its start).
 */
import { readUIMessageStream, type UIMessage, type UIMessageChunk } from 'ai';

export interface ReadChat {
  chunks: UIMessageChunk[];
  message: UIMessage | undefined;
  /** Whether the stream ended with `data: [DONE]`. */
  done: boolean;
}

const streamOf = <T>(items: readonly T[]): ReadableStream<T> =>
  new ReadableStream<T>({
    start(controller) {
      for (const item of items) controller.enqueue(item);
      controller.close();
    },
  });

export async function readChatStream(payload: string): Promise<ReadChat> {
  const events = payload.split('\n\n').filter((e) => e.trim() !== '');
  let done = false;
  const chunks: UIMessageChunk[] = [];
  for (const event of events) {
    if (!event.startsWith('data: ')) throw new Error(`not an SSE data event: ${event.slice(0, 80)}`);
    const data = event.slice('data: '.length);
    if (data === '[DONE]') {
      done = true;
      continue;
    }
    if (done) throw new Error('an event after [DONE]');
    chunks.push(JSON.parse(data) as UIMessageChunk);
  }
  let message: UIMessage | undefined;
  for await (const m of readUIMessageStream({ stream: streamOf(chunks), terminateOnError: false })) message = m;
  return { chunks, message, done };
}
