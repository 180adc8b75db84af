/** The production classifier: the trained linear model, plus the lexicon and India fields moderators read. */
import { assessIndiaRelevance, isIndianSource } from '../../domain/indiaRelevance.ts';
import { computeQualityScore } from '../../domain/qualityScore.ts';
import type { Classification, ClassifierInput } from './classification.ts';
import { findKeywordMatches } from './keywordClassifier.ts';
import { cueVector, extractFeatures, hashFeature, prepareText, type ExplainedVector } from './ml/features.ts';
import { predict, promoWeight, promoWordWeight, relevanceWeight, type LoadedModel } from './ml/model.ts';
import { cueText, findPromoCues } from './promoCues.ts';
import { NO_PROMO_VERDICT, promoDecision, type PromoVerdict } from './promoVerdict.ts';

/** How many features are reported as the reasons for a decision. */
export const TOP_FEATURES = 8;

/**
 * Confidence (0-1) combines how far the relevance probability is from a coin toss with how sure the
 * category head is: an on-topic story in an unclear category is still worth a moderator's look.
 */
export function combineConfidence(pRelevant: number, pTopCategory: number): number {
  const certainty = Math.abs(2 * pRelevant - 1);
  return pRelevant >= 0.5 ? Math.sqrt(certainty * pTopCategory) : certainty;
}

/** How many reasons are kept for a promotional verdict. */
export const PROMO_REASONS = 6;
/** Below this promotional score nobody reads the reasons: they are not worked out (most articles). */
const PROMO_EXPLAIN_MIN_SCORE = 0.2;

/**
 * The reasons behind a promotional score: every cue the article shows and its strongest words, each with its weight
 * toward the likelier kind against "none".
 */
function promoReasons(model: LoadedModel, x: ExplainedVector, cues: readonly string[], kind: 'sponsored' | 'press_release'): { feature: string; weight: number }[] {
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const cueReasons = cues.map((name) => ({ feature: `cue:${name}`, weight: round(promoWeight(model, hashFeature(`cue:${name}`), kind)) }));
  const words: { idx: number; weight: number }[] = [];
  for (let i = 0; i < x.indices.length; i++) {
    const idx = x.indices[i] as number;
    const weight = round(promoWordWeight(model, idx, kind) * (x.values[i] as number));
    if (weight !== 0) words.push({ idx, weight });
  }
  words.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight));
  const top = words.slice(0, PROMO_REASONS);
  const names = x.nameFeatures(top.map((w) => w.idx));
  return [...cueReasons, ...top.map((w, i) => ({ feature: names[i] as string, weight: w.weight }))]
    .filter((r) => r.feature !== 'bias:1')
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
    .slice(0, PROMO_REASONS);
}

/** Creates a classify function over a loaded model. */
export function createModelClassifier(model: LoadedModel): (input: ClassifierInput) => Classification {
  return (input) => {
    // One plain-text body and one term index per article, shared by features, lexicons and India relevance.
    const prepared = prepareText({ title: input.title, summary: input.summary, content: input.content });
    const x = extractFeatures(input, model.lexicons, prepared);
    const cues = model.promo ? findPromoCues(cueText(input, prepared)) : [];
    const { relevant, categories, promo: promoP } = predict(model, x, model.promo ? cueVector(cues) : undefined);
    let promo: PromoVerdict = NO_PROMO_VERDICT;
    if (promoP) {
      const d = promoDecision(promoP);
      promo = { kind: d.kind, score: d.score, reasons: d.score >= PROMO_EXPLAIN_MIN_SCORE ? promoReasons(model, x, cues, d.likelier) : cues.map((c) => ({ feature: `cue:${c}`, weight: 0 })) };
    }
    const top = categories[0] ?? { slug: 'general', p: 0 };
    const confidence = Math.round(combineConfidence(relevant, top.p) * 100) / 100;
    const relevanceScore = Math.round(relevant * 100);

    // Contribution of each present feature to the relevance logit: the moderator-facing explanation. Only the
    // strongest few are named (naming every feature of every article was a tenth of the classify time).
    const bias = hashFeature('bias:1');
    const strongest: { idx: number; weight: number }[] = [];
    for (let i = 0; i < x.indices.length; i++) {
      const idx = x.indices[i] as number;
      const weight = Math.round(relevanceWeight(model, idx) * (x.values[i] as number) * 1000) / 1000;
      if (weight === 0 || idx === bias) continue;
      if (strongest.length === TOP_FEATURES && Math.abs(weight) <= Math.abs((strongest[TOP_FEATURES - 1] as { weight: number }).weight)) continue;
      let at = strongest.length;
      while (at > 0 && Math.abs((strongest[at - 1] as { weight: number }).weight) < Math.abs(weight)) at--;
      strongest.splice(at, 0, { idx, weight });
      if (strongest.length > TOP_FEATURES) strongest.pop();
    }
    const names = x.nameFeatures(strongest.map((t) => t.idx));
    const topFeatures = strongest.map((t, i) => ({ feature: names[i] as string, weight: t.weight }));

    const kw = findKeywordMatches(prepared.index);
    const india = assessIndiaRelevance(prepared.full, input.sourceUrl, isIndianSource(input.sourceUrl, input.sourceName), prepared.index);
    return {
      category: top.slug,
      relevanceScore,
      mlConfidenceScore: confidence,
      mlRelevanceScore: Math.round(relevant * 1000) / 1000,
      keywordMatches: { primary: kw.primary, secondary: kw.secondary, indian: [...india.keywords, ...india.cities] },
      blocklistFlags: kw.blocked,
      india,
      qualityScore: computeQualityScore(confidence, relevanceScore),
      topFeatures,
      promo,
      modelVersion: model.version,
    };
  };
}
