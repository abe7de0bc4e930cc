/**
 * Publishing a version (administrators): version string and release note, confirmed first because every
 * open console whose main version differs shows the update notice at its next version check.
 */
import { useIntl } from '@umijs/max';
import { Alert, Button, Form, Input, message, Modal } from 'antd';
import { useState } from 'react';
import { BUILD_VERSION, VERSION_POLL_INTERVAL_MS } from '@/constants';
import { VersionSetBody, VersionString } from '@common/contract/setting';
import { isVersionString } from '@common/contract/versionFormat';
import { failureMessage, fieldMessages } from '@/utils/apiError';
import { isMajorUpdate } from '@/utils/version';
import { usePublishVersion } from '../service';

/** The contract's limits of VersionSetBody and its format (date.build, the server's own check), checked before the call. */
export const VERSION_MAX = VersionString.maxLength as number;
export const NOTE_MAX = VersionSetBody.properties.note.maxLength as number;

interface Values {
  version: string;
  note?: string;
}

export default function PublishVersion({ onPublished }: { onPublished: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form] = Form.useForm<Values>();
  const publishVersion = usePublishVersion();
  const [error, setError] = useState<string | null>(null);

  const publish = async ({ version, note }: Values) => {
    setError(null);
    try {
      const { data } = await publishVersion.mutateAsync({ version: version.trim(), ...(note?.trim() ? { note: note.trim() } : {}) });
      message.success(f('about.publish.done', { version: data.version }));
      form.resetFields();
      onPublished();
    } catch (failure) {
      const fields = fieldMessages(failure);
      const known = (['version', 'note'] as const).filter((name) => fields[name]);
      if (known.length) form.setFields(known.map((name) => ({ name, errors: [fields[name]] })));
      else setError(failureMessage(failure));
    }
  };

  const confirm = (values: Values) => {
    const version = values.version.trim();
    Modal.confirm({
      title: f('about.publish.confirmTitle', { version }),
      content: isMajorUpdate(version, BUILD_VERSION)
        ? f('about.publish.confirmMajor', { minutes: VERSION_POLL_INTERVAL_MS / 60_000 })
        : f('about.publish.confirmMinor'),
      okText: f('about.publish.submit'),
      cancelText: f('common.cancel'),
      onOk: () => publish(values),
    });
  };

  return (
    <div style={{ maxInlineSize: 560 }}>
      <Alert type="info" showIcon style={{ marginBlockEnd: 16 }} message={f('about.publish.hint', { minutes: VERSION_POLL_INTERVAL_MS / 60_000 })} />
      {error ? <Alert type="error" showIcon role="alert" style={{ marginBlockEnd: 16 }} message={error} /> : null}
      <Form<Values> form={form} layout="vertical" onFinish={confirm}>
        <Form.Item
          name="version"
          label={f('about.publish.version')}
          extra={f('about.publish.versionHelp')}
          rules={[
            { required: true, whitespace: true, message: f('validation.required', { field: f('about.publish.version') }) },
            { max: VERSION_MAX, message: f('validation.maxLength', { max: VERSION_MAX }) },
            {
              validator: (_rule, value?: string) =>
                !value?.trim() || isVersionString(value.trim()) ? Promise.resolve() : Promise.reject(new Error(f('about.publish.versionPattern'))),
            },
          ]}
        >
          <Input dir="ltr" placeholder={BUILD_VERSION} />
        </Form.Item>
        <Form.Item name="note" label={f('about.publish.note')} rules={[{ max: NOTE_MAX, message: f('validation.maxLength', { max: NOTE_MAX }) }]}>
          <Input.TextArea rows={3} showCount maxLength={NOTE_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={publishVersion.isPending}>
          {f('about.publish.submit')}
        </Button>
      </Form>
    </div>
  );
}
