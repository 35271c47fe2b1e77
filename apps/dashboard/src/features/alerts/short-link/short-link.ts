import type { AlertId } from '../alert-data';

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The alert a short link names: digits are a contribution alert config's number, 22 base64url
 * letters a rule's UUID (its 16 bytes), anything else the id as written; null when empty.
 */
export function alertIdFromShortLink(segment: string): AlertId | null {
  const text = decodeURIComponent(segment).trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : null;
  if (/^[A-Za-z0-9_-]{22}$/.test(text)) {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==');
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const h = hex(bytes);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }
  return text;
}
