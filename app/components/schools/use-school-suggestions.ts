import { useEffect, useState } from 'react';
import type { School } from '#common/schools/views.ts';
import { api } from '../../lib/api.ts';

export const SUGGESTION_LIMIT = 8;
const DEBOUNCE_MS = 200;

export type Suggestions = {
  schools: School[];
  total: number;
  /** True while a request for the current text is under way. */
  loading: boolean;
  failed: boolean;
};

const EMPTY: Suggestions = { schools: [], total: 0, loading: false, failed: false };

/**
 * Schools matching what the parent is typing: a short pause after the last key, then
 * GET /api/schools?nome=…; a newer text aborts the request of the older one.
 */
export function useSchoolSuggestions(text: string): Suggestions {
  const [state, setState] = useState<Suggestions>(EMPTY);
  const query = text.trim();
  useEffect(() => {
    if (query.length < 2) {
      setState(EMPTY);
      return;
    }
    setState((s) => ({ ...s, loading: true, failed: false }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api('get', '/api/schools', {
        query: { nome: query, limit: SUGGESTION_LIMIT },
        signal: controller.signal,
      })
        .then((answer) => {
          const schools = answer.scuole as School[];
          const total = 'total' in answer && typeof answer.total === 'number' ? answer.total : schools.length;
          setState({ schools, total, loading: false, failed: false });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ ...EMPTY, failed: true });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return state;
}
