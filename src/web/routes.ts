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
  // The back office (issue 11): its own frame, moderators and admins only (routes/admin/layout.tsx).
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx', { id: 'routes/admin/dashboard-path' }),
    route('content/articles', 'routes/admin/articles.tsx'),
    route('content/articles/new', 'routes/admin/articleNew.tsx'),
    route('content/articles/:id/edit', 'routes/admin/articleEdit.tsx'),
    route('content/review', 'routes/admin/review.tsx'),
    route('content/review/:id/preview', 'routes/admin/reviewPreview.tsx'),
    route('content/rss', 'routes/admin/feeds.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('system/classifier', 'routes/admin/classifier.tsx'),
    route('audit-log', 'routes/admin/auditLog.tsx'),
    route('*', 'routes/admin/unknown.tsx'),
  ]),
  route('terms', 'routes/terms.tsx'),
  route('*', 'routes/notFound.tsx'),
] satisfies RouteConfig;
