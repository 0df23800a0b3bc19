import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('privacy-policy', 'routes/legal/privacy-policy.tsx'),
  route('terms-of-service', 'routes/legal/terms-of-service.tsx'),
  route('cookie-consent', 'routes/cookie-consent.ts'),
  route('search', 'routes/schools/search.tsx'),
  route('scuola/:code', 'routes/schools/school.tsx'),
  route('school/:code', 'routes/schools/school.tsx', { id: 'school-en' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
