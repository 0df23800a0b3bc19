// The browser's way to call /api: JSON in and out, the CSRF token on every mutation,
// a 10-second time-out, and API.md's error body turned into an ApiError.

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  constructor(message: string, status: number, code: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

async function currentCsrfToken(refresh = false): Promise<string | null> {
  // The page's meta tag follows logins and logouts (the root loader re-renders it).
  const meta = typeof document !== 'undefined' ? document.querySelector('meta[name="csrf-token"]') : null;
  const fromPage = meta?.getAttribute('content');
  if (fromPage && !refresh) return fromPage;
  if (csrfToken && !refresh) return csrfToken;
  const res = await fetch('/api/auth/csrf', { credentials: 'same-origin' }).catch(() => null);
  if (res?.ok) csrfToken = ((await res.json()) as { csrfToken?: string }).csrfToken ?? null;
  return csrfToken;
}

/** SPEC.md: any 401 clears the local credentials and goes to /auth/login (back here after). */
function goToLogin(): void {
  if (typeof window === 'undefined') return;
  setCsrfToken(null);
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname.startsWith('/auth/')) return;
  window.location.assign(`/auth/login?redirect=${encodeURIComponent(here)}`);
}

type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Leave a 401 to the caller (login forms) instead of going to /auth/login. */
  allowUnauthorized?: boolean;
};

export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options, false);
  } catch (error) {
    // A token that changed under us (login in another tab): fetch it again, once.
    if (error instanceof ApiError && error.code === 'CSRF') return send<T>(path, options, true);
    throw error;
  }
}

async function send<T>(path: string, options: ApiOptions, refreshCsrf: boolean): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const token = await currentCsrfToken(refreshCsrf);
    if (token) headers['X-CSRF-Token'] = token;
  }
  const signal = options.signal ?? AbortSignal.timeout(10_000);
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    });
  } catch {
    throw new ApiError('Errore di connessione', 0, 'NETWORK');
  }
  const data = (await res.json().catch(() => null)) as
    | (T & { error?: string; code?: string; fields?: Record<string, string> })
    | null;
  // Auth calls answer 401 as information ("not signed in"), not as an expired session.
  if (res.status === 401 && !options.allowUnauthorized && !path.startsWith('/api/auth/')) goToLogin();
  if (!res.ok) {
    throw new ApiError(
      data?.error ?? 'Si è verificato un errore imprevisto',
      res.status,
      data?.code ?? 'HTTP_ERROR',
      data?.fields,
    );
  }
  return data as T;
}
