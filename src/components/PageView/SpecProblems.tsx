/**
 * `<SpecProblems>`: the alert that lists what is wrong with a spec, one problem a line. Used by `<PageView>` (a spec
 * that fails validation), the builder's panel preview (a panel still missing what it needs to draw) and the builder's
 * editors (what stops a save), so they read alike. A problem given as a string is a path in the spec's own
 * (left-to-right) terms; one given as content is drawn as it is, under its key.
 */
import { Alert } from 'antd';
import type { ReactNode } from 'react';

export type SpecProblem = string | { key: string; content: ReactNode };

export interface SpecProblemsProps {
  /** `error` where the spec cannot be drawn or saved; `warning` where it only waits for the author. */
  type: 'error' | 'warning';
  /** The headline, already in the reader's language. */
  message: string;
  problems: readonly SpecProblem[];
  'data-testid'?: string;
}

export default function SpecProblems({ type, message, problems, 'data-testid': testId }: SpecProblemsProps) {
  return (
    <Alert
      type={type}
      showIcon
      data-testid={testId}
      message={message}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {problems.map((p) =>
            typeof p === 'string' ? (
              <li key={p} dir="ltr">
                {p}
              </li>
            ) : (
              <li key={p.key}>{p.content}</li>
            ),
          )}
        </ul>
      }
    />
  );
}
