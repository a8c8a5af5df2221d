import { describe, expect, it } from 'vitest';
import { countAnswered, countSeen, initialAlertCount } from './alert-count';

describe('alert count', () => {
  it('takes the first answer as the baseline: no banner for orders already there', () => {
    expect(countAnswered(initialAlertCount, 38)).toEqual({ baseline: 38, fresh: 0, rose: false });
  });

  it('adds each rise to the new orders until the seller looks', () => {
    let state = countAnswered(initialAlertCount, 5);
    state = countAnswered(state, 7);
    expect(state).toEqual({ baseline: 7, fresh: 2, rose: true });
    state = countAnswered(state, 7);
    expect(state).toMatchObject({ fresh: 2, rose: false });
    state = countAnswered(state, 8);
    expect(state).toMatchObject({ fresh: 3, rose: true });
    expect(countSeen(state)).toMatchObject({ baseline: 8, fresh: 0 });
  });

  it('a fall lowers the baseline and never leaves more new orders than are waiting', () => {
    let state = countAnswered(countAnswered(initialAlertCount, 1), 4); // 3 new
    state = countAnswered(state, 2);
    expect(state).toEqual({ baseline: 2, fresh: 2, rose: false });
    state = countAnswered(state, 3);
    expect(state).toMatchObject({ fresh: 3, rose: true });
  });
});
