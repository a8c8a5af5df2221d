import { Space } from 'antd';
import { CloudUploadOutlined } from '../../../src/controls/lean-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { menuPages } from '../../../src/shell/menu-pages';

const UPLOAD_ROUTE = '/products/upload/manual';
/** The help article on uploading a price list, while the upload page is not built. */
const UPLOAD_HELP_ROUTE = '/faq/load-price-list';

/** Where "upload a feed" leads: the upload page once it exists, its help article until then. */
export function uploadFeedTarget(pages = menuPages): { to: string; labelKey: string } {
  const upload = pages.find((p) => p.route === UPLOAD_ROUTE);
  return upload?.available
    ? { to: UPLOAD_ROUTE, labelKey: 'orders.list.upload.page' }
    : { to: UPLOAD_HELP_ROUTE, labelKey: 'orders.list.upload.help' };
}

/** The list's link to upload a feed (spec 2 §2). */
export function UploadFeedLink() {
  const { t } = useTranslation();
  const { to, labelKey } = uploadFeedTarget();
  return (
    <Link to={to}>
      <Space size={6}>
        <CloudUploadOutlined aria-hidden />
        {t(labelKey)}
      </Space>
    </Link>
  );
}
