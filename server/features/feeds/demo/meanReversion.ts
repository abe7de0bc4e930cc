/**
 * The random walk with mean reversion the demo simulator uses for every factor: an Ornstein-Uhlenbeck process
 * stepped exactly (not Euler), so a step of one day and 1,440 steps of one minute have the same distribution and
 * the stepping cannot overshoot.
 *   x(t + dt) = mu + (x - mu) e^(-theta dt) + sigma sqrt((1 - e^(-2 theta dt)) / (2 theta)) z,  z ~ N(0, 1)
 * theta per day (1/theta is the typical time to revert), sigma per square-root day.
 */
export interface MeanReversion {
  mu: number;
  theta: number;
  sigma: number;
}

export function ouStep(x: number, p: MeanReversion, dtDays: number, z: number): number {
  const decay = Math.exp(-p.theta * dtDays);
  const sd = p.sigma * Math.sqrt((1 - decay * decay) / (2 * p.theta));
  return p.mu + (x - p.mu) * decay + sd * z;
}

/** Long-run standard deviation of the process: sigma / sqrt(2 theta). */
export const stationarySd = (p: MeanReversion): number => p.sigma / Math.sqrt(2 * p.theta);

/**
 * A Brownian bridge of `steps` steps from 0 to 0 scaled to standard deviation about `sigma` at its middle: the
 * intraday wiggle between two daily values (which keeps the daily values exactly where the daily walk put them).
 */
export function bridge(steps: number, sigma: number, z: () => number): Float64Array {
  const w = new Float64Array(steps + 1);
  const stepSd = (2 * sigma) / Math.sqrt(steps);
  for (let i = 1; i <= steps; i++) w[i] = w[i - 1] + stepSd * z();
  const endValue = w[steps];
  for (let i = 0; i <= steps; i++) w[i] -= (i / steps) * endValue;
  return w;
}
