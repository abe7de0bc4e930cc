/**
 * The drop zone: several files at once, each checked against the limits before anything is sent (the
 * limits are printed in the zone), then uploaded with its own progress bar. Refused files and failed
 * uploads are reported by name in the user's language. The file list reloads by itself (service.ts).
 */
import { InboxOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { message, Upload, type UploadProps } from 'antd';
import { FILE_ALLOWED_EXTENSIONS, FILE_MAX_BYTES } from '@common/contract/fileUpload';
import { failureMessage } from '@/utils/apiError';
import { useUploadFile } from '@/services/uploadFile';
import { ACCEPT_ATTRIBUTE, formatBytes, uploadProblem } from '@/utils/fileRules';

export default function UploadPanel() {
  const intl = useIntl();
  const upload = useUploadFile();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const props: UploadProps = {
    name: 'file',
    multiple: true,
    accept: ACCEPT_ATTRIBUTE,
    beforeUpload: (file) => {
      const problem = uploadProblem(file);
      if (!problem) return true;
      message.error(`${file.name}: ${f(problem, { max: formatBytes(FILE_MAX_BYTES, intl.locale) })}`);
      return Upload.LIST_IGNORE;
    },
    customRequest: ({ file, onProgress, onSuccess, onError }) => {
      const chosen = file as File;
      upload
        .mutateAsync({ file: chosen, onProgress: (percent) => onProgress?.({ percent }) })
        .then((fileId) => {
          onSuccess?.({ fileId });
          message.success(f('fileUpload.upload.done', { name: chosen.name }));
        })
        .catch((error) => {
          const text = failureMessage(error);
          // The notice says it at once; the list item keeps it as its tooltip.
          message.error(`${chosen.name}: ${text}`);
          onError?.(Object.assign(new Error(text), { name: 'UploadError' }));
        });
    },
  };

  return (
    <Upload.Dragger {...props} data-testid="file-drop-zone">
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{f('fileUpload.upload.drop')}</p>
      <p className="ant-upload-hint">
        {f('fileUpload.upload.limits', { max: formatBytes(FILE_MAX_BYTES, intl.locale), types: FILE_ALLOWED_EXTENSIONS.join(', ') })}
      </p>
    </Upload.Dragger>
  );
}
