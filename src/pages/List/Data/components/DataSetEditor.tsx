/**
 * The editor of one data set: name, inputs (series picker), formula, transforms in order, unit, visibility; the live
 * preview beside it, the "used by" list of a saved one, and save. A refused save names its fields in the user's language.
 */
import { Alert, Button, Card, Checkbox, Col, Input, message, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { failureMessage, fieldMessages } from '@/utils/apiError';
import type { EditorState } from '../data';
import { useDataSet, useSaveDataSet } from '../service';
import { definitionOf, nextInputName } from './editorState';
import InputList from './InputList';
import PreviewChart from './PreviewChart';
import TransformList from './TransformList';
import UsedBy from './UsedBy';
import { useText } from './useText';

interface Props {
  initial: EditorState;
  onClose: () => void;
}

export default function DataSetEditor({ initial, onClose }: Props) {
  const t = useText();
  const [state, setState] = useState<EditorState>(initial);
  const save = useSaveDataSet();
  const saved = useDataSet(state.id);
  const definition = definitionOf(state);
  const patch = (p: Partial<EditorState>) => setState((s) => ({ ...s, ...p }));
  const onSave = () => {
    if (!definition) return;
    save.mutate(
      { ...(state.id ? { id: state.id } : {}), name: state.name.trim(), definition: { ...definition, unit: state.unit.trim() }, shared: state.shared },
      {
        onSuccess: (res) => {
          patch({ id: res.data.id });
          void message.success(t('dataSet.saved', { address: res.data.address }));
        },
      },
    );
  };
  const fields = save.isError ? Object.entries(fieldMessages(save.error)) : [];
  return (
    <Card
      title={state.id ? t('dataSet.editor.edit', { name: initial.name }) : t('dataSet.editor.new')}
      extra={state.id && <Typography.Text code copyable data-testid="dataset-address">{`set:${state.id}`}</Typography.Text>}
      data-testid="dataset-editor"
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={12}>
          <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
            <div>
              <Typography.Text strong>{t('dataSet.editor.name')}</Typography.Text>
              <Input value={state.name} maxLength={100} onChange={(e) => patch({ name: e.target.value })} aria-label={t('dataSet.editor.name')} />
            </div>
            <InputList inputs={state.inputs} onChange={(inputs) => patch({ inputs })} next={nextInputName(state)} />
            <div>
              <Typography.Text strong>{t('dataSet.editor.formula')}</Typography.Text>
              <Input value={state.formula} maxLength={500} onChange={(e) => patch({ formula: e.target.value })} aria-label={t('dataSet.editor.formula')} />
              <Typography.Text type="secondary">{t('dataSet.editor.formulaHint')}</Typography.Text>
            </div>
            <TransformList transforms={state.transforms} onChange={(transforms) => patch({ transforms })} />
            <div>
              <Typography.Text strong>{t('dataSet.editor.unit')}</Typography.Text>
              <Input
                value={state.unit}
                maxLength={20}
                onChange={(e) => patch({ unit: e.target.value })}
                aria-label={t('dataSet.editor.unit')}
                style={{ inlineSize: 160 }}
              />
            </div>
            <Checkbox checked={state.shared} onChange={(e) => patch({ shared: e.target.checked })}>
              {t('dataSet.editor.shared')}
            </Checkbox>
            {save.isError && (
              <Alert
                type="error"
                showIcon
                message={failureMessage(save.error)}
                description={fields.length ? `${t('dataSet.editor.errors')} ${fields.map(([f, m]) => `${f}: ${m}`).join('; ')}` : undefined}
              />
            )}
            <Space>
              <Button type="primary" onClick={onSave} loading={save.isPending} disabled={!definition || !state.name.trim() || !state.unit.trim()}>
                {t('dataSet.editor.save')}
              </Button>
              <Button onClick={onClose}>{t('dataSet.editor.cancel')}</Button>
            </Space>
          </Space>
        </Col>
        <Col xs={24} xl={12}>
          <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
            <PreviewChart definition={definition} name={state.name} />
            {state.id && <UsedBy usedBy={saved.data?.usedBy} />}
          </Space>
        </Col>
      </Row>
    </Card>
  );
}
