import { api } from './api.ts';

/** First-party, anonymous page counter. Callers only invoke it after analytics consent. */
export function sendPageView(path: string): void {
  void api('post', '/api/analytics/pageview', { body: { path } }).catch(() => {});
}
