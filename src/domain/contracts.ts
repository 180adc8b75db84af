/** What the server gives the web app's loaders (the React Router load context). Types only: web never imports server code. */
import type { ArticleList } from './article.ts';
import type { PublicArticle, PublicArticleDetail } from './article.ts';
import type { ArticleListQuery } from './articleQuery.ts';
import type { CategorySlug } from './categories.ts';
import type { AccountView } from './account.ts';
import type { ContactInbox } from './contactForm.ts';
import type { CategoryStats, SiteStats } from './publicStats.ts';
import type { HeroFigure } from './siteContent.ts';

/** Read-only public content services available to page loaders. */
export interface PublicContentService {
  /** Lists published articles by the public feed rules. */
  listArticles(query: ArticleListQuery): Promise<ArticleList>;
  /** One article for its page: published, not duplicate, relevance ≥ 30; null when unknown or not public. */
  getArticle(id: string): Promise<PublicArticleDetail | null>;
  /** Up to 4 public articles to read next (spec §9: 3 same category, up to 2 sharing a tag, filled from others). */
  listRelated(article: Pick<PublicArticle, 'id' | 'category' | 'tags'>): Promise<PublicArticle[]>;
  /** The article's public detail with its related articles (the detail dialog's data), or null when not public. */
  getArticleWithRelated(id: string): Promise<ArticleWithRelated | null>;
}

/** One article for the detail dialog and page, with up to 4 related articles. */
export interface ArticleWithRelated {
  article: PublicArticleDetail;
  related: PublicArticle[];
}
import type { AdminArticleDetailView, AdminArticleList, AdminArticleListQuery, AdminArticleStats, ReviewQueueItemView, ReviewQueueQuery, ReviewStats } from './adminArticles.ts';
import type { AuditEventView, AuditLogQuery } from './auditLog.ts';
import type { ArchivedArticleList, LifecycleOverviewView } from './adminLifecycle.ts';
import type { AnalyticsOverview, AnalyticsQuery } from './analytics.ts';
import type { DashboardActivity, DashboardFunnel, DashboardHealth, DashboardQuery, EfficiencyBar } from './adminDashboard.ts';
import type { ReaderFeed, ReaderFeedTab, ReadingActivity } from './readerFeed.ts';
import type { ReaderPreferences } from './readerPreferences.ts';
import type { ReadingProgress } from './readingProgress.ts';

/** The load context passed to every route loader. */
export interface WebLoadContext {
  content: PublicContentService;
  /** Editable site content: the hero's headline figures from named reports (cached briefly per process). */
  siteContent: { heroFigures(): Promise<HeroFigure[]> };
  /** Figures computed from the database: site-wide for the hero, per category for its page (cached briefly). */
  stats: { site(): Promise<SiteStats>; category(slug: CategorySlug): Promise<CategoryStats> };
  /** Public site settings read from the environment. */
  site: { name: string; url: string; contactEmail: string };
  /** The contact form's inbox: stores a message and queues its mail (services/contactInbox.ts). */
  contact: ContactInbox;
  /** This response's Content-Security-Policy nonce: every inline script the page emits carries it. */
  cspNonce: string;
  /** The process log: a page whose loader, action or rendering fails is logged there (web/entry.server.tsx). */
  log: { error(obj: object, msg?: string): void };
  /** The signed-in reader (explicit fields: server/presenters/account.ts), or null. */
  viewer: AccountView | null;
  /** The signed-in reader's own data, bound to them (services authorise again); null when signed out. */
  reader: ReaderContent | null;
  /** The back office's reads for a signed-in moderator or admin (services authorise each call); null for anyone else. */
  staff: StaffContent | null;
}

