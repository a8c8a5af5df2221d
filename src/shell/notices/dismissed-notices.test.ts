import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../providers/session';
import { DISMISSED_KEY, dismiss, isDismissed } from './dismissed-notices';

describe('dismissed notices', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = createMemoryStorage();
  });

  it('are remembered per notice and per store', () => {
    expect(isDismissed('contract-end', 'm-1002', storage)).toBe(false);
    dismiss('contract-end', 'm-1002', storage);
    dismiss('contract-end', 'm-1002', storage);
    expect(isDismissed('contract-end', 'm-1002', storage)).toBe(true);
    expect(isDismissed('contract-end', 'm-1001', storage)).toBe(false);
    expect(isDismissed('other', 'm-1002', storage)).toBe(false);
    expect(JSON.parse(storage.getItem(DISMISSED_KEY) ?? '')).toEqual({ 'contract-end': ['m-1002'] });
  });

  it('unreadable storage counts as not dismissed', () => {
    storage.setItem(DISMISSED_KEY, '{broken');
    expect(isDismissed('contract-end', 'm-1002', storage)).toBe(false);
    dismiss('contract-end', 'm-1002', storage);
    expect(isDismissed('contract-end', 'm-1002', storage)).toBe(true);
  });
});
