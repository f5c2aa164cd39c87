import { Blob as NodeBlob } from 'node:buffer';
import { vi } from 'vitest';

/**
 * jsdom's FormData and File are not Node's: Node's fetch cannot send them (the request never leaves).
 * This passes fetch calls through unchanged, except that a jsdom FormData body is copied into Node's
 * own FormData (same fields, same bytes) so an upload reaches the suite's real server. Returns the undo.
 */
export async function sendJsdomMultipart(): Promise<() => void> {
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
  const realFetch = globalThis.fetch;
  const bytesOf = (blob: Blob) =>
    new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const given: unknown = init?.body;
    if (given instanceof FormData && !(given instanceof NodeFormData)) {
      const body = new NodeFormData();
      for (const [name, value] of (given as FormData).entries()) {
        if (typeof value === 'string') body.append(name, value);
        else body.append(name, new NodeBlob([await bytesOf(value)], { type: value.type }) as unknown as Blob, value.name);
      }
      return realFetch(input, { ...init, body });
    }
    return realFetch(input, init);
  });
  return () => vi.unstubAllGlobals();
}
