/**
 * The form of a panel: its title and note, then the fields of its kind (history, live, table, text, seasonal, events).
 * The other kinds, and fields without a form (a history panel's reference band, a series' label or per-unit
 * addresses), are edited in the JSON tab.
 */
import { useIntl } from '@umijs/max';
import { Alert, Form, Input } from 'antd';
import type { PanelSpec } from '@common/contract/pageSpec';
import EventsFields from './EventsFields';
import { textValue, typedText } from './fieldText';
import HistoryFields from './HistoryFields';
import RowsFields from './RowsFields';
import SeasonalFields from './SeasonalFields';
import TextFields from './TextFields';

/** The kinds with a form of their own. */
export const KINDS_WITH_FORM = new Set<PanelSpec['kind']>(['history', 'live', 'table', 'text', 'seasonal', 'events']);

function KindFields({ panel, onChange }: { panel: PanelSpec; onChange: (panel: PanelSpec) => void }) {
  const intl = useIntl();
  switch (panel.kind) {
    case 'history':
      return <HistoryFields panel={panel} onChange={onChange} />;
    case 'live':
    case 'table':
      return <RowsFields panel={panel} onChange={onChange} />;
    case 'text':
      return <TextFields panel={panel} onChange={onChange} />;
    case 'seasonal':
      return <SeasonalFields panel={panel} onChange={onChange} />;
    case 'events':
      return <EventsFields panel={panel} onChange={onChange} />;
    default:
      return <Alert type="info" showIcon message={intl.formatMessage({ id: 'builderEditor.noForm' })} />;
  }
}

export default function PanelForm({ panel, onChange }: { panel: PanelSpec; onChange: (panel: PanelSpec) => void }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const note = textValue(intl, panel.note);
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={f('builderEditor.panel.title')} required>
        <Input
          aria-label={f('builderEditor.panel.title')}
          maxLength={500}
          value={textValue(intl, panel.title)}
          onChange={(e) => onChange({ ...panel, title: typedText(e.target.value) })}
        />
      </Form.Item>
      <Form.Item label={f('builderEditor.panel.note')}>
        <Input
          aria-label={f('builderEditor.panel.note')}
          maxLength={500}
          value={note}
          onChange={(e) => {
            const { note: _old, ...rest } = panel;
            onChange((e.target.value ? { ...rest, note: typedText(e.target.value) } : rest) as PanelSpec);
          }}
        />
      </Form.Item>
      <KindFields panel={panel} onChange={onChange} />
    </Form>
  );
}
