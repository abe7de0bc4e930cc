/** Search matches as the server marks them (`{ text, hit }` segments, never HTML): hits in <mark>. */
import type { TextSegment } from '@common/contract/library';

export default function Highlighted({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        // Segments are a fixed, ordered split of one string: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        s.hit ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>,
      )}
    </>
  );
}
