/**
 * The number check of one turn (common/assistant/numberCheck.ts) as a worker task: run by checkPool.ts when the turn's
 * tool outputs are large (the check sorts every number they hold), inline otherwise.
 */
import { type CheckInput, checkNumbers, type NumberCheck } from '../../../common/assistant/numberCheck';

export function runCheck(input: CheckInput): NumberCheck {
  return checkNumbers(input);
}
