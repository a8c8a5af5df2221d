import type { ScreenProps } from '../../src/engine/descriptor';
import { ListPage } from '../../src/engine/list-page';
import { UploadFrame } from './upload-frame';

/** /products/upload/history: the upload-events list (filters and page in the URL) as the page's third tab. */
export default function HistoryScreen({ resource }: ScreenProps) {
  return (
    <UploadFrame tab="history">
      <ListPage descriptor={resource} embedded />
    </UploadFrame>
  );
}
