/** One source in a drawer (full width on phones): overview, schedule, credentials, file import, update now. */
import { Badge, Drawer, Grid, Tabs } from 'antd';
import { BADGE } from '@/components/SourceStates';
import type { SourceRow } from '../data';
import CredentialsPanel from './CredentialsPanel';
import ImportLayout from './ImportLayout';
import ScheduleForm from './ScheduleForm';
import SourceOverview from './SourceOverview';
import UpdateNow from './UpdateNow';
import { useRunText } from './useRunText';

const DRAWER_WIDTH = 640;

interface Props {
  row: SourceRow | null;
  isAdmin: boolean;
  onClose: () => void;
}

export default function SourceDrawer({ row, isAdmin, onClose }: Props) {
  const { f } = useRunText();
  const screens = Grid.useBreakpoint();
  const status = row?.status;
  return (
    <Drawer
      open={!!row}
      onClose={onClose}
      width={screens.md ? DRAWER_WIDTH : '100%'}
      destroyOnHidden
      title={row ? <Badge status={BADGE[row.state]} text={row.name} /> : null}
    >
      {row && (
        <Tabs
          items={[
            { key: 'overview', label: f('datasource.tab.overview'), children: <SourceOverview row={row} /> },
            ...(status
              ? [
                  { key: 'schedule', label: f('datasource.tab.schedule'), children: <ScheduleForm status={status} name={row.name} isAdmin={isAdmin} /> },
                  {
                    key: 'credentials',
                    label: f('datasource.tab.credentials'),
                    children: <CredentialsPanel status={status} name={row.name} isAdmin={isAdmin} />,
                  },
                  { key: 'import', label: f('datasource.tab.import'), children: <ImportLayout status={status} /> },
                ]
              : []),
            {
              key: 'update',
              label: f('datasource.tab.update'),
              children: <UpdateNow source={row.source} name={row.name} updatable={row.updatable} enabled={status?.enabled ?? true} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
