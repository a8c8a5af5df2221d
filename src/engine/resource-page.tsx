import { use, useMemo } from 'react';
import { waitForCode } from '../controls/code-wait';
import { useIsPhone } from '../controls/phone-viewport';
import { hasArrived } from '../controls/preloadable';
import type { AnyDescriptor, PageKind } from './descriptor';
import { loadResource, screenOf } from './load-resource';
import { RecordPageStartContext } from './record-page-start';
import { preloadRecordPage, startRecordPage } from './record-start';

/**
 * A resource's list, show or edit route: waits (Suspense) for its parts, then renders the
 * descriptor's own screen for this viewport or the generic page, handing it the resource.
 */
export function ResourcePage({ descriptor, page }: { descriptor: AnyDescriptor; page: PageKind }) {
  const phone = useIsPhone();
  const parts = loadResource(descriptor);
  if (!hasArrived(parts)) waitForCode(parts); // a route change: the top bar shows while it loads
  const resource = use(parts);
  const Screen = screenOf(descriptor, page, phone).Component;
  const recordPage = useMemo(() => ({ preload: () => preloadRecordPage(resource, phone), start: (id: string) => startRecordPage(resource, id, phone) }), [resource, phone]);
  // Keyed by the resource: two resources with the same screen (the generic list, say) never
  // share one, so a page opened from another's never starts from that one's state (filters,
  // sort, page, selection) or rows.
  return (
    <RecordPageStartContext value={recordPage}>
      <Screen key={descriptor.name} resource={resource} />
    </RecordPageStartContext>
  );
}
