import { expect, it } from 'vitest';
import { requireAdminPage, requireCustomerPage } from './guards.ts';
import type { Session } from './types.ts';

const meta = { idHash: 'h', csrfToken: 'c', remember: false, expiresAt: new Date(), via: 'cookie' as const };
const customer: Session = {
  kind: 'customer',
  user: {
    id: 'u1',
    email: 'a@example.com',
    displayName: 'A',
    firstName: 'A',
    lastName: '',
    phone: '',
    address: '',
    city: '',
    postalCode: '',
    province: '',
    createdAt: '',
  },
  ...meta,
};
const admin: Session = { kind: 'admin', admin: { id: 'a1', username: 'capo' }, ...meta };

function thrown(fn: () => unknown): Response {
  try {
    fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('nothing thrown');
}

it('requireCustomerPage redirects anonymous visitors and admins to /auth/login with the origin', () => {
  const request = new Request('http://localhost/orders/42?tab=righe');
  for (const session of [null, admin]) {
    const res = thrown(() => requireCustomerPage(request, { session }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/auth/login?redirect=${encodeURIComponent('/orders/42?tab=righe')}`);
  }
  expect(requireCustomerPage(request, { session: customer }).id).toBe('u1');
});

it('a client-side data request remembers the page, not its .data URL', () => {
  const request = new Request('http://localhost/profile.data?_routes=routes%2Fprofile');
  const res = thrown(() => requireCustomerPage(request, { session: null }));
  expect(res.headers.get('location')).toBe('/auth/login?redirect=%2Fprofile');
});

it('requireAdminPage redirects to /admin/login', () => {
  const request = new Request('http://localhost/admin/products');
  const res = thrown(() => requireAdminPage(request, { session: customer }));
  expect(res.headers.get('location')).toBe('/admin/login?redirect=%2Fadmin%2Fproducts');
  expect(requireAdminPage(request, { session: admin }).username).toBe('capo');
});
