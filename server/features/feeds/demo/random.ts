/**
 * Seeded randomness for the demo simulator: the same seed gives the same numbers on every machine. sfc32 (a small,
 * fast generator with good statistics) seeded from a string through a 32-bit FNV-1a hash; normals by Box-Muller.
 */

/** FNV-1a over the text: a 32-bit seed from a key such as `demo|brent|day:20123`. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A uniform generator in [0, 1) from the key (sfc32). */
export function uniform(key: string): () => number {
  let a = hash32(key);
  let b = hash32(`${key}#b`);
  let c = hash32(`${key}#c`);
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
export function normals(key: string): () => number {
  const u = uniform(key);
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
