/**
 * The upload and edit drawer. Upload: format (PDF, HTML, markdown), one file checked before anything is sent
 * (uploadRules.ts), the metadata, attachments from the caller's file-management files; progress by stage with the
 * bytes' percentage, cancellable. Edit (`doc` given): the same metadata, saved with document/update. A refused file
 * is said under the picker (checked here or answered by the server); field errors go under their fields.
 */
import { UploadOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Alert, AutoComplete, Button, DatePicker, Drawer, Form, Input, message, Progress, Radio, Select, Space, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { DOCUMENT_KINDS, RESEARCH_TITLE_MAX, type DocumentKind, type ResearchDocumentDetail, type ResearchDocumentFields } from '@common/contract/library';
import { failureOf, failureMessage, formFailure } from '@/utils/apiError';
import { useText } from '@/hooks/useText';
import type { Dayjs } from 'dayjs';
import { pickerDayOf, utcDayOf } from '../dates';
import { useAttachableFiles, useFilterOptions, useUpdateDocument, useUploadDocument } from '../service';
import { FileRefused, type UploadStage } from '../uploadDocument';
import { acceptOf, fileProblem, formatOfName, maxBytesOf, UPLOAD_FORMATS, type UploadFormat } from '../uploadRules';

interface FormValues {
  kind: DocumentKind;
  title: string;
  publisher: string;
  products: string[];
  regions: string[];
  publishedAt: Dayjs;
  effectiveAt?: Dayjs | null;
  language: ResearchDocumentFields['language'];
  attachments: string[];
}

const FIELDS = ['kind', 'title', 'publisher', 'products', 'regions', 'publishedAt', 'effectiveAt', 'language'];
const LANGUAGES: ResearchDocumentFields['language'][] = ['zh-CN', 'en-US', 'other'];
/** Errors the server gives about the file itself: shown on the file, not above the form. */
const FILE_ERRORS = new Set(['api.error.researchUnsupportedType', 'api.error.researchEmptyFile', 'api.error.researchFileTooLarge']);

const toFields = (v: FormValues): ResearchDocumentFields => ({
  kind: v.kind,
  title: v.title.trim(),
  publisher: v.publisher.trim(),
  products: v.products ?? [],
  regions: v.regions ?? [],
  publishedAt: utcDayOf(v.publishedAt),
  effectiveAt: v.effectiveAt ? utcDayOf(v.effectiveAt) : null,
  language: v.language,
});

export interface DocumentFormProps {
  open: boolean;
  onClose: () => void;
  /** Edit this document; absent: upload a new one. */
  doc?: ResearchDocumentDetail;
  /** The kind a new document starts with (the page's first kind). */
  defaultKind: DocumentKind;
}

export default function DocumentForm({ open, onClose, doc, defaultKind }: DocumentFormProps) {
  const f = useText();
  const [form] = Form.useForm<FormValues>();
  const canUseFiles = (useAccess() as Record<string, unknown>).auth_user_fileUpload === true;
  const filters = useFilterOptions();
  const upload = useUploadDocument();
  const update = useUpdateDocument();
  const [format, setFormat] = useState<UploadFormat>('pdf');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ stage: UploadStage; percent: number } | null>(null);
  const [keyword, setKeyword] = useState('');
  const abort = useRef<AbortController | null>(null);
  const files = useAttachableFiles(keyword, open && !doc && canUseFiles);
  const editing = !!doc;
  const busy = upload.isPending || update.isPending;

  // A fresh form each time the drawer opens (upload) or opens on another document (edit).
  useEffect(() => {
    if (!open) return;
    setFile(null);
    setFileError(null);
    setAlert(null);
    setProgress(null);
    form.resetFields();
    form.setFieldsValue(
      doc
        ? {
            kind: doc.kind,
            title: doc.title,
            publisher: doc.publisher,
            products: doc.products,
            regions: doc.regions,
            publishedAt: pickerDayOf(doc.publishedAt),
            effectiveAt: doc.effectiveAt === null ? null : pickerDayOf(doc.effectiveAt),
            language: doc.language,
          }
        : { kind: defaultKind, products: [], regions: [], attachments: [], language: 'zh-CN' },
    );
  }, [open, doc, defaultKind, form]);

  const pick = (picked: File) => {
    // The name decides the format when it names one; the check below then says why a file is refused.
    const named = formatOfName(picked.name);
    const nextFormat = named ?? format;
    if (named) setFormat(named);
    const problem = fileProblem(picked, nextFormat);
    setFile(picked);
    setFileError(problem ? f(problem, { max: Math.round(maxBytesOf(nextFormat) / 1024 / 1024) }) : null);
  };

  const showFailure = (error: unknown) => {
    if (error instanceof FileRefused) {
      setFileError(f(error.problem, { max: Math.round(maxBytesOf(format) / 1024 / 1024) }));
      return;
    }
    if ((error as { name?: string } | null)?.name === 'CanceledError') {
      setAlert(null);
      message.info(f('library.upload.cancelled'));
      return;
    }
    const key = failureOf(error)?.msgKey;
    if (key && FILE_ERRORS.has(key)) {
      setFileError(failureMessage(error));
      return;
    }
    const { alert: text, fields } = formFailure(error, FIELDS);
    form.setFields(Object.entries(fields).map(([name, errors]) => ({ name: name as keyof FormValues, errors: [errors] })));
    setAlert(text);
  };

  const submit = async (values: FormValues) => {
    setAlert(null);
    if (doc) {
      update.mutate(
        { id: doc.id, ...toFields(values) },
        {
          onSuccess: () => {
            message.success(f('library.edit.saved'));
            onClose();
          },
          onError: showFailure,
        },
      );
      return;
    }
    if (!file) {
      setFileError(f('library.upload.noFile'));
      return;
    }
    if (fileError) return;
    const controller = new AbortController();
    abort.current = controller;
    upload.mutate(
      {
        request: { fields: toFields(values), format, file, attachments: values.attachments ?? [] },
        progress: { signal: controller.signal, onStage: (stage, percent) => setProgress({ stage, percent }) },
      },
      {
        onSuccess: () => {
          message.success(f('library.upload.done'));
          onClose();
        },
        onError: showFailure,
        onSettled: () => {
          abort.current = null;
          setProgress(null);
        },
      },
    );
  };

  const options = (list: readonly string[] | undefined) => (list ?? []).map((v) => ({ value: v, label: v }));

  return (
    <Drawer
      open={open}
      onClose={busy ? undefined : onClose}
      width={640}
      title={f(editing ? 'library.edit.title' : 'library.upload.title')}
      destroyOnHidden
      footer={
        <Space>
          <Button type="primary" onClick={() => form.submit()} loading={busy} data-testid="research-form-submit">
            {f(editing ? 'library.edit.save' : 'library.upload.submit')}
          </Button>
          {upload.isPending ? (
            <Button danger onClick={() => abort.current?.abort()}>
              {f('library.upload.cancel')}
            </Button>
          ) : (
            <Button onClick={onClose}>{f('library.form.close')}</Button>
          )}
        </Space>
      }
    >
      {alert && <Alert type="error" showIcon message={alert} style={{ marginBlockEnd: 16 }} />}
      <Form<FormValues> form={form} layout="vertical" onFinish={submit} disabled={busy}>
        {!editing && (
          <>
            <Form.Item label={f('library.upload.format')}>
              <Radio.Group
                value={format}
                onChange={(e) => {
                  setFormat(e.target.value);
                  setFile(null);
                  setFileError(null);
                }}
                optionType="button"
                options={UPLOAD_FORMATS.map((v) => ({ value: v, label: f(`library.format.${v}`) }))}
              />
            </Form.Item>
            {format === 'pdf' && !canUseFiles && <Alert type="warning" showIcon message={f('library.upload.needsFilePage')} style={{ marginBlockEnd: 16 }} />}
            <Form.Item
              label={f('library.upload.file')}
              required
              validateStatus={fileError ? 'error' : undefined}
              help={fileError ?? f(`library.upload.limit.${format === 'pdf' ? 'pdf' : 'text'}`)}
            >
              <Upload
                accept={acceptOf(format)}
                maxCount={1}
                beforeUpload={(picked) => {
                  pick(picked);
                  return false;
                }}
                onRemove={() => {
                  setFile(null);
                  setFileError(null);
                }}
                fileList={file ? [{ uid: 'picked', name: file.name, size: file.size, status: fileError ? 'error' : 'done' }] : []}
              >
                <Button icon={<UploadOutlined />}>{f('library.upload.pick')}</Button>
              </Upload>
            </Form.Item>
          </>
        )}
        <Form.Item name="title" label={f('library.field.title')} rules={[{ required: true, whitespace: true, message: f('library.form.required') }]}>
          <Input maxLength={RESEARCH_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="publisher" label={f('library.field.publisher')} rules={[{ required: true, whitespace: true, message: f('library.form.required') }]}>
          <AutoComplete
            options={options(filters.data?.publishers)}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
            maxLength={100}
          />
        </Form.Item>
        <Form.Item name="kind" label={f('library.field.kind')} rules={[{ required: true }]}>
          <Select options={DOCUMENT_KINDS.map((k) => ({ value: k, label: f(`library.kind.${k}`) }))} />
        </Form.Item>
        <Form.Item name="products" label={f('library.field.products')}>
          <Select mode="tags" options={options(filters.data?.products)} tokenSeparators={[',', '，']} />
        </Form.Item>
        <Form.Item name="regions" label={f('library.field.regions')}>
          <Select mode="tags" tokenSeparators={[',', '，']} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="publishedAt" label={f('library.field.publishedAt')} rules={[{ required: true, message: f('library.form.required') }]}>
            <DatePicker />
          </Form.Item>
          <Form.Item name="effectiveAt" label={f('library.field.effectiveAt')}>
            <DatePicker />
          </Form.Item>
          <Form.Item name="language" label={f('library.field.language')} rules={[{ required: true }]}>
            <Select style={{ minWidth: 140 }} options={LANGUAGES.map((l) => ({ value: l, label: f(`library.language.${l}`) }))} />
          </Form.Item>
        </Space>
        {!editing && (
          <Form.Item
            name="attachments"
            label={f('library.field.attachments')}
            extra={canUseFiles ? f('library.upload.attachmentsHelp') : f('library.upload.needsFilePage')}
          >
            <Select
              mode="multiple"
              showSearch
              filterOption={false}
              onSearch={setKeyword}
              disabled={!canUseFiles}
              loading={files.isFetching}
              options={(files.data?.list ?? []).map((r) => ({ value: r.id, label: r.name }))}
            />
          </Form.Item>
        )}
      </Form>
      {progress && (
        <div data-testid="research-upload-progress">
          <Typography.Text>{f(`library.upload.stage.${progress.stage}`)}</Typography.Text>
          <Progress percent={progress.percent} status={progress.stage === 'processing' ? 'active' : undefined} />
        </div>
      )}
    </Drawer>
  );
}
