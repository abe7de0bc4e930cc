/**
 * Add or edit a research feed in a drawer. The form checks what it can (required fields, an http(s) address, five
 * cron fields) before sending; the server's checks come back as field errors (URL, cron, a taken name) and are
 * shown under their fields, with whatever the user typed kept.
 */
import { AutoComplete, Alert, Button, Drawer, Form, Input, Select, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { DOCUMENT_KINDS } from '@common/contract/library';
import {
  FEED_NAME_MAX,
  FEED_PUBLISHER_MAX,
  FEED_SCHEDULE_PRESETS,
  FEED_URL_MAX,
  type ResearchFeedRow,
  type ResearchFeedSettings,
} from '@common/contract/researchFeeds';
import { useText } from '@/hooks/useText';
import { formFailure } from '@/utils/apiError';
import { useSaveFeed } from './service';

const FIELDS = ['name', 'url', 'kind', 'publisher', 'products', 'regions', 'language', 'cron', 'enabled'] as const;
const LANGUAGES = ['zh-CN', 'en-US', 'other'] as const;

const DEFAULTS: ResearchFeedSettings = {
  name: '',
  url: '',
  kind: 'report',
  publisher: '',
  products: [],
  regions: [],
  language: 'zh-CN',
  cron: '0 * * * *',
  enabled: true,
};

/** True for an absolute http or https address (what the server polls). */
export function isFeedUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

interface Props {
  /** The feed edited, `'new'` to add one, null when closed. */
  feed: ResearchFeedRow | 'new' | null;
  onClose: () => void;
  onSaved: (row: ResearchFeedRow) => void;
}

export default function FeedEditDrawer({ feed, onClose, onSaved }: Props) {
  const f = useText();
  const [form] = Form.useForm<ResearchFeedSettings>();
  const save = useSaveFeed();
  const [alert, setAlert] = useState<string | null>(null);
  const editing = feed !== null && feed !== 'new' ? feed : null;

  useEffect(() => {
    if (feed === null) return;
    setAlert(null);
    form.resetFields();
    form.setFieldsValue(editing ? pickSettings(editing) : DEFAULTS);
  }, [feed, editing, form]);

  const submit = async (values: ResearchFeedSettings) => {
    setAlert(null);
    try {
      const saved = await save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) });
      onSaved(saved.data);
    } catch (e) {
      const failure = formFailure(e, FIELDS);
      setAlert(failure.alert);
      form.setFields(Object.entries(failure.fields).map(([name, message]) => ({ name: name as keyof ResearchFeedSettings, errors: [message] })));
    }
  };

  const required = { required: true, whitespace: true, message: f('researchFeeds.error.required') };
  const presets = FEED_SCHEDULE_PRESETS.map((p) => `${f(`researchFeeds.preset.${p.key}`)} (${p.cron})`).join(', ');
  return (
    <Drawer
      open={feed !== null}
      onClose={onClose}
      width={560}
      destroyOnClose
      title={editing ? f('researchFeeds.edit.titleEdit', { name: editing.name }) : f('researchFeeds.edit.titleNew')}
      extra={
        <Space>
          <Button onClick={onClose}>{f('researchFeeds.edit.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {f('researchFeeds.edit.save')}
          </Button>
        </Space>
      }
    >
      {alert && <Alert type="error" showIcon message={alert} style={{ marginBlockEnd: 16 }} />}
      <Form<ResearchFeedSettings> form={form} layout="vertical" onFinish={submit} name="research-feed">
        <Form.Item name="name" label={f('researchFeeds.field.name')} rules={[required]}>
          <Input maxLength={FEED_NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="url"
          label={f('researchFeeds.field.url')}
          rules={[
            required,
            { validator: async (_, v: string) => (!v?.trim() || isFeedUrl(v) ? undefined : Promise.reject(new Error(f('researchFeeds.error.url')))) },
          ]}
        >
          <Input maxLength={FEED_URL_MAX} dir="ltr" placeholder="https://example.com/feed.xml" />
        </Form.Item>
        <Form.Item name="kind" label={f('researchFeeds.field.kind')} rules={[{ required: true, message: f('researchFeeds.error.required') }]}>
          <Select options={DOCUMENT_KINDS.map((k) => ({ value: k, label: f(`library.kind.${k}`) }))} />
        </Form.Item>
        <Form.Item name="publisher" label={f('researchFeeds.field.publisher')} rules={[required]}>
          <Input maxLength={FEED_PUBLISHER_MAX} />
        </Form.Item>
        <Form.Item name="products" label={f('researchFeeds.field.products')} extra={f('researchFeeds.field.tagsHelp')}>
          <Select mode="tags" open={false} suffixIcon={null} aria-label={f('researchFeeds.field.products')} />
        </Form.Item>
        <Form.Item name="regions" label={f('researchFeeds.field.regions')} extra={f('researchFeeds.field.tagsHelp')}>
          <Select mode="tags" open={false} suffixIcon={null} aria-label={f('researchFeeds.field.regions')} />
        </Form.Item>
        <Form.Item name="language" label={f('researchFeeds.field.language')}>
          <Select options={LANGUAGES.map((l) => ({ value: l, label: f(`researchFeeds.language.${l}`) }))} />
        </Form.Item>
        <Form.Item
          name="cron"
          label={f('researchFeeds.field.cron')}
          extra={f('researchFeeds.cron.help', { presets })}
          rules={[
            required,
            {
              validator: async (_, v: string) =>
                !v?.trim() || v.trim().split(/\s+/).length === 5 ? undefined : Promise.reject(new Error(f('researchFeeds.error.cron'))),
            },
          ]}
        >
          <AutoComplete options={FEED_SCHEDULE_PRESETS.map((p) => ({ value: p.cron, label: `${f(`researchFeeds.preset.${p.key}`)} · ${p.cron}` }))}>
            <Input dir="ltr" />
          </AutoComplete>
        </Form.Item>
        <Form.Item name="enabled" label={f('researchFeeds.field.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

function pickSettings(row: ResearchFeedRow): ResearchFeedSettings {
  const { name, url, kind, publisher, products, regions, language, cron, enabled } = row;
  return { name, url, kind, publisher, products, regions, language, cron, enabled };
}
