/** Resumes typed by their content (issue 30 point 6): whole documents only. */
import { describe, expect, it } from 'vitest';
import { HTML_PAGE } from '../test/images.js';
import { sniffDocument } from './documents.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...Buffer.alloc(504)]);

/** The parts of a DOCX a reader looks for, in a ZIP's frame: local header ... end record. */
function docx({ end = true } = {}) {
  const zipEnd = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
  return Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from('[Content_Types].xml ... word/document.xml ... '),
    ...(end ? [zipEnd] : []),
  ]);
}

describe('sniffDocument', () => {
  it('takes a whole PDF, DOC or DOCX', () => {
    expect(sniffDocument(PDF)).toBe('pdf');
    // Bytes after the end marker (an incremental save's padding) are common.
    expect(sniffDocument(Buffer.concat([PDF, Buffer.alloc(600, 0x20)]))).toBe('pdf');
    expect(sniffDocument(OLE)).toBe('doc');
    expect(sniffDocument(docx())).toBe('docx');
  });

  it('refuses a web page, whatever it is named', () => {
    expect(sniffDocument(HTML_PAGE)).toBeNull();
    expect(sniffDocument(Buffer.from(`   ${HTML_PAGE}`))).toBeNull();
  });

  it('refuses a PDF or DOCX cut short, and a header with nothing of a PDF after it', () => {
    expect(sniffDocument(PDF.subarray(0, PDF.length / 2))).toBeNull();
    expect(sniffDocument(Buffer.from('%PDF-'))).toBeNull();
    expect(sniffDocument(Buffer.from(`%PDF-x${HTML_PAGE}%%EOF`))).toBeNull();
    expect(sniffDocument(Buffer.concat([PDF.subarray(0, 20), Buffer.alloc(2000)]))).toBeNull();
    expect(sniffDocument(docx({ end: false }))).toBeNull();
  });

  it('refuses a ZIP that is not a Word document, and nothing at all', () => {
    const xlsx = Buffer.from(docx().toString('latin1').replace('word/', 'xl/w/'), 'latin1');
    expect(sniffDocument(xlsx)).toBeNull();
    expect(sniffDocument(Buffer.alloc(0))).toBeNull();
  });
});
