/** The model file shipped in the repo (written by `npm run train`), loaded once per process. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Classification, ClassifierInput } from './classification.ts';
import { classifyWithKeywords, KEYWORD_MODEL_VERSION } from './keywordClassifier.ts';
import { loadModel, type StoredModel } from './ml/model.ts';
import { createModelClassifier } from './modelClassifier.ts';

export const MODEL_PATH = fileURLToPath(new URL('./model/classifier-model.json', import.meta.url));

let cached: ((input: ClassifierInput) => Classification) | null = null;
let cachedVersion = KEYWORD_MODEL_VERSION;

/** Reads and expands a model file. */
export function readModelFile(path: string = MODEL_PATH): StoredModel {
  return JSON.parse(readFileSync(path, 'utf8')) as StoredModel;
}

/** The classifier the pipeline uses: the trained model, or the keyword baseline if no model file exists yet. */
export function getClassifier(): (input: ClassifierInput) => Classification {
  if (!cached) {
    if (existsSync(MODEL_PATH)) {
      const model = loadModel(readModelFile());
      cachedVersion = model.version;
      cached = createModelClassifier(model);
    } else {
      cached = classifyWithKeywords;
    }
  }
  return cached;
}

/**
 * Puts a model in use in this process (the back office's active model from the database: activeModel.ts), or, with
 * null, goes back to the model file.
 */
export function useModel(stored: StoredModel | null): void {
  if (!stored) {
    cached = null;
    cachedVersion = KEYWORD_MODEL_VERSION;
    getClassifier();
    return;
  }
  const model = loadModel(stored);
  cached = createModelClassifier(model);
  cachedVersion = model.version;
}

/** The model file's version (what `useModel(null)` returns to), or null without a file. */
let fileInfo: { version: string; trainedAt: string; examples: number } | null | undefined;
/** The model file's version, training date and example count (read once), or null without a file. */
export function bundledModelInfo(): { version: string; trainedAt: string; examples: number } | null {
  if (fileInfo === undefined) {
    const m = existsSync(MODEL_PATH) ? readModelFile() : null;
    fileInfo = m ? { version: m.version, trainedAt: m.trainedAt, examples: m.training.examples } : null;
  }
  return fileInfo;
}
export function bundledModelVersion(): string | null {
  return bundledModelInfo()?.version ?? null;
}

/** Version of the classifier in use (model file version, or the keyword baseline's). */
export function getModelVersion(): string {
  getClassifier();
  return cachedVersion;
}
