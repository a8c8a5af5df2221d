import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../providers/services';
import { SANDBOX_SERVICES } from '../../sandbox/services';

describe('the sandbox and the app name the same services', () => {
  it('every service the app can be pointed at is one the sandbox answers, and no other', () => {
    expect([...SANDBOX_SERVICES].sort()).toEqual([...SERVICES].sort());
  });
});
