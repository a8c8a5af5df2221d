import { createContext, useContext, type ReactNode } from 'react';
import type { AnyDescriptor } from './descriptor';

const DescriptorsContext = createContext<readonly AnyDescriptor[] | undefined>(undefined);

/**
 * The app's descriptors, handed down by the app (src/app/admin-app.tsx, beside `<Refine
 * resources>`): the shell and the engine are a layer below the areas and never import their
 * list (scripts/layers.js); what they build from every descriptor (the side menu, the
 * new-records alerts) reads it here.
 */
export function DescriptorsProvider({ descriptors, children }: { descriptors: readonly AnyDescriptor[]; children: ReactNode }) {
  return <DescriptorsContext.Provider value={descriptors}>{children}</DescriptorsContext.Provider>;
}

/** Every descriptor of the app, as `resources/index.ts` lists them. */
export function useDescriptors(): readonly AnyDescriptor[] {
  const descriptors = useContext(DescriptorsContext);
  if (!descriptors) throw new Error('useDescriptors needs a <DescriptorsProvider> above it (src/app/admin-app.tsx)');
  return descriptors;
}
