// Browser-side security events (errors only) sent to POST /api/security-logs. A report
// that cannot be sent is kept in localStorage (the last 100) and retried later.

export type SecurityCategory = 'AUTH' | 'XSS' | 'CSRF' | 'RATE_LIMIT' | 'VALIDATION' | 'ADMIN';

export type BrowserSecurityEntry = {
  timestamp: string;
  level: 'error';
  category: SecurityCategory;
  message: string;
  data?: Record<string, unknown>;
  userAgent: string;
  url: string;
};

export const PENDING_KEY = 'cartella_security_logs_pending';
export const MAX_PENDING = 100;

function readPending(): BrowserSecurityEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as BrowserSecurityEntry[]) : [];
  } catch {
    return [];
  }
}

function writePending(entries: BrowserSecurityEntry[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(PENDING_KEY);
    else localStorage.setItem(PENDING_KEY, JSON.stringify(entries.slice(-MAX_PENDING)));
  } catch {
    // Storage full or disabled: the report is lost, the page keeps working.
  }
}

async function post(entry: BrowserSecurityEntry): Promise<boolean> {
  const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  try {
    const res = await fetch('/api/security-logs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { 'X-CSRF-Token': token } : {}) },
      body: JSON.stringify(entry),
      credentials: 'same-origin',
      keepalive: true,
    });
    // 4xx other than 429 will not get better by retrying: drop it.
    return res.ok || (res.status >= 400 && res.status < 500 && res.status !== 429);
  } catch {
    return false;
  }
}

/** Sends one error-level event; keeps it for later when the network or server fails. */
export async function reportSecurityEvent(
  category: SecurityCategory,
  message: string,
  data?: Record<string, unknown>,
): Promise<void> {
  if (typeof window === 'undefined') return;
  const entry: BrowserSecurityEntry = {
    timestamp: new Date().toISOString(),
    level: 'error',
    category,
    message: message.slice(0, 500),
    data,
    userAgent: navigator.userAgent,
    url: location.pathname,
  };
  if (!(await post(entry))) writePending([...readPending(), entry]);
}

/** Retries the kept reports (called once the page has loaded). */
export async function retryPendingSecurityLogs(): Promise<void> {
  if (typeof window === 'undefined') return;
  const pending = readPending();
  if (pending.length === 0) return;
  const failed: BrowserSecurityEntry[] = [];
  for (const entry of pending) if (!(await post(entry))) failed.push(entry);
  writePending(failed);
}

/** Content-Security-Policy violations are the browser's sign of an injection attempt. */
export function watchCspViolations(): () => void {
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    void reportSecurityEvent('XSS', 'Violazione della Content Security Policy', {
      directive: event.effectiveDirective,
      blocked: event.blockedURI.slice(0, 200),
    });
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  return () => document.removeEventListener('securitypolicyviolation', onViolation);
}
