/**
 * `<SpecProblems>`: the alert that lists what is wrong with a spec, one problem a line, each a path and what is wrong
 * there. Used by `<PageView>` (a spec that fails validation) and the builder's panel preview (a panel still missing
 * what it needs to draw), so the two read alike. The problems are paths in the spec's own (left-to-right) terms.
 */
import { Alert } from 'antd';

export interface SpecProblemsProps {
  /** `error` where the spec cannot be drawn; `warning` where it only waits for the author. */
  type: 'error' | 'warning';
  /** The headline, already in the reader's language. */
  message: string;
  problems: readonly string[];
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
          {problems.map((p) => (
            <li key={p} dir="ltr">
              {p}
            </li>
          ))}
        </ul>
      }
    />
  );
}
