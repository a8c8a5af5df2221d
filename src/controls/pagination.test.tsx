import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Pagination } from './pagination';
import { pageItems } from './pagination-rules';
import { setupTestI18n } from '../../tests/setup/i18n-test';

setupTestI18n();

/** Page numbers and jump items as the rendered antd pager shows them. */
function renderedItems(container: HTMLElement): Array<number | string> {
  return Array.from(container.querySelectorAll('.ant-pagination-item, .ant-pagination-jump-prev, .ant-pagination-jump-next')).map(
    (li) => {
      if (li.classList.contains('ant-pagination-jump-prev')) return 'jump-prev';
      if (li.classList.contains('ant-pagination-jump-next')) return 'jump-next';
      return Number(li.textContent);
    },
  );
}

describe('<Pagination>', () => {
  it('renders nothing while one page holds everything', () => {
    const { container } = render(<Pagination current={1} pageSize={20} total={20} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders when the total exceeds the page size', () => {
    render(<Pagination current={1} pageSize={20} total={21} onChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeInTheDocument();
  });

  it.each([1, 2, 3, 4, 5, 6, 10, 15, 16, 17, 18, 19, 20])('shows the edge pages and 5 around page %i of 20', (current) => {
    const { container } = render(<Pagination current={current} pageSize={10} total={200} onChange={() => {}} />);
    expect(renderedItems(container)).toEqual(pageItems(current, 20));
  });

  it.each([
    [6, 1],
    [7, 4],
    [8, 4],
    [9, 5],
  ])('agrees with the rules for %i pages (current %i)', (last, current) => {
    const { container } = render(<Pagination current={current} pageSize={10} total={last * 10} onChange={() => {}} />);
    expect(renderedItems(container)).toEqual(pageItems(current, last));
  });

  it('changes the page on click', () => {
    const onChange = vi.fn();
    render(<Pagination current={1} pageSize={20} total={100} onChange={onChange} />);
    fireEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenCalledWith(3, 20);
  });

  it('has no go-to input up to 5 pages, and one above', () => {
    const { rerender } = render(<Pagination current={1} pageSize={20} total={100} onChange={() => {}} />);
    expect(screen.queryByRole('textbox', { name: 'Перейти на страницу' })).toBeNull();
    rerender(<Pagination current={1} pageSize={20} total={101} onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Перейти на страницу' })).toBeInTheDocument();
  });

  it('go-to applies on Enter, clamps to 1..last and ignores non-digits', () => {
    const onChange = vi.fn();
    render(<Pagination current={1} pageSize={10} total={95} onChange={onChange} />); // 10 pages
    const input = screen.getByRole('textbox', { name: 'Перейти на страницу' });

    fireEvent.change(input, { target: { value: '7' } });
    expect(onChange).not.toHaveBeenCalled(); // nothing until Enter
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(7, 10);
    expect(input).toHaveValue('');

    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(10, 10);

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(2); // 0 → page 1, which is the current one

    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input).toHaveValue('');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('offers page sizes 10/15/20/30/50 only above 250 rows; a new size goes to page 1', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination current={3} pageSize={20} total={250} onChange={onChange} />);
    expect(screen.queryByRole('combobox', { name: 'Строк на странице' })).toBeNull();
    rerender(<Pagination current={3} pageSize={20} total={251} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Строк на странице' });
    fireEvent.mouseDown(select);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '10 на странице',
      '15 на странице',
      '20 на странице',
      '30 на странице',
      '50 на странице',
    ]);
    fireEvent.click(screen.getByTitle('50 на странице'));
    expect(onChange).toHaveBeenCalledWith(1, 50);
  });
});
