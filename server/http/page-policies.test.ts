import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagePoliciesFromBuild } from './page-policies.ts';

// A server build's route table as React Router writes it: a root layout, pages below it,
// some declaring themselves shared (`export const cache`), a catch-all last.
const shared = { shows: ['catalog'] };
const build = {
  basename: '/',
  routes: {
    root: { id: 'root', path: '', module: {} },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: { cache: { shows: [] } } },
    'routes/product': { id: 'routes/product', parentId: 'root', path: 'products/:id', module: { cache: shared } },
    'routes/cart': { id: 'routes/cart', parentId: 'root', path: 'cart', module: {} },
    'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*', module: {} },
  },
} as unknown as Pick<ServerBuild, 'routes' | 'basename'>;

const at = (path: string) => new URL(`http://shop.test${path}`);

describe('pagePoliciesFromBuild', () => {
  it('answers with the deepest route when it declares itself shared, each address with its own parameters', () => {
    const policies = pagePoliciesFromBuild(build);
    // Each address twice: the second answer comes from what the first one found.
    for (let round = 0; round < 2; round++) {
      expect(policies(at('/'))).toMatchObject({ routeId: 'routes/home' });
      expect(policies(at('/products/1?x=1'))).toEqual({
        routeId: 'routes/product',
        params: { id: '1' },
        policy: shared,
      });
      expect(policies(at('/products/2'))).toEqual({ routeId: 'routes/product', params: { id: '2' }, policy: shared });
      expect(policies(at('/cart'))).toBeNull();
      expect(policies(at('/nowhere'))).toBeNull();
    }
  });

  it('stays right past the number of addresses it remembers', () => {
    const policies = pagePoliciesFromBuild(build);
    for (let id = 0; id < 5000; id++) {
      expect(policies(at(`/products/${id}`))?.params).toEqual({ id: String(id) });
    }
    expect(policies(at('/products/7'))?.params).toEqual({ id: '7' });
    expect(policies(at('/cart'))).toBeNull();
  });
});
