/**
 * What a document file may be (docs/admin.md#documents): a PDF or an image (PNG, JPEG, WebP) of at most 10 MB, its
 * type read from its first bytes (the "magic bytes"), never from its name or the type the browser declares. The
 * server decides with these functions; the admin's upload form runs the same ones before sending, to say so sooner.
 */

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A stored file name's most characters (its column's size). */
export const DOCUMENT_NAME_MAX = 200;

export const documentContentTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];

/** The extension a file of each type is saved with. */
export const documentExtensions: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** How a type is named beside a file: "PDF", "PNG image". */
export const documentTypeNames: Record<DocumentContentType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/webp': 'WebP image',
};

/** How many first bytes detectDocumentType needs. */
export const SIGNATURE_BYTES = 12;

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The type of a file by its first bytes, or null when it is none we take. */
export function detectDocumentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const DOCUMENT_MISSING_MESSAGE = 'Please choose a file (a PDF, PNG, JPEG or WebP image).';
export const DOCUMENT_EMPTY_MESSAGE = 'The file is empty.';
export const DOCUMENT_TOO_LARGE_MESSAGE = `The file is too large: a document is at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`;
export const DOCUMENT_TYPE_MESSAGE = 'Only PDF files and PNG, JPEG or WebP images can be added (the file’s content is none of these).';

/** Why a file cannot be a document (its size, then its first bytes), or null when it can. */
export function documentFileProblem(size: number, firstBytes: Uint8Array): string | null {
  if (size === 0) return DOCUMENT_EMPTY_MESSAGE;
  if (size > DOCUMENT_MAX_BYTES) return DOCUMENT_TOO_LARGE_MESSAGE;
  return detectDocumentType(firstBytes) ? null : DOCUMENT_TYPE_MESSAGE;
}

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const UNSAFE = /[\u0000-\u001F\u007F<>:"/\\|?*\u200B-\u200F\u202A-\u202E\u2066-\u2069\p{Cs}\p{Noncharacter_Code_Point}]/gu;

/**
 * The name a document is stored and downloaded under: the last part of what the browser sent (no folders), without
 * control, direction-changing or path characters, unpaired surrogates or non-characters (docs/input-limits.md#text), spaces collapsed, at most DOCUMENT_NAME_MAX characters, and
 * ending with the extension of the type its content has ("scan.pdf" holding a PNG becomes "scan.pdf.png").
 */
export function documentFileName(sent: string, type: DocumentContentType): string {
  const extension = documentExtensions[type];
  const base = (sent.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const known = type === 'image/jpeg' ? /\.jpe?g$/i : new RegExp(`\\.${extension}$`, 'i');
  const stem = known.test(base) ? base.slice(0, base.lastIndexOf('.')) : base;
  const kept = known.test(base) ? base.slice(base.lastIndexOf('.') + 1) : extension;
  const room = DOCUMENT_NAME_MAX - kept.length - 1;
  const short = Array.from(stem).slice(0, room).join('').trim();
  return `${short || 'document'}.${kept}`;
}

/** A size as people read it: "820 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
