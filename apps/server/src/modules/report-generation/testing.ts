import type { RenderRequest, ReportRenderer } from './pdf-renderer';

// Test doubles of the renderer: a real (tiny, one-page) PDF written by hand, so tests of the
// generation calls and the schedules need no browser. unpdf reads it like Chromium's.

/** A one-page PDF (Letter) showing `lines` in Helvetica; ASCII text only. */
export function tinyPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 11 Tf 14 TL 40 760 Td ${lines.map((l) => `(${escape(l)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The JSON of a print URL's ?query=. */
export function printQuery(url: string): Record<string, unknown> {
  return JSON.parse(new URL(url).searchParams.get('query') ?? '{}') as Record<string, unknown>;
}

/**
 * A renderer that records each request and answers a tiny PDF holding the report name and the
 * range of the print URL, or fails as told. `during` runs inside each render (while the print
 * session exists).
 */
export class FakeRenderer implements ReportRenderer {
  readonly requests: RenderRequest[] = [];
  failWith: Error | null = null;
  during: ((request: RenderRequest) => Promise<void>) | null = null;

  async render(request: RenderRequest): Promise<Buffer> {
    this.requests.push(request);
    if (this.during) await this.during(request);
    if (this.failWith) throw this.failWith;
    const query = printQuery(request.url);
    return tinyPdf([
      String(query.reportName),
      `From ${new Date(Number(query.fromTimeMillis)).toISOString()}`,
      `To ${new Date(Number(query.toTimeMillis)).toISOString()}`,
    ]);
  }
}
