import { useEffect, useSyncExternalStore } from 'react';
import { viewsStore } from './views-services';

/** The store's views, read once per person and store when a list first shows them. */
export function useSavedViews() {
  const state = useSyncExternalStore(viewsStore.subscribe, viewsStore.snapshot);
  useEffect(() => {
    void viewsStore.load();
  }, []);
  return { state, store: viewsStore };
}
