/** drizzle table definitions mirroring the SQL migrations in ./migrations (the SQL is the source of truth; a test checks they agree). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Enclosure, MediaThumbnail, SourceAttribution } from '../domain/article.ts';
import type { EditorialDecision } from '../domain/adminArticles.ts';
import type { PromoChoice, PromoKind } from '../domain/promotional.ts';
import type { Role } from '../domain/roles.ts';
import type { SecurityEventType } from '../domain/securityEvents.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  colour: text('colour').notNull(),
  keywords: text('keywords').array().notNull().default(sql`'{}'`),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const feedSources = pgTable('feed_sources', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  url: text('url').notNull().unique(),
  siteUrl: text('site_url'),
  region: text('region').notNull().default('global'),
  priority: integer('priority').notNull().default(3),
  supportsMedia: boolean('supports_media').notNull().default(false),
  contentTypes: text('content_types').array().notNull().default(sql`'{}'`),
  isActive: boolean('is_active').notNull().default(true),
  isSample: boolean('is_sample').notNull().default(false),
  dataRichnessScore: integer('data_richness_score').notNull().default(0),
  averageImagesPerItem: real('average_images_per_item').notNull().default(0),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastFetchedAt: ts('last_fetched_at'),
  lastSuccessAt: ts('last_success_at'),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // 0002_feed_backoff.sql
  nextFetchAt: ts('next_fetch_at'),
  disabledAt: ts('disabled_at'),
  disabledReason: text('disabled_reason'),
  // 0007_source_authority.sql
  tier: text('tier').$type<'premium' | 'verified' | 'trusted' | 'established'>(),
  authorityScore: integer('authority_score'),
});

export const feedHealthChecks = pgTable('feed_health_checks', {
  id: uuid('id').primaryKey().defaultRandom(),
  sourceId: uuid('source_id')
    .notNull()
    .references(() => feedSources.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  httpStatus: integer('http_status'),
  responseTimeMs: integer('response_time_ms').notNull().default(0),
  itemsFound: integer('items_found').notNull().default(0),
  itemsNew: integer('items_new').notNull().default(0),
  imagesExtracted: integer('images_extracted').notNull().default(0),
  dataPointsExtracted: integer('data_points_extracted').notNull().default(0),
  errorMessage: text('error_message'),
  checkTimestamp: ts('check_timestamp').notNull().defaultNow(),
  // 0010_feed_volume.sql
  itemsFailed: integer('items_failed').notNull().default(0),
  itemsDeferred: integer('items_deferred').notNull().default(0),
  volumeSurge: boolean('volume_surge').notNull().default(false),
});

export const articles = pgTable('articles', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  summary: text('summary'),
  content: text('content'),
  category: text('category').notNull().default('general'),
  tags: text('tags').array().notNull().default(sql`'{}'`),
  sourceUrl: text('source_url').notNull(),
  sourceName: text('source_name').notNull(),
  author: text('author'),
  sourceAttribution: jsonb('source_attribution').$type<SourceAttribution>(),
  imageUrl: text('image_url'),
  mediaThumbnails: jsonb('media_thumbnails').$type<MediaThumbnail[]>().notNull().default([]),
  enclosures: jsonb('enclosures').$type<Enclosure[]>().notNull().default([]),
  mediaMetadata: jsonb('media_metadata').$type<{ mediaContent: { url: string; type?: string | null; medium?: string | null }[] }>(),
  podcastMetadata: jsonb('podcast_metadata').$type<{ audioUrl: string; duration?: string | null }>(),
  geographicData: jsonb('geographic_data').$type<{ lat: number; lon: number; featureName?: string | null }>(),
  commentsUrl: text('comments_url'),
  rssCategories: text('rss_categories').array().notNull().default(sql`'{}'`),
  rssRawContent: text('rss_raw_content'),
  contentType: text('content_type').notNull().default('article'),
  viewsCount: integer('views_count').notNull().default(0),
  publishedAt: ts('published_at'),
  originalPublishedAt: ts('original_published_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  status: text('status').$type<ArticleStatus>().notNull().default('draft'),
  adminStatus: text('admin_status').$type<AdminStatus>(),
  isFeatured: boolean('is_featured').notNull().default(false),
  isDuplicate: boolean('is_duplicate').notNull().default(false),
  duplicateOf: uuid('duplicate_of'),
  // 0023_story_clusters.sql: the story's cluster key (null when one outlet tells it) and how many outlets tell it (trigger-kept).
  clusterId: uuid('cluster_id'),
  coverageCount: integer('coverage_count').notNull().default(1),
  relevanceScore: integer('relevance_score').notNull().default(30),
  mlConfidenceScore: real('ml_confidence_score').notNull().default(0),
  mlRelevanceScore: real('ml_relevance_score').notNull().default(0),
  qualityScore: integer('quality_score').notNull().default(0),
  keywordMatches: jsonb('keyword_matches').$type<{ primary: string[]; secondary: string[]; indian: string[] }>(),
  blocklistFlags: text('blocklist_flags').array().notNull().default(sql`'{}'`),
  indiaRelevance: jsonb('india_relevance').$type<Record<string, unknown>>(),
  processingMetadata: jsonb('processing_metadata').$type<Record<string, unknown>>(),
  mlClassificationData: jsonb('ml_classification_data').$type<Record<string, unknown>>(),
  originalSourceMetadata: jsonb('original_source_metadata').$type<Record<string, unknown>>(),
  classifiedAt: ts('classified_at'),
  rejectedAt: ts('rejected_at'),
  archivedAt: ts('archived_at'),
  purgedAt: ts('purged_at'),
  reviewNote: text('review_note'),
  // 0024_promotional_labels.sql: sponsored / press-release label (classifier or moderator); null = not promotional.
  promoKind: text('promo_kind').$type<PromoKind>(),
  feedSourceId: uuid('feed_source_id').references(() => feedSources.id, { onDelete: 'set null' }),
  urlHash: text('url_hash').notNull().unique(),
  titleHash: text('title_hash').notNull(),
  searchVector: tsvector('search_vector').generatedAlwaysAs(sql`search_vector`),
});

export type ArticleStatus = 'draft' | 'published' | 'archived' | 'rejected' | 'purged';
export type AdminStatus = 'pending_review' | 'auto_rejected' | 'auto_approved';
export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;

export const articleHashes = pgTable(
  'article_hashes',
  {
    kind: text('kind').$type<'url' | 'title'>().notNull(),
    hash: text('hash').notNull(),
    articleId: uuid('article_id').references(() => articles.id, { onDelete: 'set null' }),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.hash] })],
);

export const automationRuns = pgTable('automation_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  runType: text('run_type').notNull(),
  trigger: text('trigger').notNull().default('schedule'),
  status: text('status').$type<'running' | 'completed' | 'failed'>().notNull().default('running'),
  successRate: real('success_rate'),
  stats: jsonb('stats').$type<Record<string, unknown>>().notNull().default({}),
  errorMessage: text('error_message'),
  startedAt: ts('started_at').notNull().defaultNow(),
  completedAt: ts('completed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  heartbeatAt: ts('heartbeat_at').notNull().defaultNow(),
});

export const automationAlerts = pgTable('automation_alerts', {
  id: uuid('id').primaryKey().defaultRandom(),
  alertType: text('alert_type').notNull(),
  message: text('message').notNull(),
  severity: text('severity').$type<'critical' | 'high' | 'medium' | 'low'>().notNull().default('medium'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  resolved: boolean('resolved').notNull().default(false),
  resolvedAt: ts('resolved_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const mlAutomationStatus = pgTable('ml_automation_status', {
  id: integer('id').primaryKey().default(1),
  status: text('status').notNull().default('ready'),
  modelVersion: text('model_version'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  completedAt: ts('completed_at'),
});

// 0005_search_keywords.sql
export const searchKeywords = pgTable('search_keywords', {
  keyword: text('keyword').primaryKey(),
  searchCount: integer('search_count').notNull().default(1),
  firstSearchedAt: ts('first_searched_at').notNull().defaultNow(),
  lastSearchedAt: ts('last_searched_at').notNull().defaultNow(),
});

export const searchKeywordDays = pgTable(
  'search_keyword_days',
  {
    keyword: text('keyword')
      .notNull()
      .references(() => searchKeywords.keyword, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    searchCount: integer('search_count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.keyword, t.day] })],
);

// 0027_search_terms.sql: known search terms, written by db/queries/searchTerms.ts refreshSearchTerms only.
export const searchTerms = pgTable(
  'search_terms',
  {
    kind: text('kind').$type<'word' | 'tag' | 'source'>().notNull(),
    term: text('term').notNull(),
    label: text('label').notNull(),
    docCount: integer('doc_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.term] })],
);

// 0006_site_content.sql
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  kind: text('kind').$type<'hero_figure'>().notNull().default('hero_figure'),
  value: text('value').notNull(),
  label: text('label').notNull(),
  sourcePublisher: text('source_publisher').notNull(),
  sourceTitle: text('source_title').notNull(),
  sourceYear: integer('source_year').notNull(),
  sourceUrl: text('source_url'),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// 0014_mail.sql
/** Where an outbox message is: waiting for its job, delivered, given up after retries, or kept for lack of SMTP. */
export type MailStatus = 'queued' | 'sent' | 'failed' | 'held';

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  status: text('status').$type<MailStatus>().notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// 0015_accounts.sql: better-auth's tables (services/auth/createAuth.ts maps its models onto them) and security events.
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').$type<Role>().notNull().default('user'),
  banned: boolean('banned').notNull().default(false),
  banReason: text('ban_reason'),
  banExpires: ts('ban_expires'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  impersonatedBy: text('impersonated_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const authAccounts = pgTable('auth_accounts', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: ts('access_token_expires_at'),
  refreshTokenExpiresAt: ts('refresh_token_expires_at'),
  scope: text('scope'),
  password: text('password'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const securityEvents = pgTable('security_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').$type<SecurityEventType>().notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email'),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// 0016_reader_data.sql: a reader's bookmarks and likes.
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);

export const likes = pgTable(
  'likes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);

// 0017_reader_personalisation.sql: a reader's preferences, reading progress and "fewer like this" feedback.
export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  categories: text('categories').array().notNull().default(sql`'{}'`),
  regions: text('regions').array().notNull().default(sql`'{indian}'`),
  language: text('language').notNull().default('en'),
  notifyBreaking: boolean('notify_breaking').notNull().default(true),
  notifyFollowed: boolean('notify_followed').notNull().default(false),
  emailNotifications: boolean('email_notifications').notNull().default(false),
  weeklyDigest: boolean('weekly_digest').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const readingProgress = pgTable(
  'reading_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    progress: smallint('progress').notNull(),
    readingSeconds: integer('reading_seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    startedAt: ts('started_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);

export const recommendationFeedback = pgTable(
  'recommendation_feedback',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);

// 0018_notifications.sql: a reader's notifications (unique per reader and story; the SQL holds the indexes and trigger).
export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').$type<'success' | 'warning' | 'error' | 'info'>().notNull().default('info'),
  kind: text('kind').$type<'breaking' | 'followed' | 'message'>().notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  actionUrl: text('action_url'),
  articleId: uuid('article_id').references(() => articles.id, { onDelete: 'cascade' }),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at'),
});

export const notificationFanouts = pgTable('notification_fanouts', {
  articleId: uuid('article_id')
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  queuedAt: ts('queued_at').notNull().defaultNow(),
  claimedUntil: ts('claimed_until'),
});

// 0019_back_office.sql: the audit log and the moderators' decisions as training labels.
export const auditEvents = pgTable('audit_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actorEmail: text('actor_email'),
  actorRole: text('actor_role'),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id'),
  targetLabel: text('target_label'),
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
  ipAddress: text('ip_address'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const editorialLabels = pgTable('editorial_labels', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  articleId: uuid('article_id').references(() => articles.id, { onDelete: 'set null' }),
  decision: text('decision').$type<EditorialDecision>().notNull(),
  relevant: boolean('relevant'),
  category: text('category').notNull(),
  title: text('title').notNull(),
  summary: text('summary'),
  sourceName: text('source_name'),
  reason: text('reason'),
  predictedRelevance: integer('predicted_relevance'),
  predictedCategory: text('predicted_category'),
  modelVersion: text('model_version'),
  decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: ts('decided_at').notNull().defaultNow(),
  // 0024: a 'promo' decision's answer (sponsored, press_release, none).
  promoKind: text('promo_kind').$type<PromoChoice>(),
});

// 0020_classifier_models.sql: classifier versions trained from the back office.
export const classifierModels = pgTable('classifier_models', {
  version: text('version').primaryKey(),
  trainedAt: ts('trained_at').notNull().defaultNow(),
  trainedBy: text('trained_by').references(() => users.id, { onDelete: 'set null' }),
  corpusExamples: integer('corpus_examples').notNull(),
  decisionExamples: integer('decision_examples').notNull(),
  figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
  model: jsonb('model').$type<Record<string, unknown>>(),
  status: text('status').$type<'active' | 'retired' | 'rejected'>().notNull(),
  activatedAt: ts('activated_at'),
});
