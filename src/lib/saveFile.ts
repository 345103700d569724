/**
 * A value saved as a JSON file the browser downloads ('Baixar meus dados'): a Blob, an object
 * URL, a link with `download` clicked. The URL is revoked a little later, once the browser has
 * taken the file (revoking in the same task can cancel the download in some browsers). Nothing
 * of the value is kept.
 */
export const REVOKE_AFTER_MS = 10_000;

export function saveJsonFile(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
