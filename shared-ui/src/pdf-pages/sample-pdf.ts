// A small two-page PDF built in memory (Letter, Helvetica text, a signature line on page 2): the
// stories show real pdf.js rendering without a file to load. Stories only.
export function buildSamplePdf(): Uint8Array {
  const page = (lines: string[], signatureLine: boolean) =>
    [
      'BT /F1 18 Tf 72 720 Td',
      ...lines.map((line, i) => `${i ? '0 -26 Td /F1 12 Tf ' : ''}(${line}) Tj`),
      'ET',
      ...(signatureLine ? ['72 150 m 252 150 l S', '360 150 m 540 150 l S', 'BT /F1 10 Tf 72 136 Td (Vendor signature) Tj 288 0 Td (Contractor signature) Tj ET'] : []),
    ].join('\n');
  const contents = [
    page(['Subcontract agreement', 'Harbor Tower, Electrical scope.', 'The subcontractor performs the work described in Exhibit A.'], false),
    page(['Signatures', 'Both parties sign below.'], true),
  ];
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 6 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
    ...contents.map((c) => `<< /Length ${c.length} >>\nstream\n${c}\nendstream`),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}
