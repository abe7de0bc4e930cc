/**
 * Publishing a page at `/report/<slug>` for chosen users and roles (route/save): a slug, a page the user may read
 * (page/list), users and roles. Administrators pick users by name and roles from the role list; other publishers,
 * who may not call those, type role names and user ids. Re-publishing a slug replaces its lists.
 */
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { ReportSlug, type RouteInfo, type RouteSaveBody } from '@common/contract/builder';
import { formFailure } from '@/utils/apiError';
import { usePages, usePublish, useRoles, useUserOptions } from '../service';

const SLUG = new RegExp(ReportSlug.pattern ?? '');

export interface PublishFormProps {
  /** The route to re-list, or null for a new one. */
  editing: RouteInfo | null;
  open: boolean;
  onClose: () => void;
}

export default function PublishForm({ editing, open, onClose }: PublishFormProps) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const { isAdmin } = useAccess() as { isAdmin?: boolean };
  const [form] = Form.useForm<RouteSaveBody>();
  const [keyword, setKeyword] = useState('');
  const pages = usePages();
  const roles = useRoles(Boolean(isAdmin));
  const users = useUserOptions(keyword, Boolean(isAdmin) && open);
  const publish = usePublish();
  const failure = publish.error ? formFailure(publish.error, ['slug', 'pageId', 'users', 'roles']) : null;

  const submit = (values: RouteSaveBody) =>
    publish.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        onClose();
      },
    });

  return (
    <Modal
      open={open}
      title={f(editing ? 'report.route.edit' : 'report.route.publish')}
      okText={f('report.route.save')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={publish.isPending}
      destroyOnHidden
      forceRender
    >
      {failure?.alert && <Alert type="error" showIcon message={failure.alert} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={editing ? { slug: editing.slug, pageId: editing.pageId, users: editing.users, roles: editing.roles } : { users: [], roles: [] }}
        key={editing?.slug ?? 'new'}
        data-testid="publish-form"
      >
        <Form.Item
          name="slug"
          label={f('report.route.slug')}
          extra={f('report.route.slugHelp')}
          rules={[{ required: true, pattern: SLUG, message: f('report.route.slugInvalid') }]}
          validateStatus={failure?.fields.slug ? 'error' : undefined}
          help={failure?.fields.slug}
        >
          <Input prefix="/report/" disabled={Boolean(editing)} dir="ltr" />
        </Form.Item>
        <Form.Item name="pageId" label={f('report.route.page')} rules={[{ required: true, message: f('report.route.pageRequired') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={pages.isPending}
            options={(pages.data ?? []).map((p) => ({ value: p.id, label: p.title }))}
            aria-label={f('report.route.page')}
          />
        </Form.Item>
        <Form.Item name="roles" label={f('report.route.roles')}>
          <Select
            mode="tags"
            aria-label={f('report.route.roles')}
            options={(roles.data ?? []).map((r) => ({ value: r.name, label: r.name }))}
            placeholder={isAdmin ? undefined : f('report.route.rolesTyped')}
          />
        </Form.Item>
        <Form.Item name="users" label={f('report.route.users')} extra={isAdmin ? undefined : f('report.route.usersById')}>
          <Select
            mode={isAdmin ? 'multiple' : 'tags'}
            aria-label={f('report.route.users')}
            showSearch
            filterOption={!isAdmin}
            onSearch={setKeyword}
            options={(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
