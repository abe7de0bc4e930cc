/**
 * One indicator of the clock (growth or inflation): a series address from the catalogue, or a CSV / Excel file of
 * date,value rows read in the browser with a preview and every bad row listed (a file with errors is not used).
 */
import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, List, Segmented, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import SeriesPicker from '@/components/market/SeriesPicker';
import { barDate } from '../../components/format';
import type { IndicatorChoice } from '../data';
import { readIndicatorFile, type RowError } from '../indicatorFile';

const PREVIEW_ROWS = 5;

export default function IndicatorInput({ label, value, onChange }: { label: string; value: IndicatorChoice; onChange: (choice: IndicatorChoice) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [mode, setMode] = useState<'address' | 'file'>(value?.kind ?? 'address');
  const [errors, setErrors] = useState<{ name: string; errors: RowError[] } | null>(null);

  const pick = async (file: File) => {
    const read = await readIndicatorFile(file);
    if (read.errors.length > 0) {
      setErrors({ name: file.name, errors: read.errors });
      onChange(null);
    } else {
      setErrors(null);
      onChange({ kind: 'file', name: file.name, points: read.points });
    }
  };

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Space wrap>
        <Typography.Text strong>{label}</Typography.Text>
        <Segmented
          aria-label={f('cycle.source', { label })}
          value={mode}
          options={[
            { value: 'address', label: f('cycle.source.address') },
            { value: 'file', label: f('cycle.source.file') },
          ]}
          onChange={(next) => {
            setMode(next as 'address' | 'file');
            setErrors(null);
            onChange(null);
          }}
        />
      </Space>
      {mode === 'address' ? (
        <SeriesPicker
          label={label}
          allowClear
          value={value?.kind === 'address' ? value.address : null}
          onChange={(address) => onChange(address ? { kind: 'address', address } : null)}
        />
      ) : (
        <Upload
          accept=".csv,.txt,.xlsx"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void pick(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} aria-label={f('cycle.import.button', { label })}>
            {f('cycle.import.button', { label })}
          </Button>
        </Upload>
      )}
      {mode === 'file' && value?.kind === 'file' && (
        <div data-testid={`preview-${label}`}>
          <Typography.Text type="secondary">{f('cycle.import.preview', { name: value.name, n: value.points.length })}</Typography.Text>
          <List
            size="small"
            dataSource={value.points.slice(-PREVIEW_ROWS)}
            renderItem={([ts, v]) => (
              <List.Item>
                {barDate(ts)}: {intl.formatNumber(v)}
              </List.Item>
            )}
          />
        </div>
      )}
      {errors && (
        <Alert
          type="error"
          showIcon
          message={f('cycle.import.refused', { name: errors.name, n: errors.errors.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {errors.errors.slice(0, 20).map((e) => (
                <li key={`${e.row}-${e.code}`}>
                  {e.row > 0 ? f('cycle.import.row', { row: e.row }) : null}
                  {f(`cycle.import.error.${e.code}`)}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Space>
  );
}
