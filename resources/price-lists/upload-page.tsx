import { useLocation } from 'react-router';
import { AutomaticTab } from './automatic-tab';
import { ManualTab } from './manual-tab';
import { UploadFrame } from './upload-frame';

/** /products/upload/manual and /products/upload/automatic (the history tab is the upload-events list). */
export default function UploadPage() {
  const { pathname } = useLocation();
  const tab = pathname.endsWith('/automatic') ? 'automatic' : 'manual';
  return <UploadFrame tab={tab}>{tab === 'automatic' ? <AutomaticTab /> : <ManualTab />}</UploadFrame>;
}
