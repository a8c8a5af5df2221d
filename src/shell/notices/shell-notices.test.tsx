import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellNotices } from './shell-notices';

const session = vi.hoisted(() => ({ mid: undefined as string | undefined }));
vi.mock('../use-session', () => ({ useSessionSnapshot: () => ({ signedIn: true, mid: session.mid }) }));
const apis = vi.hoisted(() => ({ agree: { getSignedCodes: vi.fn() }, settings: { getConfig: vi.fn(), saveConfig: vi.fn() } }));
vi.mock('./agree-services', () => ({ agreeApi: apis.agree, settingsApi: apis.settings }));
// Stands in for the dialogs' chunk, counting how often its code is asked for.
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./notice-dialogs', () => {
  chunk.loads += 1;
  return { ContractEndNotice: () => <p>contract-end notice</p>, DeliveryAgreementDialog: () => <p>delivery agreement</p> };
});

function renderNotices(mid: string) {
  session.mid = mid;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShellNotices />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  apis.settings.getConfig.mockResolvedValue({});
  apis.agree.getSignedCodes.mockResolvedValue({ codes: [] });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('<ShellNotices>', () => {
  it('a store on no list asks for nothing and loads no dialog code', async () => {
    renderNotices('m-1001');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunk.loads).toBe(0);
    expect(apis.agree.getSignedCodes).not.toHaveBeenCalled();
    expect(screen.queryByText(/notice|agreement/)).toBeNull();
  });

  it('a store on the lists gets the dialogs’ code and the contract-end notice first', async () => {
    renderNotices('m-1002');
    expect(await screen.findByText('contract-end notice')).toBeInTheDocument();
    expect(chunk.loads).toBe(1);
  });
});
