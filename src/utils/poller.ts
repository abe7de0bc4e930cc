/**
 * A poller that never runs while the page is hidden (spec 4): the timer stops when the page hides,
 * and when it shows again the job runs at once and the timer is re-armed. A tick that still fires
 * while hidden (the page hid after the timer was armed and the event was missed) is skipped too.
 * Written here rather than ahooks v2's `pollingWhenHidden`, which fires once after hiding.
 */
export interface PollerOptions {
  intervalMs: number;
  /** The job; its own errors are its business (a rejected promise is only logged). */
  run: () => unknown;
  doc?: Document;
}

function logPollError(error: unknown) {
  console.error('[poll]', error);
}

/** Starts polling; returns the function that stops it. */
export function startPoller({ intervalMs, run, doc = document }: PollerOptions): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;

  const fire = () => {
    if (doc.hidden) return;
    try {
      const result = run() as { catch?: (cb: (e: unknown) => void) => unknown } | undefined;
      if (result && typeof result.catch === 'function') result.catch(logPollError);
    } catch (error) {
      logPollError(error);
    }
  };
  const disarm = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const arm = () => {
    disarm();
    timer = setInterval(fire, intervalMs);
  };
  const onVisibilityChange = () => {
    if (doc.hidden) {
      disarm();
    } else {
      fire();
      arm();
    }
  };

  doc.addEventListener('visibilitychange', onVisibilityChange);
  if (!doc.hidden) {
    fire();
    arm();
  }
  return () => {
    disarm();
    doc.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
