import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('categories/:slug', 'routes/category.tsx'),
  route('articles/:idSlug', 'routes/article.tsx'),
  route('about', 'routes/about.tsx'),
  route('mission', 'routes/mission.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('auth/reset-password', 'routes/resetPassword.tsx'),
  route('bookmarks', 'routes/bookmarks.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('user-dashboard', 'routes/userDashboard.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('*', 'routes/notFound.tsx'),
] satisfies RouteConfig;
