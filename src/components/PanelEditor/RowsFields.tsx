/** A live panel's rows, or a table panel's rows and columns, each with the trailing window of its z-score and percentile. */
import { useIntl } from '@umijs/max';
import { Form, InputNumber, Select } from 'antd';
import { DEFAULT_SCORE_WINDOW, type PanelOf, type TableColumn } from '@common/contract/pageSpec';
import SeriesListField from './SeriesListField';

const COLUMNS: readonly TableColumn[] = ['last', 'change', 'changePct', 'zScore', 'percentile', 'mean', 'min', 'max', 'time', 'unit'];

type Rows = PanelOf<'live'> | PanelOf<'table'>;

export default function RowsFields<P extends Rows>({ panel, onChange }: { panel: P; onChange: (panel: P) => void }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Form.Item label={f('builderEditor.rows')}>
        <SeriesListField
          items={panel.rows}
          max={panel.kind === 'live' ? 40 : 100}
          fresh={() => ({ address: '' })}
          onChange={(rows) => onChange({ ...panel, rows })}
        />
      </Form.Item>
      {panel.kind === 'table' && (
        <Form.Item label={f('builderEditor.table.columns')}>
          <Select<TableColumn[]>
            mode="multiple"
            aria-label={f('builderEditor.table.columns')}
            value={panel.columns}
            options={COLUMNS.map((c) => ({ value: c, label: f(`builderEditor.column.${c}`) }))}
            onChange={(columns) => onChange({ ...panel, columns: columns.length ? columns : panel.columns })}
          />
        </Form.Item>
      )}
      <Form.Item label={f('builderEditor.window')}>
        <InputNumber
          aria-label={f('builderEditor.window')}
          min={20}
          max={2520}
          precision={0}
          value={panel.window ?? DEFAULT_SCORE_WINDOW}
          onChange={(window) => onChange({ ...panel, window: window ?? DEFAULT_SCORE_WINDOW })}
        />
      </Form.Item>
    </>
  );
}
