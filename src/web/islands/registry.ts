/**
 * The islands the browser can hydrate, by name: each loader gives the same component the page rendered inside
 * <Island name=…> (Island.tsx). Only the islands client build imports this module; the app imports its type.
 */
import type { ComponentType } from 'react';

export const islands = {
  SiteHeader: () => import('../components/SiteHeader.tsx').then((m) => m.SiteHeader),
  ReadingProgressCard: () => import('../components/article/ReadingProgressCard.tsx').then((m) => m.ReadingProgressCard),
  ViewCounter: () => import('../components/article/ViewCounter.tsx').then((m) => m.ViewCounter),
  FloatingActionMenu: () => import('./frameParts.ts').then((m) => m.FloatingActionMenuIsland),
  InstallBanner: () => import('./frameParts.ts').then((m) => m.InstallBannerIsland),
  Toaster: () => import('../components/Toaster.tsx').then((m) => m.Toaster),
  ArticleDialogHost: () => import('./frameParts.ts').then((m) => m.ArticleDialogHostIsland),
  ArticleCard: () => import('../components/ArticleCard.tsx').then((m) => m.ArticleCard),
  HomePage: () => import('../components/home/HomePage.tsx').then((m) => m.HomePage),
  HomePageSignedIn: () => import('../components/home/HomePageSignedIn.tsx').then((m) => m.HomePageSignedIn),
} satisfies Record<string, () => Promise<ComponentType<never> | ComponentType<object>>>;

export type IslandName = keyof typeof islands;
