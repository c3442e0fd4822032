/**
 * Uploaded documents (resumes, DESIGN decision 10) typed by their bytes: PDF, Word
 * 97-2003 (DOC) or Word (DOCX). A renamed program, script or web page is refused
 * whatever its name or the type the browser claimed, and so is a PDF or DOCX cut
 * short (issue 30 point 6): its end marker must be there.
 */
export type DocumentType = 'pdf' | 'doc' | 'docx';

export const DOCUMENT_CONTENT_TYPES: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** `%PDF-1.7` and the like: the header names a version. */
const PDF_HEADER = /^%PDF-\d\.\d/;
/** Readers look for `%%EOF` this far from the end (trailing bytes after it are common). */
const PDF_EOF_WINDOW = 1024;
/** A ZIP's end-of-central-directory record: 22 bytes plus a comment of at most 65,535. */
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const ZIP_END_WINDOW = 22 + 0xffff;

function latin1(bytes: Uint8Array, start = 0, end = bytes.length): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(
    'latin1',
    start,
    end,
  );
}

function isWholePdf(bytes: Uint8Array): boolean {
  if (!PDF_HEADER.test(latin1(bytes, 0, 8))) return false;
  return latin1(bytes, Math.max(0, bytes.length - PDF_EOF_WINDOW)).includes('%%EOF');
}

function endsAsZip(bytes: Uint8Array): boolean {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - ZIP_END_WINDOW); at--) {
    if (ZIP_END.every((b, i) => bytes[at + i] === b)) return true;
  }
  return false;
}

export function sniffDocument(bytes: Uint8Array): DocumentType | null {
  const startsWith = (signature: number[]) =>
    bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
  if (startsWith([0x25, 0x50, 0x44, 0x46, 0x2d])) return isWholePdf(bytes) ? 'pdf' : null; // %PDF-
  if (startsWith(OLE)) return 'doc';
  if (startsWith([0x50, 0x4b, 0x03, 0x04]) && endsAsZip(bytes)) {
    // A ZIP: a Word document names its parts in plain text in the archive.
    const text = latin1(bytes);
    if (text.includes('[Content_Types].xml') && text.includes('word/')) return 'docx';
  }
  return null;
}
