/**
 * Seeded randomness for the demo simulator: the same seed gives the same numbers on every machine. sfc32 (a small,
 * fast generator with good statistics) seeded from a string through a 32-bit FNV-1a hash; normals by Box-Muller.
 */

const FNV_OFFSET = 0x811c9dc5;

/**
 * FNV-1a over the text: a 32-bit seed from a key such as `demo|brent|day:20123`. FNV-1a is a running hash, so
 * `hash32(b, hash32(a))` equals `hash32(a + b)`: a caller that draws for many keys with one prefix hashes the
 * prefix once (the demo model's daily path asks thousands of keys at start).
 */
export function hash32(text: string, from: number = FNV_OFFSET): number {
  let h = from;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A uniform generator in [0, 1) from the key (sfc32). */
export const uniform = (key: string): (() => number) => uniformOfHash(hash32(key));

/** `uniform(key)` given `hash32(key)`. */
export function uniformOfHash(keyHash: number): () => number {
  let a = keyHash;
  let b = hash32('#b', keyHash);
  let c = hash32('#c', keyHash);
  let d = 1;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Discard the first outputs: sfc32 needs a few rounds to mix a weak seed.
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** Standard normal draws from the key (Box-Muller). */
export const normals = (key: string): (() => number) => normalsOfHash(hash32(key));

/** `normals(key)` given `hash32(key)`. */
export function normalsOfHash(keyHash: number): () => number {
  const u = uniformOfHash(keyHash);
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const s = spare;
      spare = null;
      return s;
    }
    const r = Math.sqrt(-2 * Math.log(1 - u()));
    const theta = 2 * Math.PI * u();
    spare = r * Math.sin(theta);
    return r * Math.cos(theta);
  };
}
