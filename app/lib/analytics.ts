import { apiFetch } from './api.ts';

/** First-party, anonymous page counter. Callers only invoke it after analytics consent. */
export function sendPageView(path: string): void {
  void apiFetch('/api/analytics/pageview', { method: 'POST', body: { path } }).catch(() => {});
}
