import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { addressTexts } from './texts';
import { KEY_STEP_PX, MovablePin, pointAt } from './movable-pin';

setupTestI18n([addressTexts]);

describe('the movable pin of the static map', () => {
  it('turns screen pixels into a point at a web-map zoom', () => {
    const center = { latitude: 43.238293, longitude: 76.945465 };
    expect(pointAt(center, 17, 0, 0)).toEqual(center);
    const east = pointAt(center, 17, 256, 0); // one tile to the east
    expect(east.longitude - center.longitude).toBeCloseTo(360 / 2 ** 17, 6);
    expect(east.latitude).toBe(center.latitude);
    expect(pointAt(center, 17, 0, 100).latitude).toBeLessThan(center.latitude); // down is south
  });

  it('moves with the arrow keys and with a drag', () => {
    const onMove = vi.fn();
    const center = { latitude: 43.2, longitude: 76.9 };
    render(<MovablePin center={center} zoom={17} onMove={onMove} />);
    const pin = screen.getByRole('button', { name: /Метка адреса/ });
    fireEvent.keyDown(pin, { key: 'ArrowRight' });
    expect(onMove).toHaveBeenLastCalledWith(pointAt(center, 17, KEY_STEP_PX, 0));
    fireEvent.keyDown(pin, { key: 'Enter' });
    expect(onMove).toHaveBeenCalledTimes(1);
    pin.setPointerCapture = vi.fn();
    fireEvent.pointerDown(pin, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(pin, { clientX: 130, clientY: 90, pointerId: 1 });
    fireEvent.pointerUp(pin, { clientX: 130, clientY: 90, pointerId: 1 });
    expect(onMove).toHaveBeenLastCalledWith(pointAt(center, 17, 30, -10));
    // A click without a move is not a move.
    fireEvent.pointerDown(pin, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(pin, { clientX: 11, clientY: 10, pointerId: 1 });
    expect(onMove).toHaveBeenCalledTimes(2);
  });
});
