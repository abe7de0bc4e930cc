/**
 * Largest-Triangle-Three-Buckets downsampling (Sveinn Steinarsson, "Downsampling Time Series for Visual
 * Representation", MSc thesis, University of Iceland, 2013, ch. 4.2). Keeps the first and the last point and, for
 * each of `threshold - 2` equal buckets in between, the point forming the largest triangle with the point kept
 * from the previous bucket and the average of the next bucket. Pure; the input must be sorted by x.
 *
 * Buckets as in the reference implementation (github.com/sveinn-steinarsson/flot-downsample): bucket i spans
 * indices [floor(i * every) + 1, floor((i + 1) * every) + 1) with every = (n - 2) / (threshold - 2).
 */
export type Point = readonly [number, number];

export function lttb<P extends Point>(data: readonly P[], threshold: number): P[] {
  const n = data.length;
  // As the reference: nothing to do when the budget covers every point (or is 0); 2 keeps the two ends only.
  if (threshold >= n || threshold <= 0) return [...data];
  if (threshold < 3) return threshold === 1 ? [data[0]] : [data[0], data[n - 1]];
  const sampled: P[] = [data[0]];
  const every = (n - 2) / (threshold - 2);
  let a = 0;
  for (let i = 0; i < threshold - 2; i++) {
    // Average of the next bucket (point c of the triangle).
    let avgStart = Math.floor((i + 1) * every) + 1;
    const avgEnd = Math.min(Math.floor((i + 2) * every) + 1, n);
    const avgLength = avgEnd - avgStart;
    let avgX = 0;
    let avgY = 0;
    for (; avgStart < avgEnd; avgStart++) {
      avgX += data[avgStart][0];
      avgY += data[avgStart][1];
    }
    avgX /= avgLength;
    avgY /= avgLength;
    // The point of this bucket with the largest triangle (twice the area: the factor does not change the choice).
    const ax = data[a][0];
    const ay = data[a][1];
    let maxArea = -1;
    let next = a;
    const to = Math.floor((i + 1) * every) + 1;
    for (let j = Math.floor(i * every) + 1; j < to; j++) {
      const area = Math.abs((ax - avgX) * (data[j][1] - ay) - (ax - data[j][0]) * (avgY - ay));
      if (area > maxArea) {
        maxArea = area;
        next = j;
      }
    }
    sampled.push(data[next]);
    a = next;
  }
  sampled.push(data[n - 1]);
  return sampled;
}
