import classNames from 'classnames';
import { ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useOnDemand } from '../controls/on-demand';
import { useEngaged } from '../controls/engaged';
import { onToastAsked, registerToasts, toastHolders, toastsApi } from './toasts';

let asked = false;
const askedSnapshot = () => asked;
const subscribeAsked = (notify: () => void) =>
  onToastAsked(() => {
    asked = true;
    notify();
  });

/**
 * What antd's `App` does, in two parts: its frame (the `.ant-app` box with the theme's font,
 * colour and line height) renders at once, and its toasts and dialogs (message, notification,
 * modal; about 17 KB gzip with rc-dialog and rc-notification) load once the person has
 * pressed a key or a pointer (controls/engaged.ts), or when a toast is asked for first (toasts.ts). `App.useApp()` works everywhere below.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  const engaged = useEngaged();
  const toastAsked = useSyncExternalStore(subscribeAsked, askedSnapshot, askedSnapshot);
  const Holders = useOnDemand(toastHolders, engaged || toastAsked).module?.default;
  return wrapCSSVar(
    <AppContext.Provider value={toastsApi}>
      <div className={classNames(hashId, prefixCls, cssVarCls, { [`${prefixCls}-rtl`]: direction === 'rtl' })}>
        {Holders ? <Holders onReady={registerToasts} /> : null}
        {children}
      </div>
    </AppContext.Provider>,
  );
}
