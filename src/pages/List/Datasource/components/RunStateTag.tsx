/** A run's state as a coloured tag with its name (colour never alone). */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import type { RunRecord } from '@common/contract/datasource';

const COLOR: Record<RunRecord['state'], string> = { running: 'processing', success: 'success', failed: 'error', skipped: 'default' };

export default function RunStateTag({ state }: { state: RunRecord['state'] }) {
  const intl = useIntl();
  return <Tag color={COLOR[state]}>{intl.formatMessage({ id: `datasource.runState.${state}` })}</Tag>;
}
