/** A search answer's segments with the matched parts marked (the server decides what matched). */
export default function Highlighted({ segments }: { segments: readonly { text: string; hit: boolean }[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered
          <mark key={i}>{s.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}
