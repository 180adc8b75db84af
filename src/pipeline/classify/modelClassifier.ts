/** The production classifier: the trained linear model, plus the lexicon and India fields moderators read. */
import { assessIndiaRelevance } from '../../domain/indiaRelevance.ts';
import { computeQualityScore } from '../../domain/qualityScore.ts';
import { htmlToPlainText } from '../../domain/summary.ts';
import type { Classification, ClassifierInput } from './classification.ts';
import { findKeywordMatches } from './keywordClassifier.ts';
import { extractFeatures } from './ml/features.ts';
import { predict, type LoadedModel } from './ml/model.ts';

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

/** Creates a classify function over a loaded model. */
export function createModelClassifier(model: LoadedModel): (input: ClassifierInput) => Classification {
  return (input) => {
    const x = extractFeatures({ title: input.title, summary: input.summary, content: input.content }, model.lexicons, true);
    const { relevant, categories } = predict(model, x);
    const top = categories[0] ?? { slug: 'general', p: 0 };
    const confidence = Math.round(combineConfidence(relevant, top.p) * 100) / 100;
    const relevanceScore = Math.round(relevant * 100);

    // Contribution of each present feature to the relevance logit: the moderator-facing explanation.
    const w = model.relevance.weights[0] as Float32Array;
    const topFeatures = Array.from(x.indices, (idx, i) => ({ feature: x.names?.[i] ?? `#${idx}`, weight: Math.round((w[idx] as number) * (x.values[i] as number) * 1000) / 1000 }))
      .filter((f) => f.feature !== 'bias:1' && f.weight !== 0)
      .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
      .slice(0, TOP_FEATURES);

    const text = `${input.title} ${input.summary} ${htmlToPlainText(input.content ?? '').slice(0, 5000)}`;
    const kw = findKeywordMatches(text);
    const india = assessIndiaRelevance(text, input.sourceUrl);
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
      modelVersion: model.version,
    };
  };
}
