import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_CHARS, safeFileName } from './file-names';

describe('safe file names (issue 28)', () => {
  it.each([
    ['Прайс ноябрь.xlsx', 'Прайс ноябрь.xlsx'],
    ['../../<img src=x onerror=alert(1)>.xlsx', '<img src=x onerror=alert(1)>.xlsx'],
    ['C:\\Users\\seller\\Desktop\\price.XLSX', 'price.XLSX'],
    ['/etc/passwd', 'passwd'],
    ['dir/', ''],
    ['..', ''],
    ['a\u0000b\r\n.xml', 'ab.xml'],
    ['invoice\u202Excod.xlsx', 'invoicexcod.xlsx'],
  ])('%j → %j', (raw, safe) => expect(safeFileName(raw)).toBe(safe));

  it('cuts a long name to 255 characters and keeps the extension', () => {
    const name = safeFileName(`${'я'.repeat(5000)}.xlsx`);
    expect(name).toHaveLength(MAX_FILE_NAME_CHARS);
    expect(name.endsWith('я.xlsx')).toBe(true);
    expect(safeFileName('x'.repeat(300))).toHaveLength(MAX_FILE_NAME_CHARS);
  });

  it('never splits a surrogate pair', () => {
    const name = safeFileName(`${'😀'.repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME_CHARS);
    expect(name.endsWith('😀.pdf')).toBe(true);
  });
});
