/**
 * PDFs with lines of text (valid xref offsets, Helvetica, ASCII only): the sandbox's
 * documents, handover acts and stickers. Hand-written so the sandbox needs no library.
 * `minimalPdf` makes one page; `pagedPdf` one page per list of lines (a sticker per package).
 */
const pdfText = (s: string): string => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

export function minimalPdf(lines: string[]): Uint8Array {
  return pagedPdf([lines]);
}

export function pagedPdf(pages: string[][]): Uint8Array {
  const count = Math.max(1, pages.length);
  const list = pages.length ? pages : [[]];
  // Objects: 1 catalog, 2 pages, 3 font, then a page and its content per page.
  const pageIds = list.map((_, i) => 4 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${count} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  for (const [i, lines] of list.entries()) {
    const content = ['BT', '/F1 14 Tf', '50 780 Td', '18 TL', ...lines.map((l) => `(${pdfText(l)}) '`), 'ET'].join('\n');
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageIds[i] + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
