import { describe, expect, it } from 'vitest';
import { extractFeatures, hashFeature } from './ml/features.ts';
import { MODEL_LEXICONS } from './lexicons.ts';

const ENTITY_LEXICONS = ['creators', 'studios', 'creator_platforms', 'creator_tools', 'influencer_agencies', 'endorsement_rules', 'ad_trade', 'celebrities'];

/** The lexicon features an item's text fires (lex:<name>). */
function firedLexicons(title: string, summary = ''): string[] {
  const v = extractFeatures({ title, summary }, MODEL_LEXICONS);
  const present = new Set(v.indices);
  return ENTITY_LEXICONS.filter((name) => present.has(hashFeature(`lex:${name}`)));
}

describe('entity lexicons as model features', () => {
  it.each([
    // Real trade-press headlines that never say "creator" or "influencer".
    ["Kusha Kapila's shapewear label raises seed round", 'creators'],
    ['CarryMinati returns with a roast video', 'creators'],
    ['MrBeast names a chief executive for Beast Industries', 'creators'],
    ['Pocket Aces turns profitable on branded content', 'studios'],
    ['TVF signs a new season deal', 'studios'],
    ['YouTube lowers the bar for its Partner Programme in India', 'creator_platforms'],
    ['Moj adds paid subscriptions in eight languages', 'creator_platforms'],
    ['CapCut adds auto-captions in 20 languages', 'creator_tools'],
    ['DJI Osmo Pocket 3 launches in India', 'creator_tools'],
    ['Whoppl bags mandate for a snacks brand', 'influencer_agencies'],
    ['Kofluence wins Godrej Consumer business', 'influencer_agencies'],
    ['SEBI bars brokers from working with unregistered finfluencers', 'endorsement_rules'],
    ['CCPA issues endorsement guidelines', 'endorsement_rules'],
    // The out-of-scope side.
    ['Leo Burnett wins creative mandate for a paints brand', 'ad_trade'],
    ['Hindustan Unilever appoints new chief marketing officer', 'ad_trade'],
    ['Kia India ropes in Shah Rukh Khan as brand ambassador', 'celebrities'],
  ])('%s → lex:%s', (title, lexicon) => {
    expect(firedLexicons(title)).toContain(lexicon);
  });

  it.each([
    'Later that week the family went to the market',
    'The speed of the train was reduced near the station',
    'Farmers said the loco pilot stopped in time',
    'Threads of cotton and silk were sold at the fair',
    'A scout found a spotter on the ridge at night',
    'Monsoon rainfall was above normal in Kerala',
    'He rode to the temple with his grandmother',
  ])('ordinary words fire no entity lexicon: %s', (title) => {
    expect(firedLexicons(title)).toEqual([]);
  });

  it('are stored in the model file the classifier loads (retrain after editing a list)', async () => {
    const { readModelFile } = await import('./bundledModel.ts');
    const stored = readModelFile().lexicons;
    for (const name of ENTITY_LEXICONS) expect(stored[name], name).toEqual(MODEL_LEXICONS[name]);
  });
});
