import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App, Form, Input } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeShopStatus } from '../../providers/shop-status';
import { NoMotion } from '../../tests/setup/antd-test';
import { createMemoryProvider } from '../../tests/setup/engine-harness';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { fakeViewport } from '../../tests/setup/viewport';
import { commonTexts } from '../controls/common-texts';
import { DescriptorsProvider } from '../engine/descriptors';
import ShellLayout from './shell-layout';
import { shellTexts } from './texts';

// The shell's calls: nothing to wait for, nothing on the network.
vi.mock('./shell-services', () => ({ notesApi: { count: async () => 0, list: async () => ({ notes: [], count: 0 }), setStatus: async () => undefined } }));
vi.mock('../../providers/auth-services', () => ({ authApi: { getPartners: async () => [] } }));
vi.mock('../../providers/support-contact', async (original) => ({
  ...(await original<typeof import('../../providers/support-contact')>()),
  loadContacts: async () => [],
}));

setupTestI18n([commonTexts, shellTexts]);

function Page() {
  return (
    <Form>
      <Form.Item label="Название" name="name">
        <Input />
      </Form.Item>
    </Form>
  );
}

let viewport: ReturnType<typeof fakeViewport>;
beforeEach(() => {
  writeShopStatus('ACTIVE');
  viewport = fakeViewport(1280);
});
afterEach(() => viewport.restore());

describe('the page across the 768 px switch of the shell', () => {
  it('keeps what was typed, and the focus, when the window narrows to a phone and widens again', async () => {
    render(
      <NoMotion>
        <App>
          <MemoryRouter initialEntries={['/profile/pickup-points/create']}>
            <Refine dataProvider={createMemoryProvider({}).provider} routerProvider={routerProvider} options={{ disableTelemetry: true }}>
            <Routes>
              <Route
                element={
                  <DescriptorsProvider descriptors={[]}>
                    <ShellLayout />
                  </DescriptorsProvider>
                }
              >
                <Route path="/profile/pickup-points/create" element={<Page />} />
              </Route>
            </Routes>
            </Refine>
          </MemoryRouter>
        </App>
      </NoMotion>,
    );
    await userEvent.type(await screen.findByLabelText('Название'), 'Точка у рынка');
    expect(document.querySelector('.partner-phone')).toBeNull();

    act(() => viewport.resize(700)); // split screen: the phone shell
    expect(document.querySelector('.partner-phone')).not.toBeNull();
    expect(screen.getByLabelText('Название')).toHaveValue('Точка у рынка');
    expect(screen.getByLabelText('Название')).toHaveFocus(); // typing goes on where it was

    act(() => viewport.resize(1024)); // back to the desktop shell
    expect(document.querySelector('.partner-phone')).toBeNull();
    expect(screen.getByLabelText('Название')).toHaveValue('Точка у рынка');
  });
});
