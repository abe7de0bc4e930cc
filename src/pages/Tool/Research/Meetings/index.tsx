/**
 * /tool/research/internal (docs/research/meetings.md): internal meeting records. A list with full-text search
 * and filters, an editor drawer with a live markdown preview, each meeting's history, and the user's own action
 * items with the reminder lead time. A notice's link (`?meeting=<id>`) opens that meeting; an exported meeting's
 * attachment link (`&attachment=<file id>`) also downloads that file.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useLocation } from '@umijs/max';
import { Card, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { HowToUse } from '@/components/Analytics';
import HistoryDrawer from './components/HistoryDrawer';
import MeetingEditor from './components/MeetingEditor';
import MeetingList from './components/MeetingList';
import MyActionItems from './components/MyActionItems';
import { useText } from '@/hooks/useText';

export default function MeetingsPage() {
  const f = useText();
  const { search } = useLocation();
  const [linked] = useState(() => {
    const params = new URLSearchParams(search);
    return { meeting: params.get('meeting'), attachment: params.get('attachment') };
  });
  const [editing, setEditing] = useState<string | null>(linked.meeting);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const open = useCallback((id: string) => setEditing(id), []);
  const create = useCallback(() => setEditing('new'), []);

  return (
    <PageContainer title={f('menu.tool.research.internal')} content={f('meetings.intro')}>
      <div style={{ marginBlockEnd: 16 }}>
        <HowToUse i18nKey="meetings.howToUse.text" />
      </div>
      <Card>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'list', label: f('meetings.tab.list'), children: <MeetingList onOpen={open} onHistory={setHistoryOf} onCreate={create} /> },
            { key: 'mine', label: f('meetings.tab.mine'), children: <MyActionItems onOpen={open} /> },
          ]}
        />
      </Card>
      <MeetingEditor
        target={editing}
        onClose={() => setEditing(null)}
        onHistory={setHistoryOf}
        onSaved={setEditing}
        attachment={editing && editing === linked.meeting ? linked.attachment : null}
      />
      <HistoryDrawer meetingId={historyOf} onClose={() => setHistoryOf(null)} />
    </PageContainer>
  );
}
