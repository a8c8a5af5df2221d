import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RETURN_PATH_KEY } from '../../auth/return-path';
import { SessionEndHost } from './session-end-host';
import { handleSessionEnd, sessionEndState } from './session-end-state';

// The dialog's chunk cannot be fetched (offline, or removed by a deploy).
vi.mock('./session-end-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/session-end-dialog-x.js');
});

describe('SessionEndHost without the dialog’s code', () => {
  it('ends the session as "sign in from the start" does: the waiting calls fail, sign-in will come back to the page', async () => {
    render(
      <MemoryRouter initialEntries={['/orders?status=waiting_confirmation']}>
        <SessionEndHost />
      </MemoryRouter>,
    );
    let answer: Promise<boolean> | boolean = true;
    act(() => {
      answer = handleSessionEnd({ hadSession: true, mid: 'm-1001' });
    });
    await expect(answer).resolves.toBe(false);
    expect(sessionEndState().open).toBe(false);
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/orders?status=waiting_confirmation');
  });
});
