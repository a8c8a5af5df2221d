import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Picture } from './picture';

// A configured backend: files come from their service, not from the app's origin.
vi.mock('../../providers/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../providers/config')>();
  return { ...real, config: real.readConfig({ VITE_API_BASE_URL: 'https://staging.example.kz', VITE_API_URL_F3: 'https://files.example.kz' }) };
});

describe('<Picture>', () => {
  it("loads a service path from that service's base URL", () => {
    render(<Picture url="/f3/api/v1/files/base-1.svg" alt="Чайник" width={48} height={48} lazy />);
    const img = screen.getByRole('img', { name: 'Чайник' });
    expect(img).toHaveAttribute('src', 'https://files.example.kz/f3/api/v1/files/base-1.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('without a picture keeps its size in an empty box, with no <img src="">', () => {
    const { container } = render(<Picture url="" alt="Чайник" width={48} height={40} />);
    expect(container.querySelector('img')).toBeNull();
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveAttribute('aria-hidden');
    expect(box.style.width).toBe('48px');
    expect(box.style.height).toBe('40px');
  });
});
