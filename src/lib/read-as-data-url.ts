/**
 * A file or downloaded blob as a data: URL: what the photo uploads send (base64 in JSON) and what the
 * previews and stored photos show (the content security policy takes data: images, not blob:).
 */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
