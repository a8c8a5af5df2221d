import type { ReactNode } from 'react';
import { Refine, type DataProvider, type ResourceProps } from '@refinedev/core';
import { App } from 'antd';
import { useNotificationProvider } from '../../src/shell/notification-provider';
import { NoMotion } from './antd-test';

/** Refine needs a data provider for its invalidation ; nothing is listed here. */
const provider: DataProvider = {
  getApiUrl: () => '',
  getList: async () => ({ data: [], total: 0 }),
  getOne: async () => {
    throw new Error('not used');
  },
  create: async () => {
    throw new Error('not used');
  },
  update: async () => {
    throw new Error('not used');
  },
  deleteOne: async () => {
    throw new Error('not used');
  },
};

function Frame({ children, resources }: { children: ReactNode; resources: ResourceProps[] }) {
  return (
    <Refine
      dataProvider={provider}
      notificationProvider={useNotificationProvider}
      resources={resources}
      options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
    >
      {children}
    </Refine>
  );
}

/** The app's frame around a screen part: antd (no motion) with its App context, Refine, our toasts. */
export function inAppFrame(ui: ReactNode, resources: ResourceProps[] = []) {
  return (
    <NoMotion>
      <App>
        <Frame resources={resources}>{ui}</Frame>
      </App>
    </NoMotion>
  );
}
