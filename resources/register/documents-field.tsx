import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadAnswer } from './registration-api';
import { VisuallyHidden } from '../../src/controls/visually-hidden';
import { isAppError } from '../../providers/http/errors';
import { mediaUrl } from '../../providers/media-url';
import type { UploadedFile } from './body';
import { registrationApi } from './register-services';
import { acceptOf, DOCUMENT_EXTENSIONS, isDocumentAccepted } from './rules';

interface Props {
  id?: string;
  value?: UploadedFile[];
  onChange?: (value: UploadedFile[]) => void;
  addLabel: string;
}

const uploaded = (list: UploadFile<UploadAnswer>[]): UploadedFile[] =>
  list.flatMap((f) => {
    const url = f.response?.url ?? f.url;
    return f.status === 'done' && url ? [{ name: f.name, url }] : [];
  });

/**
 * One kind of shop document (offer, application, questionnaire): several files, each sent as
 * it is chosen (POST /f3/api/v2/documents/). Wrong formats get a toast and are not sent;
 * removing a file says so in a toast. The value holds the uploaded files only.
 */
export function DocumentsField({ id, value = [], onChange, addLabel }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile<UploadAnswer>[]>(() => value.map((v) => ({ uid: v.url, name: v.name, url: mediaUrl(v.url), response: { url: v.url }, status: 'done' })));

  return (
    <Upload<UploadAnswer>
      id={id}
      multiple
      accept={acceptOf(DOCUMENT_EXTENSIONS)}
      fileList={files}
      showUploadList={{
        // antd's remove button has no accessible name of its own.
        removeIcon: (file) => (
          <>
            <DeleteOutlined aria-hidden />
            <VisuallyHidden>{t('register.documents.remove', { name: file.name })}</VisuallyHidden>
          </>
        ),
      }}
      beforeUpload={(file) => {
        if (isDocumentAccepted(file)) return true;
        message.error(t('register.toasts.documentFormat', { name: file.name }));
        return Upload.LIST_IGNORE;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        registrationApi
          .uploadDocument(file as File)
          .then((answer) => onSuccess?.(answer))
          .catch((error: unknown) => {
            const tooBig = isAppError(error) && error.key === 'file_too_large';
            message.error(t(tooBig ? 'register.toasts.documentTooLarge' : 'register.toasts.uploadFailed', { name: (file as File).name }));
            onError?.(error instanceof Error ? error : new Error(String(error)));
          });
      }}
      onChange={({ fileList }) => {
        setFiles(fileList);
        onChange?.(uploaded(fileList));
      }}
      onRemove={(file) => {
        message.success(t('register.toasts.documentRemoved', { name: file.name }));
        return true;
      }}
    >
      <Button icon={<UploadOutlined aria-hidden />}>{addLabel}</Button>
    </Upload>
  );
}
