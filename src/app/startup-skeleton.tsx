import type { CSSProperties } from 'react';
import { isPhoneViewport } from '../controls/phone';

/*
 * What the page looks like while the landing route's code arrives (a few hundred ms on a
 * first visit): the shell's frame and a table's outline, at the shell's own sizes (spec 1
 * §9: top bar 68 px, side menu 344 px or 88 px collapsed, rows 56 px, header 40 px), so the
 * real page takes their place without moving anything. Plain elements: it renders before
 * antd and the shell have loaded.
 */
const COLLAPSED_KEY = 'partner.menu.collapsed'; // src/shell/shell-layout.tsx
const BAR: CSSProperties = { background: '#eceef1', borderRadius: 4 };
const ROWS = 10;

function menuWidth(): number {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1' ? 88 : 344;
  } catch {
    return 344;
  }
}

export function StartupSkeleton({ label }: { label: string }) {
  const phone = isPhoneViewport();
  return (
    <div aria-busy="true" aria-label={label} style={{ minHeight: '100vh', background: '#f5f6f8' }}>
      <div style={{ height: 68, background: '#fff', borderBottom: '1px solid #f0f0f0' }} />
      <div style={{ display: 'flex' }}>
        {!phone && <div style={{ width: menuWidth(), flex: 'none', minHeight: 'calc(100vh - 69px)', background: '#fff', borderInlineEnd: '1px solid #f0f0f0' }} />}
        <div style={{ flex: 1, minWidth: 0, padding: phone ? 12 : 24 }}>
          <div style={{ ...BAR, width: 160, height: 28, marginBottom: 16 }} />
          <div style={{ background: '#fff', borderRadius: 8 }}>
            <div style={{ height: 40, borderBottom: '1px solid #f0f0f0', background: '#fafafa', borderRadius: '8px 8px 0 0' }} />
            {Array.from({ length: ROWS }, (_, i) => (
              <div key={i} style={{ height: 56, display: 'flex', alignItems: 'center', padding: '0 16px', borderBottom: '1px solid #f0f0f0' }}>
                <div style={{ ...BAR, height: 12, width: `${60 - (i % 3) * 12}%` }} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
