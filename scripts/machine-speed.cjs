/**
 * A fixed single-threaded workload, the same on every run (hashing, sorting, integer arithmetic, JSON): the
 * milliseconds it takes say how fast this machine is at the moment. The same commit's clean-clone run took 631 s on
 * one day and 1,964 s on another (docs/test-run-time.md), so a run's time is read beside this figure. Printed by
 * scripts/test-all.sh when the run starts; it measures, it never fails.
 */
const { createHash } = require('node:crypto');

const started = process.hrtime.bigint();
const hash = createHash('sha256');
const block = Buffer.alloc(1 << 20, 7);
for (let i = 0; i < 256; i += 1) hash.update(block);
hash.digest();
const numbers = Array.from({ length: 1_000_000 }, (_, i) => (i * 2_654_435_761) % 1_000_003);
numbers.sort((a, b) => a - b);
let sum = 0;
for (let i = 0; i < 30_000_000; i += 1) sum = (sum + Math.imul(i, 31)) | 0;
JSON.parse(JSON.stringify(numbers));
// Kept, so the loop above is not optimised away.
globalThis.machineSpeedSum = sum;
console.log(`${Math.round(Number(process.hrtime.bigint() - started) / 1e6)} ms`);
