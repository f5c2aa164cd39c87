/** Calls of the API with a bearer token, JSON in and out: a GET without a body, a POST with one. */
export function bearerCall(portalUrl: string, token: string) {
  return async <T,>(path: string, body?: object): Promise<T> => {
    const response = await fetch(`${portalUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}
