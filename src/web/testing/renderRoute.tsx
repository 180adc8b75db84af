/**
 * DOM tests of components that need the router (links, navigation, the root loader's site settings): renders them
 * as a route of React Router's createRoutesStub, with the root loader's data given as hydration data.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { Toaster } from '../components/Toaster.tsx';
import type { SiteInfo } from '../lib/site.ts';

/** Site settings as the root loader gives them, with a public URL that is not where tests run. */
export const TEST_SITE: SiteInfo = { name: 'Creator Economy India', url: 'https://news.example.in', contactEmail: 'hello@news.example.in', year: 2026 };

/** Renders `ui` at `path` under a root route (id "root", like src/web/root.tsx) that also shows the toasts. */
export function renderRoute(ui: ReactNode, { path = '/', site = TEST_SITE }: { path?: string; site?: SiteInfo } = {}): RenderResult {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => (
        <>
          <Outlet />
          <Toaster />
        </>
      ),
      children: [{ path: path === '/' ? undefined : path.slice(1), index: path === '/' ? true : undefined, Component: () => <>{ui}</> }],
    },
  ] as Parameters<typeof createRoutesStub>[0]);
  return render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { site } } }} />);
}