/** What the admin screens read; every call is authorised again by the service behind it. */
export interface StaffContent {
  reviewQueue(q: ReviewQueueQuery): Promise<{ items: ReviewQueueItemView[]; stats: ReviewStats }>;
  articles(q: AdminArticleListQuery): Promise<AdminArticleList>;
  articleStats(): Promise<AdminArticleStats>;
  /** One article with the classifier's evidence, or null when there is none with this id. */
  article(id: string): Promise<AdminArticleDetailView | null>;
  auditLog(q: AuditLogQuery): Promise<{ events: AuditEventView[]; totalCount: number; page: number }>;
  /** Any article as its public page would show it (the review queue's Preview), or null when unknown. */
  preview(id: string): Promise<(PublicArticleDetail & { status: string }) | null>;
  /** The dashboard's figures (admins); the funnel over `q.window` (default 24 h). */
  overview(q?: DashboardQuery): Promise<AdminOverview>;
  /** The classifier in use, its stored versions and the decisions to learn from (admins). */
  classifier(): Promise<ClassifierOverview>;
  /** The Lifecycle Manager's figures, runs and rules (admins; the same answer as GET /api/admin/lifecycle). */
  lifecycle(): Promise<LifecycleOverviewView>;
  /** One page of archived stories, most recently archived first (admins; GET /api/admin/lifecycle/archived). */
  archivedArticles(page: number): Promise<ArchivedArticleList>;
  /** Every home-page hero figure, hidden ones too, for the Site Content editor (admins; GET /api/admin/site-content/hero-figures). */
  heroFigures(): Promise<HeroFigure[]>;
  /** The analytics tabs' figures for a range of UTC days (admins; the same answer as GET /api/admin/analytics). */
  analytics(q: AnalyticsQuery): Promise<AnalyticsOverview>;
}

/** The admin dashboard's KPI cards, each a query over our tables. */
export interface AdminOverview {
  articles: AdminArticleStats;
  /** Registered accounts, and those created in the last 7 days. */
  users: { total: number; newThisWeek: number };
  /** Stories the pipeline stored in the last 24 hours. */
  extractedLast24h: number;
  /** Stories published in the last 24 hours (by the pipeline or an editor). */
  publishedLast24h: number;
  review: ReviewStats;
  /** The lifecycle card (admin-content §2, §4): archived and purged, what is due, the last run. */
  lifecycle: { archived: number; archivedLast24h: number; purged: number; purgedLast7d: number; pendingArchive: number; pendingPurge: number; storageSavedMb: number; lastRun: { status: string; startedAt: string; completedAt: string | null } | null };
  /** When the figures were counted. */
  generatedAt: string;
  /** Pipeline runs of any kind started in the last 24 hours. */
  automationRuns24h: number;
  /** admin-content §2: the content funnel over the chosen window (domain/adminDashboard.ts). */
  funnel: DashboardFunnel;
  /** Processing-efficiency bars, each a percent with what it is of. */
  efficiency: EfficiencyBar[];
  /** System-health badges and the overall status (admin-system §4). */
  health: DashboardHealth;
  /** The last hour's events, newest first (refreshed by GET /api/admin/overview/activity). */
  activity: DashboardActivity;
}

/** What pages may read of the signed-in reader's own data. */
export interface ReaderContent {
  savedArticles(page: { page: number; pageSize: number }): Promise<{ articles: (PublicArticle & { savedAt: string })[]; totalCount: number }>;
  /** One tab of the signed-in home feed. */
  feed(tab: ReaderFeedTab): Promise<ReaderFeed>;
  /** The reading-activity panel's figures and continue reading. */
  activity(): Promise<ReadingActivity>;
  preferences(): Promise<ReaderPreferences>;
  /** Where the reader is in one story, or null. */
  readingProgress(articleId: string): Promise<ReadingProgress | null>;
}

/** One evaluation set's figures (services/admin/modelTraining.ts). */
export interface ClassifierSetFigures {
  examples: number;
  relevanceF1: number;
  precision: number;
  recall: number;
  categoryAccuracy: number;
}
/** The sponsored / press-release flag's figures on the calibration part of its evaluation set (0-1; null: nothing flagged). */
export interface ClassifierPromoFigures {
  items: number;
  precision: number | null;
  recall: number;
}
export interface ClassifierVersionFigures {
  /** `promo` is absent in figures stored before the flag was gated, null for a model without the flag. */
  candidate?: { corpus: ClassifierSetFigures; decisions: ClassifierSetFigures | null; promo?: ClassifierPromoFigures | null };
  baseline?: { version: string; corpus: ClassifierSetFigures; decisions: ClassifierSetFigures | null; promo?: ClassifierPromoFigures | null };
  accepted?: boolean;
  reason?: string;
  decisionsHeldOut?: number;
}
export interface ClassifierOverview {
  inUse: { source: 'trained' | 'shipped'; version: string; trainedAt: string | null; corpusExamples: number; decisionExamples: number; figures: ClassifierVersionFigures | null };
  versions: { version: string; trainedAt: string; corpusExamples: number; decisionExamples: number; figures: ClassifierVersionFigures; status: 'active' | 'retired' | 'rejected'; activatedAt: string | null; hasModel: boolean }[];
  decisions: { labels: number; articles: number };
}
