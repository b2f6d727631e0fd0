import { HttpError } from 'react-admin';
import { buildHeaders, NETWORK_MESSAGE, newIdempotencyKey, settle, type RequestOptions } from './http';

/**
 * A multipart upload that reports its progress (fetch reports none for what it sends), with the same
 * headers as every call and its answer judged the same way (http.ts: Blade's code decides, toasts and
 * the 401 logout included). No timeout: a large video may take minutes; `signal` cancels it.
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  // Its own key: a sending the browser repeats is stored once.
  const opts: RequestOptions = { url, method: 'POST', form, idempotencyKey: newIdempotencyKey() };
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(buildHeaders(opts))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status > 500) {
        reject(new HttpError(`${NETWORK_MESSAGE} (${xhr.status})`, xhr.status));
        return;
      }
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = xhr.responseText;
      }
      try {
        resolve(settle<T>(opts, xhr.status, { json }));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error(NETWORK_MESSAGE));
    xhr.onabort = () => reject(new DOMException('上传已取消', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
