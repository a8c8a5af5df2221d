import { use } from 'react';
import { useIsPhone } from '../controls/phone';
import type { AnyDescriptor, PageKind } from './descriptor';
import { loadResource, screenOf } from './load-resource';

/**
 * A resource's list, show or edit route: waits (Suspense) for its parts, then renders the
 * descriptor's own screen for this viewport or the generic page, handing it the resource.
 */
export function ResourcePage({ descriptor, page }: { descriptor: AnyDescriptor; page: PageKind }) {
  const phone = useIsPhone();
  const resource = use(loadResource(descriptor));
  const Screen = screenOf(descriptor, page, phone).Component;
  return <Screen resource={resource} />;
}
