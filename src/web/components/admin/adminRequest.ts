/**
 * The admin screens' calls to /api/admin: JSON in and out, same-origin (the server refuses other origins), and the
 * error envelope's message as the thrown error's message, so a screen can show exactly what the server said.
 */
export class AdminRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A 400's field errors: `[{ field, message }]`. */
    readonly details: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'AdminRequestError';
  }
}

export async function adminRequest<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch (err) {
    throw new AdminRequestError(0, 'network', `Network error: ${err instanceof Error ? err.message : 'the server could not be reached'}`);
  }
  const data = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string; details?: { field: string; message: string }[] } } | null;
  if (!res.ok) {
    const message = data?.error?.message ?? `The server answered ${res.status}.`;
    throw new AdminRequestError(res.status, data?.error?.code ?? 'error', res.status === 401 ? 'Your session has ended. Please sign in again.' : message, Array.isArray(data?.error?.details) ? data.error.details : []);
  }
  return data as T;
}
