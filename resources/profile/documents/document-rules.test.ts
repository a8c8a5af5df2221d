import { describe, expect, it } from 'vitest';
import { acceptOf, documentFileName, documentNameOf, FALLBACK_LIMITS, fileProblem, formatSize, isFileRefusal, refusalReason, room } from './document-rules';

const limits = { max_count: 5, max_size_bytes: 1024, extensions: ['pdf', 'png'] };

describe('document rules', () => {
  it.each([
    ['Устав.pdf', 100, undefined],
    ['SCAN.PNG', 1024, undefined],
    ['photo.jpeg', 100, 'format'],
    ['noext', 100, 'format'],
    ['big.pdf', 1025, 'size'],
    ['empty.pdf', 0, 'empty'],
  ])('%s of %i bytes → %s', (name, size, problem) => expect(fileProblem({ name, size }, limits)).toBe(problem));

  it('names a document after its file, extension included (a long name is cut before it)', () => {
    expect(documentNameOf('Договор аренды.2026.pdf')).toBe('Договор аренды.2026.pdf');
    expect(documentNameOf(' .pdf ')).toBe('.pdf');
    const long = documentNameOf(`${'а'.repeat(300)}.docx`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('а.docx')).toBe(true);
  });

  it.each([
    ['a name with its extension stays', { name: 'Устав.pdf', link: '/f3/api/v1/documents/u1.pdf' }, 'Устав.pdf'],
    ['a name renamed without it gets it back', { name: 'Устав компании', link: '/f3/api/v1/documents/u1.pdf' }, 'Устав компании.pdf'],
    ['the file’s extension, not another one the name carries', { name: 'Отчёт 2026.11', link: '/f3/api/v1/documents/u2.xlsx?v=1' }, 'Отчёт 2026.11.xlsx'],
    ['letter case does not matter', { name: 'SCAN.PNG', link: '/files/s.png' }, 'SCAN.PNG'],
    ['a link without an extension leaves the name', { name: 'Анкета', link: '/files/questionnaire' }, 'Анкета'],
  ])('shown and downloaded name: %s', (_case, doc, expected) => expect(documentFileName(doc)).toBe(expected));

  it('a refusal of the file itself is not worth a retry; the others are', () => {
    for (const key of ['documents_format_error', 'documents_too_large', 'file_empty']) expect(isFileRefusal(key)).toBe(true);
    for (const key of ['errors.network', 'errors.server', 'documents_limit_reached', undefined]) expect(isFileRefusal(key)).toBe(false);
  });

  it('counts the room left, and says why adding is refused', () => {
    expect(room({ count: 3, is_add_allowed: true }, limits, 1)).toBe(1);
    expect(room({ count: 3, is_add_allowed: false }, limits, 0)).toBe(0);
    expect(room(undefined, limits, 0)).toBe(0);
    expect(refusalReason({ count: 3, is_add_allowed: true }, limits, false)).toBeUndefined();
    expect(refusalReason({ count: 5, is_add_allowed: false }, limits, false)).toBe('documents.notAllowed.limit');
    expect(refusalReason({ count: 1, is_add_allowed: false }, limits, true)).toBe('documents.notAllowed.blocked');
    expect(refusalReason({ count: 1, is_add_allowed: false }, limits, false)).toBe('documents.notAllowed.other');
  });

  it('formats sizes and the picker filter', () => {
    expect(formatSize(FALLBACK_LIMITS.max_size_bytes, 'ru')).toBe('10 МБ');
    expect(formatSize(1536, 'en')).toBe('1.5 KB');
    expect(formatSize(1536, 'ru')).toBe('1,5 КБ');
    expect(formatSize(900, 'en')).toBe('900 B');
    expect(acceptOf(limits)).toBe('.pdf,.png');
  });
});
