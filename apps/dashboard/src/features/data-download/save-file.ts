/**
 * Saves a downloaded file under `name`: a temporary object URL clicked through a download link,
 * released once the browser has taken the file.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: release it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
