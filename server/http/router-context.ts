import { createContext, RouterContextProvider } from 'react-router';
import type { RequestVars } from '../context.ts';

/** Page loaders and actions read the request's services, tenant and nonce from here. */
export const requestContext = createContext<RequestVars>();

export function createLoadContext(vars: RequestVars): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, vars]]));
}
