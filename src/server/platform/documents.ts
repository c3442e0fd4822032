/**
 * Uploaded documents (resumes, DESIGN decision 10) typed by their bytes: PDF, Word
 * 97-2003 (DOC) or Word (DOCX). A renamed program or script is refused whatever its
 * name or the type the browser claimed.
 */
export type DocumentType = 'pdf' | 'doc' | 'docx';

export const DOCUMENT_CONTENT_TYPES: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function sniffDocument(bytes: Uint8Array): DocumentType | null {
  const startsWith = (signature: number[]) =>
    bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
  if (startsWith([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(OLE)) return 'doc';
  if (startsWith([0x50, 0x4b, 0x03, 0x04])) {
    // A ZIP: a Word document names its parts in plain text in the archive.
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    if (text.includes('[Content_Types].xml') && text.includes('word/')) return 'docx';
  }
  return null;
}
