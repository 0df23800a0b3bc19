import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('privacy-policy', 'routes/legal/privacy-policy.tsx'),
  route('terms-of-service', 'routes/legal/terms-of-service.tsx'),
  route('cookie-consent', 'routes/cookie-consent.ts'),
  route('search', 'routes/schools/search.tsx'),
  route('scuola/:code', 'routes/schools/school.tsx'),
  route('school/:code', 'routes/schools/school.tsx', { id: 'school-en' }),
  route('products', 'routes/catalog/products.tsx'),
  route('products/:id', 'routes/catalog/product.tsx'),
  // Accounts
  route('auth/login', 'routes/accounts/login.tsx'),
  route('auth/register', 'routes/accounts/register.tsx'),
  route('auth/logout', 'routes/accounts/logout.ts'),
  route('auth/forgot-password', 'routes/accounts/forgot-password.tsx'),
  route('auth/reset-password', 'routes/accounts/reset-password.tsx'),
  route('auth/confirm-email', 'routes/accounts/confirm-email.tsx'),
  route('profile', 'routes/accounts/profile.tsx'),
  route('profile/export', 'routes/accounts/profile-export.ts'),
  route('dashboard', 'routes/accounts/dashboard.tsx'),
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/dashboard.tsx'),
  route('admin/security', 'routes/admin/security-log.tsx'),
  route('admin/users', 'routes/admin/users.tsx'),
  route('admin/products', 'routes/admin/products.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
