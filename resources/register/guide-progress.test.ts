import { describe, expect, it } from 'vitest';
import { guideState } from './guide-progress';

describe('registration guide', () => {
  it('starts at the store name with nothing done: the logo is optional', () => {
    expect(guideState({})).toEqual({ done: { logo: false, storeName: false, fullName: false, requisites: false, treaty: false }, current: 1 });
  });

  it('offers the optional steps once the required ones are done', () => {
    const geocoded = { text: 'x', problem: null, address: { formatted: '', precision: 'exact', point: { latitude: 0, longitude: 0 }, zipcode: '', country: '', locality: '', district: '', street: 's', house: '1' } };
    const required = { storeName: 'Shop', lastName: 'A', firstName: 'B', accountNumber: 'kz123456789012345678', bik: 'HSBKKZKX', kbe: '17', apartment: '1', floor: '2', zipcode: 'A05', address: geocoded };
    expect(guideState(required).current).toBe(0);
    expect(guideState({ ...required, logo: { name: 'l.png', url: '/x.png' } }).current).toBe(4);
  });

  it('moves to the first step not done, in any filling order', () => {
    const state = guideState({ storeName: 'Shop', lastName: 'A', firstName: 'B', logo: { name: 'l.png', url: '/x.png' } });
    expect(state.current).toBe(3);
    expect(guideState({ storeName: 'Shop' }).current).toBe(2);
  });

  it('needs a valid account, the bank codes and a geocoded address for the requisites', () => {
    const base = { accountNumber: 'kz123456789012345678', bik: 'HSBKKZKX', kbe: '17', apartment: '1', floor: '2', zipcode: 'A05' };
    const geocoded = { text: 'x', problem: null, address: { formatted: '', precision: 'exact', point: { latitude: 0, longitude: 0 }, zipcode: '', country: '', locality: '', district: '', street: 's', house: '1' } };
    expect(guideState({ ...base, address: { text: 'x', address: null, problem: null } }).done.requisites).toBe(false);
    expect(guideState({ ...base, address: geocoded }).done.requisites).toBe(true);
    expect(guideState({ ...base, accountNumber: 'KZ1', address: geocoded }).done.requisites).toBe(false);
  });

  it('counts the treaty done with any uploaded document', () => {
    expect(guideState({ documents: { offer: [] } }).done.treaty).toBe(false);
    expect(guideState({ documents: { application: [{ name: 'a.pdf', url: '/a.pdf' }] } }).done.treaty).toBe(true);
  });
});
