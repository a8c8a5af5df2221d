import { ShopOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Flex, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError } from '../../providers/http/errors';
import type { UploadedFile } from './body';
import { registrationApi } from './register-services';
import { acceptOf, isLogoAccepted, LOGO_EXTENSIONS } from './rules';
import { mediaUrl } from '../../providers/media-url';
import { COLORS } from '../../src/controls/colors';

interface Props {
  id?: string;
  value?: UploadedFile;
  onChange?: (value: UploadedFile | undefined) => void;
}

const FORMAT_KEYS = new Set(['file_format_not_allowed', 'file_too_large', 'file_empty']);

/**
 * The shop logo: png, jpeg or jpg (any case) up to 20 MB, checked before sending; anything
 * else gets the toast register_format_error_toast_message and is not sent. Uploaded at once
 * (POST /f3/api/v1/logos/); a newer choice replaces the older one.
 */
export function LogoField({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const ticket = useRef(0);

  const upload = async (file: File) => {
    const mine = ++ticket.current;
    setUploading(true);
    try {
      const { url } = await registrationApi.uploadLogo(file);
      if (mine === ticket.current) onChange?.({ name: file.name, url });
    } catch (error) {
      const key = isAppError(error) && FORMAT_KEYS.has(error.key) ? 'register_format_error_toast_message' : isAppError(error) && error.statusCode === 0 ? 'errors.network' : 'register.toasts.uploadFailed';
      message.error(t(key, { name: file.name }));
    } finally {
      if (mine === ticket.current) setUploading(false);
    }
  };

  return (
    <Flex gap={16} align="center">
      <Avatar shape="square" size={88} src={mediaUrl(value?.url)} icon={<ShopOutlined aria-hidden />} alt={value ? t('register.logo.preview') : undefined} style={{ flex: 'none', background: value ? COLORS.surface : undefined, border: `1px solid ${COLORS.border}` }} />
      <div>
        <Upload
          id={id}
          accept={acceptOf(LOGO_EXTENSIONS)}
          showUploadList={false}
          beforeUpload={(file) => {
            if (isLogoAccepted(file)) return true;
            message.error(t('register_format_error_toast_message'));
            return Upload.LIST_IGNORE;
          }}
          customRequest={({ file }) => void upload(file as File)}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading} disabled={uploading}>
            {t(value ? 'register.logo.replace' : 'register.logo.choose')}
          </Button>
        </Upload>
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0', fontSize: 12 }}>
          {value ? value.name : t('register.logo.hint')}
        </Typography.Paragraph>
      </div>
    </Flex>
  );
}
